import 'server-only';
import { recordActivity } from '@/lib/activity/record';
import { PassThrough, Readable } from 'node:stream';
import { forbidden, tooManyRequests } from '@/lib/http/errors';
import { requireUser, type SessionUser } from '@/lib/accounts/session';
import { describe } from '@/lib/db/describe';
import { getEnv } from '@/lib/env';
import { hit, limiter } from '@/lib/limits/limiter';
import { getStore } from '@/lib/storage/store';
import { defaultBackupName } from './cli';
import { writeBackup } from './create';
import { openBackupDatabase } from './database';
import { finishBackupRun, startBackupRun } from './runs';

// GET /api/backup: a few downloads an hour per account (each reads the whole site), administrators
// only. A plain link in the dashboard downloads it, so the check is on the session, not on Origin:
// a cross-site page can make the browser download the archive but never read it.

const downloads = () => limiter({ name: 'backup-download', points: 3, windowSeconds: 3600 });

export async function requireBackupDownload(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can download backups');
  await hit(downloads(), user.id, (retryAfter) =>
    tooManyRequests('At most 3 backups an hour can be downloaded; try again later', retryAfter),
  );
  return user;
}

export async function streamBackupDownload(user: SessionUser): Promise<Response> {
  await recordActivity({
    actorId: user.id,
    action: 'backup.download',
    target: defaultBackupName(),
  });
  const database = openBackupDatabase(getEnv().databaseUrl);
  const runId = await startBackupRun(database.client, 'download');
  const body = new PassThrough();
  const name = defaultBackupName();
  writeBackup(body, { database, store: getStore() })
    .then((summary) =>
      finishBackupRun(database.client, runId, {
        file: name,
        bytes: summary.bytes,
        sha256: summary.sha256,
      }),
    )
    .catch(async (error) => {
      console.error(`Backup download failed: ${describe(error)}`);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      await finishBackupRun(database.client, runId, { error: describe(error) }).catch(() => {});
    })
    .finally(() => void database.close());
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
