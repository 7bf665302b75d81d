import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as SqliteClient } from './generated/sqlite/client';
import { PrismaClient as PostgresClient } from './generated/postgres/client';
import { getEnv, sqlitePath } from '@/lib/env';
import { postgresBudgets } from '@/lib/ops/budgets';
import { noteQueryResult } from './availability';
import { retryingStaleSnapshots } from './stale-snapshot';
import { processSingleton } from '@/lib/process/singletons.mjs';

// The convention of every lib/db module: a row that is not there is `null` (or `false` from a
// delete), which the route handler turns into its 404; a write the rules refuse (the last
// administrator, a taken username, registration closed) throws an ApiError with its code; any
// other error is the database's and propagates (lib/db/unavailable.ts makes an outage a 503).

// Both generated clients come from the same models, so the SQLite client's type describes both.
export type Db = SqliteClient;

/** Every query reports whether the database answered (see availability.ts). */
function reportingAvailability<C extends SqliteClient>(client: C): Db {
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          const result = await query(args);
          noteQueryResult();
          return result;
        } catch (error) {
          noteQueryResult(error);
          throw error;
        }
      },
    },
  }) as unknown as Db;
}

function createClient(): Db {
  const { databaseUrl, databaseKind } = getEnv();
  if (databaseKind === 'postgres') {
    // Time budgets (lib/ops/budgets.ts): connecting (or waiting for a pooled connection) fails
    // after about a second, the server cancels a statement after DATABASE_STATEMENT_TIMEOUT_MS,
    // and the client gives up half a second later on a server that does not answer at all.
    const budget = postgresBudgets();
    const adapter = new PrismaPg({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: budget.connectMs,
      statement_timeout: budget.statementMs,
      query_timeout: budget.statementMs + 500,
    });
    return reportingAvailability(new PostgresClient({ adapter }) as unknown as SqliteClient);
  }
  // `timeout` is better-sqlite3's busy timeout: writers wait instead of failing with SQLITE_BUSY.
  const adapter = new PrismaBetterSqlite3({ url: sqlitePath(databaseUrl), timeout: 10_000 });
  return retryingStaleSnapshots(reportingAvailability(new SqliteClient({ adapter })));
}

// NOTE: route handlers and pages are separate bundles with separate module instances; a process
// singleton gives the whole process one connection pool.
export function getDb(): Db {
  return processSingleton('db', createClient);
}
