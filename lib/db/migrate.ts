import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { sqlitePath, type DatabaseKind } from '@/lib/env';

// Applies Prisma's standard migration folders without Prisma's native engine, recording each one
// in `_prisma_migrations` exactly as `prisma migrate deploy` does (sha256 of the file as checksum),
// so `prisma migrate status` run elsewhere with a native engine agrees with what we did.

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function migrationsDir(kind: DatabaseKind, root = process.cwd()): string {
  return path.join(root, 'prisma', kind, 'migrations');
}

export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export interface MigrateResult {
  applied: string[];
  total: number;
}

const SQLITE_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

const POSTGRES_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Applies pending migrations to a SQLite file; also turns on WAL, which persists in the file. */
export function migrateSqlite(file: string, migrations: Migration[]): MigrateResult {
  const db = new Database(file, { timeout: 10_000 });
  try {
    db.pragma('journal_mode = WAL');
    db.exec(SQLITE_HISTORY_TABLE);
    const applied: string[] = [];
    for (const migration of migrations) {
      // BEGIN IMMEDIATE takes the write lock first, so two processes starting together serialise
      // here and the second sees the first's record instead of applying the migration twice.
      const apply = db.transaction(() => {
        const done = db
          .prepare(
            'SELECT 1 FROM "_prisma_migrations" WHERE migration_name = ? AND finished_at IS NOT NULL AND rolled_back_at IS NULL',
          )
          .get(migration.name);
        if (done) return false;
        const startedAt = Date.now();
        db.exec(migration.sql);
        db.prepare(
          'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)',
        ).run(randomUUID(), migration.checksum, Date.now(), migration.name, startedAt);
        return true;
      });
      if (apply.immediate()) applied.push(migration.name);
    }
    return { applied, total: countApplied(db) };
  } finally {
    db.close();
  }
}

/**
 * Runs `work` while holding a lock that other processes starting on the same SQLite file wait for:
 * an exclusive transaction on a small companion file (released by the OS if the process dies).
 * Migrations lock the database itself; the seed and the shared secret need the same one-at-a-time
 * start-up that PostgreSQL's advisory lock gives (see migratePostgres).
 */
export async function withSqliteStartupLock<T>(
  databaseFile: string,
  work: () => Promise<T>,
): Promise<T> {
  const lock = new Database(`${databaseFile}.startup-lock`, { timeout: 120_000 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

function countApplied(db: Database.Database): number {
  const row = db
    .prepare(
      'SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    .get() as { n: number };
  return row.n;
}

// Prisma's own advisory lock key for migrations, so we also exclude a concurrent `migrate deploy`.
const PRISMA_ADVISORY_LOCK = 72707369;

/**
 * Applies pending migrations under one advisory lock, then runs `whileLocked` (the seed, shared
 * secrets) before releasing it: instances starting at the same moment on an empty database take
 * turns, and each later one finds everything made.
 */
export async function migratePostgres(
  url: string,
  migrations: Migration[],
  whileLocked: () => Promise<void> = async () => {},
): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(POSTGRES_HISTORY_TABLE);
    const { rows } = await client.query<{ migration_name: string }>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Set(rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await client.query('BEGIN');
      try {
        // One query, not split on ';': migration files may hold functions with semicolons inside.
        await client.query(migration.sql);
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)',
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.name);
    }
    const count = await client.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    await whileLocked();
    return { applied, total: Number(count.rows[0]?.n ?? 0) };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * The database brought up to date and nothing else (no seed, no secrets): what a command run on an
 * install that was never started needs (`npm run admin`), under the same locks as start-up so it
 * is safe beside a running site or one starting at the same moment.
 */
export async function migrateDatabase(env: {
  dataDir: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
}): Promise<MigrateResult> {
  const migrations = readMigrations(migrationsDir(env.databaseKind));
  if (env.databaseKind === 'postgres') return migratePostgres(env.databaseUrl, migrations);
  const file = sqlitePath(env.databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  return withSqliteStartupLock(file, async () => migrateSqlite(file, migrations));
}
