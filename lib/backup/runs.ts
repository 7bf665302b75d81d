import type { Prisma } from '@/lib/db/types';
import type { BackupClient } from './database';

// The record of backups made, for the dashboard: when the last one was made, and the last failure
// if it came after it.

export type BackupKind = 'cli' | 'download' | 'scheduled';

export async function startBackupRun(client: BackupClient, kind: BackupKind): Promise<string> {
  const run = await client.backupRun.create({ data: { kind }, select: { id: true } });
  return run.id;
}

export async function finishBackupRun(
  client: BackupClient,
  id: string,
  outcome: { file?: string; bytes?: number; sha256?: string } | { error: string },
): Promise<void> {
  await client.backupRun.update({
    where: { id },
    data:
      'error' in outcome
        ? { finishedAt: new Date(), ok: false, error: outcome.error.slice(0, 500) }
        : {
            finishedAt: new Date(),
            ok: true,
            file: outcome.file ?? '',
            bytes: BigInt(outcome.bytes ?? 0),
            sha256: outcome.sha256 ?? '',
          },
  });
}

export interface BackupRunView {
  kind: BackupKind;
  at: string;
  file: string;
  bytes: number;
  /** The server's own message (English, for the operator's log). */
  error: string;
  /** A failure's cause as a code the dashboard words in the reader's language; null when it worked. */
  reason: BackupFailureReason | null;
}

export type BackupFailureReason = 'noSpace' | 'noAccess' | 'noFolder' | 'interrupted' | 'other';

// The recorded message is Node's or the database's (English, with the system's error code first);
// the dashboard shows its cause in words, not the message (GLOSSARY.md, rule 6).
const FAILURE_REASONS: [RegExp, BackupFailureReason][] = [
  [/\b(?:ENOSPC|EDQUOT)\b|no space left|disk (?:is )?full/i, 'noSpace'],
  [/\b(?:EACCES|EPERM|EROFS)\b|permission denied|read-only file system/i, 'noAccess'],
  [/\b(?:ENOENT|ENOTDIR)\b|no such file or directory|not a directory/i, 'noFolder'],
  [/premature close|\baborted\b|\b(?:ECONNRESET|EPIPE)\b/i, 'interrupted'],
];

export function backupFailureReason(error: string): BackupFailureReason {
  return FAILURE_REASONS.find(([pattern]) => pattern.test(error))?.[1] ?? 'other';
}

export interface BackupStatus {
  lastBackup: BackupRunView | null;
  /** The newest failure, when no backup has worked since. */
  lastFailure: BackupRunView | null;
}

const runColumns = {
  kind: true,
  ok: true,
  startedAt: true,
  finishedAt: true,
  file: true,
  bytes: true,
  error: true,
} satisfies Prisma.BackupRunSelect;

export async function getBackupStatus(client: BackupClient): Promise<BackupStatus> {
  const view = (run: Prisma.BackupRunGetPayload<{ select: typeof runColumns }>): BackupRunView => ({
    kind: run.kind as BackupKind,
    at: (run.finishedAt ?? run.startedAt).toISOString(),
    file: run.file,
    bytes: Number(run.bytes),
    error: run.error,
    reason: run.ok ? null : backupFailureReason(run.error),
  });
  const [lastOk, lastFailed] = await Promise.all([
    client.backupRun.findFirst({
      where: { ok: true },
      orderBy: { startedAt: 'desc' },
      select: runColumns,
    }),
    client.backupRun.findFirst({
      where: { ok: false, finishedAt: { not: null } },
      orderBy: { startedAt: 'desc' },
      select: runColumns,
    }),
  ]);
  return {
    lastBackup: lastOk ? view(lastOk) : null,
    lastFailure:
      lastFailed && (!lastOk || lastFailed.startedAt > lastOk.startedAt) ? view(lastFailed) : null,
  };
}
