import 'server-only';
import { cacheTags, onInvalidation } from '@/lib/cache';
import { installRequestHooks } from '@/lib/http/request-hooks';
import { endWithParent } from '@/lib/ops/parent-watch';
import { installGracefulShutdown } from '@/lib/ops/shutdown';
import { isGonePath, refreshGonePaths } from '@/lib/pages/gone-paths';
import { backfillSearchIndex } from './search-index';
import { bootstrap } from './bootstrap';
import { startJobs, stopJobs } from './jobs';

/**
 * Everything an instance does once when it starts, before it answers a request (called by
 * instrumentation.ts): the one place that wires feature folders into the shared layers (which
 * import none), and the one place that starts timers. Ends with the start-up line, or one line
 * saying why the site cannot start and exit code 1.
 */
export async function startInstance(): Promise<void> {
  try {
    // First, before any request is handled: forwarded headers (TRUST_PROXY), outage status, 410s.
    installRequestHooks({ isGonePath });
    // SIGTERM/SIGINT: drain and exit within SHUTDOWN_TIMEOUT_S (README: "Rolling restarts").
    installGracefulShutdown({ stopJobs });
    endWithParent();
    const result = await bootstrap();
    // Retired pages answer 410 from the first request on, and on every instance as soon as a
    // write expires the list of pages (lib/pages/gone-paths.ts).
    await refreshGonePaths();
    onInvalidation(async (tags) => {
      if (tags.includes('*') || tags.includes(cacheTags.pages)) await refreshGonePaths();
    });
    // Scheduled page drafts go live at their time; daily backups (BACKUP_DIR).
    startJobs();
    // In the background: indexing old bulletins' files may take a while; search works meanwhile.
    void backfillSearchIndex();
    const port = process.env.PORT ?? '3000';
    // HOST (npm start) or `next start -H`: where it listens; every interface otherwise.
    const host = process.env.HOST?.trim() || 'localhost';
    const origin = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
    const applied = result.applied.length ? `, applied ${result.applied.length} migration(s)` : '';
    console.log(
      `Parish website ready at ${origin} (${result.database}${applied}, Node.js ${result.node})`,
    );
  } catch (error) {
    // One clear line, no stack trace: the operator needs to know what to fix.
    console.error(`Parish website cannot start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
