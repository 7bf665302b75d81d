import Database from 'better-sqlite3';
import pg from 'pg';

/** Row counts straight from the database (no app code), for checking what a start-up did. */
export async function countRows(
  databaseUrl: string,
  tables: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (databaseUrl.startsWith('file:')) {
    const db = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    try {
      for (const table of tables) {
        counts[table] = (
          db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }
        ).n;
      }
    } finally {
      db.close();
    }
    return counts;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "${table}"`);
      counts[table] = Number(rows[0]?.n);
    }
  } finally {
    await client.end();
  }
  return counts;
}

/** Rows of one query straight from the database (no app code); `$1` placeholders on both. */
export async function selectRows<T = Record<string, unknown>>(
  databaseUrl: string,
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (databaseUrl.startsWith('file:')) {
    const db = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(statement.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}
