import 'server-only';
import { access, constants } from 'node:fs/promises';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { redisStatus } from '@/lib/redis/connection.mjs';
import { createS3Client } from '@/lib/storage/s3-store';
import { shuttingDown } from './shutdown';
import { processSingleton } from '@/lib/process/singletons.mjs';

export type Status = 'up' | 'down';

export interface Health {
  /** Whether this instance can serve: false answers 503 (database down, or shutting down). */
  ok: boolean;
  database: Status;
  /** 'none' without REDIS_URL (the cache lives in this process's memory). */
  cache: Status | 'none';
  storage: Status;
  shuttingDown: boolean;
  kinds: { database: 'sqlite' | 'postgres'; storage: 'local' | 's3' };
  migrations: number;
  /** What is wrong, when something is: one code per service that is down. */
  problems: (
    'database_unavailable' | 'cache_unavailable' | 'storage_unavailable' | 'shutting_down'
  )[];
}

/** A check that does not answer within its budget counts as down. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function databaseCheck(): Promise<{ status: Status; migrations: number }> {
  try {
    const rows = await within(
      1500,
      getDb().$queryRawUnsafe<{ n: number | bigint }[]>(
        'SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      ),
    );
    return { status: 'up', migrations: Number(rows[0]?.n ?? 0) };
  } catch {
    return { status: 'down', migrations: 0 };
  }
}

async function storageCheck(): Promise<Status> {
  const { s3, uploadDir } = getEnv();
  try {
    if (s3) {
      // One attempt, no retries: health is asked often and must answer quickly.
      const client = processSingleton('healthS3', () => createS3Client(s3, { attempts: 1 }));
      await within(1000, client.send(new HeadBucketCommand({ Bucket: s3.bucket })));
    } else {
      await access(uploadDir, constants.W_OK).catch(async (error: NodeJS.ErrnoException) => {
        // No upload yet: the folder is made on the first one.
        if (error.code !== 'ENOENT') throw error;
      });
    }
    return 'up';
  } catch {
    return 'down';
  }
}

export async function checkHealth(): Promise<Health> {
  const { databaseKind, s3 } = getEnv();
  const [database, storage] = await Promise.all([databaseCheck(), storageCheck()]);
  const cache = redisStatus();
  const stopping = shuttingDown();
  const problems: Health['problems'] = [];
  if (database.status === 'down') problems.push('database_unavailable');
  if (cache === 'down') problems.push('cache_unavailable');
  if (storage === 'down') problems.push('storage_unavailable');
  if (stopping) problems.push('shutting_down');
  return {
    // A cache or storage outage leaves pages served (from the database; files answer 503).
    ok: database.status === 'up' && !stopping,
    database: database.status,
    cache,
    storage,
    shuttingDown: stopping,
    kinds: { database: databaseKind, storage: s3 ? 's3' : 'local' },
    migrations: database.migrations,
    problems,
  };
}
