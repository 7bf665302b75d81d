import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { setUpMigratedDatabase } from '../support/migrated-database';

// lib/db/stale-snapshot.ts on a real SQLite file: another connection commits between a
// transaction's first read and its first write, as `npm run backup` does when it records its run
// while staff save a page. SQLite refuses that write (SQLITE_BUSY_SNAPSHOT); the client runs the
// transaction again, which then reads the other write and succeeds.
const database = setUpMigratedDatabase();
const onSqlite = !process.env.TEST_DATABASE_URL;

describe.runIf(onSqlite)('a write transaction whose snapshot went stale', () => {
  it('is run again from its start and succeeds, seeing the other connection’s write', async () => {
    const file = process.env.DATABASE_URL!.slice('file:'.length);
    const other = new Database(file, { timeout: 10_000 });
    try {
      let attempts = 0;
      const seen = await database.db.$transaction(async (tx) => {
        attempts += 1;
        const before = await tx.seedStep.count();
        if (attempts === 1) {
          // Another connection commits after this transaction's first read.
          other
            .prepare('INSERT INTO "SeedStep" ("name", "doneAt") VALUES (?, ?)')
            .run('written-by-another-connection', Date.now());
        }
        await tx.seedStep.create({ data: { name: `written-in-attempt-${attempts}` } });
        return before;
      });
      expect(attempts).toBe(2);
      expect(seen).toBe(1);
      const names = (await database.db.seedStep.findMany()).map((step) => step.name).sort();
      expect(names).toEqual(['written-by-another-connection', 'written-in-attempt-2']);
    } finally {
      other.close();
    }
  });
});
