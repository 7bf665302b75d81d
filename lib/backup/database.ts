import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  PrismaClient as SqliteClient,
  Prisma as SqlitePrisma,
} from '@/lib/db/generated/sqlite/client';
import { PrismaClient as PostgresClient } from '@/lib/db/generated/postgres/client';
import type { DatabaseKind } from '@/lib/env';
import { sqlitePath } from '@/lib/env';

// A Prisma client of its own for the backup and restore, on any database URL: restore writes into
// the URL it is given, and a backup holds one long read transaction without taking a connection
// from the site's pool.

/** Both generated clients come from the same models; the SQLite client's type describes both. */
export type BackupClient = SqliteClient;

export interface BackupDatabase {
  kind: DatabaseKind;
  url: string;
  client: BackupClient;
  close(): Promise<void>;
}

export function databaseKindOf(url: string): DatabaseKind {
  return url.startsWith('file:') ? 'sqlite' : 'postgres';
}

export function openBackupDatabase(url: string): BackupDatabase {
  const kind = databaseKindOf(url);
  const client =
    kind === 'postgres'
      ? (new PostgresClient({
          adapter: new PrismaPg({ connectionString: url, max: 2 }),
        }) as unknown as SqliteClient)
      : new SqliteClient({
          adapter: new PrismaBetterSqlite3({ url: sqlitePath(url), timeout: 10_000 }),
        });
  return { kind, url, client, close: () => client.$disconnect() };
}

/** Prisma's marker for SQL NULL in a Json column (the same object in both generated clients). */
export const DB_NULL = SqlitePrisma.DbNull;
