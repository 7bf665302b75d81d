// Runs once when the server starts, before it answers a request: migrate and seed.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The build only collects pages; it must not create or touch a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    // First, before any request is handled: forwarded headers (TRUST_PROXY), outage status.
    const { installRequestHooks } = await import('./lib/http/request-hooks');
    installRequestHooks();
    // SIGTERM/SIGINT: drain and exit within SHUTDOWN_TIMEOUT_S (README: "Rolling restarts").
    const { installGracefulShutdown } = await import('./lib/ops/shutdown');
    installGracefulShutdown();
    const { endWithParent } = await import('./lib/ops/parent-watch');
    endWithParent();
    const { bootstrap } = await import('./lib/db/bootstrap');
    const result = await bootstrap();
    // Retired pages answer 410 from the first request on (lib/pages/gone-paths.ts).
    const { refreshGonePaths } = await import('./lib/pages/gone-paths');
    await refreshGonePaths();
    // Scheduled page drafts go live at their time (lib/pages/drafts.ts).
    const { startDraftPublisher } = await import('./lib/pages/schedule');
    startDraftPublisher();
    // In the background: indexing old bulletins' files may take a while; search works meanwhile.
    const { backfillSearchIndex } = await import('./lib/search/backfill');
    void backfillSearchIndex();
    const { startDailyBackups } = await import('./lib/backup/daily');
    startDailyBackups();
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
    // NOTE: reached through globalThis so the Edge build of this file does not flag process.exit.
    (globalThis.process as NodeJS.Process).exit(1);
  }
}
