import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// Daily backups: due once a day from BACKUP_HOUR in the site's time zone, made by one instance
// (the lease), older archives pruned, a failure logged and recorded for the dashboard.

const database = setUpMigratedDatabase();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parish-daily-'));
  await database.db.settings.create({ data: { title: 'Parish', timeZone: 'UTC' } });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const archives = () =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();

describe('daily backups', () => {
  it('is not due before the hour', async () => {
    const { runDailyBackupIfDue } = await import('@/lib/backup/daily');
    const early = new Date();
    early.setUTCHours(1, 0, 0, 0);
    expect(await runDailyBackupIfDue({ dir, keep: 3, hour: 2, now: early })).toBeNull();
    expect(archives()).toEqual([]);
  });

  it('two instances at once make one archive; the same day makes no second one', async () => {
    const { runDailyBackupIfDue } = await import('@/lib/backup/daily');
    const now = new Date();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const made = await Promise.all([
      runDailyBackupIfDue({ dir, keep: 3, hour: 0, now, holder: 'instance-a' }),
      runDailyBackupIfDue({ dir, keep: 3, hour: 0, now, holder: 'instance-b' }),
    ]);
    log.mockRestore();
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(archives()).toHaveLength(1);
    expect(await runDailyBackupIfDue({ dir, keep: 3, hour: 0, now })).toBeNull();
    const runs = await database.db.backupRun.findMany({ where: { kind: 'scheduled' } });
    expect(runs.map((run) => run.ok)).toEqual([true]);
    expect(Number(runs[0]!.bytes)).toBeGreaterThan(0);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const { runDailyBackupIfDue } = await import('@/lib/backup/daily');
    for (const day of ['2020-01-01', '2020-01-02', '2020-01-03'])
      writeFileSync(path.join(dir, `parish-backup-${day}-03-00-00.tar.gz`), 'old');
    writeFileSync(path.join(dir, 'notes.txt'), 'not an archive');
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const made = await runDailyBackupIfDue({ dir, keep: 2, hour: 0, now: tomorrow });
    log.mockRestore();
    expect(made).not.toBeNull();
    expect(archives()).toHaveLength(2);
    expect(archives().some((name) => name.startsWith('parish-backup-2020'))).toBe(false);
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });

  it('logs a failure and shows it on the dashboard until a backup works again', async () => {
    const { runDailyBackupIfDue } = await import('@/lib/backup/daily');
    const { getBackupStatus } = await import('@/lib/backup/runs');
    const blocked = path.join(dir, 'notes.txt', 'inside-a-file');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    expect(
      await runDailyBackupIfDue({ dir: blocked, keep: 2, hour: 0, now: inTwoDays }),
    ).toBeNull();
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^Daily backup failed: .*(ENOTDIR|not a directory)/),
    ]);
    error.mockRestore();
    const status = await getBackupStatus(database.db);
    expect(status.lastFailure).toMatchObject({
      kind: 'scheduled',
      error: expect.stringMatching(/ENOTDIR|not a directory/),
      // The dashboard words the cause in the reader's language, not the server's English.
      reason: 'noFolder',
    });
    expect(status.lastBackup).toMatchObject({ kind: 'scheduled' });
  });
});

describe('a failed backup’s reason', () => {
  it('is a code for each cause Node and the download report, else other', async () => {
    const { backupFailureReason } = await import('@/lib/backup/runs');
    expect(backupFailureReason('ENOSPC: no space left on device, write')).toBe('noSpace');
    expect(backupFailureReason("EACCES: permission denied, open '/backups/x.part'")).toBe(
      'noAccess',
    );
    expect(backupFailureReason('EROFS: read-only file system, mkdir')).toBe('noAccess');
    expect(backupFailureReason("ENOENT: no such file or directory, open '/nowhere'")).toBe(
      'noFolder',
    );
    expect(backupFailureReason('Premature close')).toBe('interrupted');
    expect(backupFailureReason('aborted')).toBe('interrupted');
    expect(backupFailureReason('Invalid `prisma.page.findMany()` invocation')).toBe('other');
  });
});
