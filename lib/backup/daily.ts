import 'server-only';
import { storedTimeZone } from '@/lib/settings/data';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { effectiveTimeZone, wallClock } from '@/lib/schedule/time-zone';
import { describe } from '@/lib/db/describe';
import { getDb } from '@/lib/db/client';
import { takeJobLease } from '@/lib/db/job-lease';
import { backupToFile, defaultBackupName } from './cli';
import { finishBackupRun, startBackupRun } from './runs';

// Daily backups (BACKUP_DIR): every instance looks every few minutes (lib/startup/jobs.ts); the first to find the day's
// backup due at or after BACKUP_HOUR in the site's time zone takes a lease row in the database and
// makes it, so several instances make one archive. Each day is tried once: a failure is logged,
// shown on the dashboard, and tried again the next day. Archives beyond BACKUP_KEEP are removed.

const LEASE = 'daily-backup';
const LEASE_MS = 2 * 60 * 60_000;
const ARCHIVE = /^parish-backup-[0-9-]+\.tar\.gz$/;

export interface DailyBackupOptions {
  dir: string;
  keep: number;
  hour: number;
  now?: Date;
  /** This instance, in the lease. */
  holder?: string;
}

async function isDue(now: Date, hour: number): Promise<boolean> {
  const db = getDb();
  const timeZone = effectiveTimeZone(await storedTimeZone());
  const today = wallClock(now, timeZone);
  if (today.hour < hour) return false;
  const last = await db.backupRun.findFirst({
    where: { kind: 'scheduled' },
    orderBy: { startedAt: 'desc' },
    select: { startedAt: true },
  });
  return !last || wallClock(last.startedAt, timeZone).day !== today.day;
}

async function releaseLease(holder: string): Promise<void> {
  await getDb().jobLease.updateMany({
    where: { name: LEASE, holder },
    data: { expiresAt: new Date(0) },
  });
}

/** Removes the oldest archives beyond `keep`; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** Makes the day's backup if it is due and no other instance is making it; answers its path. */
export async function runDailyBackupIfDue(options: DailyBackupOptions): Promise<string | null> {
  const now = options.now ?? new Date();
  const holder = options.holder ?? randomUUID();
  if (!(await isDue(now, options.hour))) return null;
  if (!(await takeJobLease(LEASE, holder, now, LEASE_MS))) return null;
  try {
    // Checked again under the lease: another instance may have just finished today's.
    if (!(await isDue(now, options.hour))) return null;
    const file = path.join(options.dir, defaultBackupName(now));
    try {
      await mkdir(options.dir, { recursive: true });
      const summary = await backupToFile(file, 'scheduled');
      const pruned = await pruneBackups(options.dir, options.keep);
      console.log(
        `Daily backup written: ${file} (sha256 ${summary.sha256})${pruned.length ? `; removed ${pruned.length} older` : ''}`,
      );
      return file;
    } catch (error) {
      console.error(`Daily backup failed: ${describe(error)}`);
      // backupToFile records its own failures; one before it (BACKUP_DIR unwritable) is recorded here.
      const recorded = await getDb().backupRun.findFirst({
        where: { kind: 'scheduled', startedAt: { gte: now } },
      });
      if (!recorded) {
        const id = await startBackupRun(getDb(), 'scheduled');
        await finishBackupRun(getDb(), id, { error: describe(error) });
      }
      return null;
    }
  } finally {
    await releaseLease(holder);
  }
}
