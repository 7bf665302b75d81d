import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getEnv } from '@/lib/env';

// Temp and partial files carry their writer's host and process id in their name
// (`<host>.<pid>.<random>.part`), so start-up can tell a crashed writer's leftovers (remove now)
// from a live upload of another instance sharing the folder (keep). A name without an owner, or an
// owner on another host, is judged by age alone.

/** A file nobody has written to for this long is abandoned whoever owns it. */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

const HOST =
  os
    .hostname()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 40) || 'host';
const OWNER = `${HOST}.${process.pid}`;
const OWNED = /(?:^|\.)([a-z0-9-]{1,40})\.(\d{1,10})\.[0-9a-f]{8,32}\.part$/;

/** A fresh temp name for an upload in progress. */
export function tempFileName(): string {
  return `${OWNER}.${randomBytes(8).toString('hex')}.part`;
}

/** The name a file is written under before it is renamed to `finalName` (a dot-file: never listed). */
export function partialFileName(finalName: string): string {
  return `.${finalName}.${tempFileName()}`;
}

/** Leftovers of our own writes: `*.part`, and `*.partial` from releases before this naming. */
export function isTempName(name: string): boolean {
  return name.endsWith('.part') || name.endsWith('.partial');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function isAbandoned(name: string, modifiedMs: number, now = Date.now()): boolean {
  if (now - modifiedMs > ABANDONED_AFTER_MS) return true;
  const owner = OWNED.exec(name);
  if (!owner || owner[1] !== HOST) return false;
  const pid = Number(owner[2]);
  return pid !== process.pid && !isAlive(pid);
}

/**
 * Where uploads are received before they are checked: beside the files on local disk (so storing
 * one is a rename), in the system temp folder when files live in object storage.
 */
export function uploadTempDir(): string {
  const env = getEnv();
  return env.s3 ? path.join(os.tmpdir(), 'parish-uploads') : path.join(env.uploadDir, 'tmp');
}

export async function ensureUploadTempDir(): Promise<string> {
  const dir = uploadTempDir();
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Removes abandoned temp files in `dir` and, `depth` levels down, in its folders. */
export async function removeAbandonedTempFiles(dir: string, depth = 0): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth > 0) removed += await removeAbandonedTempFiles(file, depth - 1);
      continue;
    }
    if (!entry.isFile() || !isTempName(entry.name)) continue;
    const info = await stat(file).catch(() => null);
    if (info && isAbandoned(entry.name, info.mtimeMs)) {
      await unlink(file).then(
        () => (removed += 1),
        () => undefined,
      );
    }
  }
  return removed;
}
