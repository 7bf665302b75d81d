import 'server-only';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { ANY_LANGUAGE, type SearchKind } from './index-entries';
import { fts5Query, tsQuery } from './terms';

export interface SearchHit {
  id: number;
  kind: SearchKind;
  ref: string;
  language: string;
  title: string;
  body: string;
  sortDate: Date;
}

export interface SearchHits {
  hits: SearchHit[];
  /** Items found in all (an item in several languages counts once). */
  total: number;
}

type RankedRow = { id: number; total: bigint | number };

// Both engines answer the same question: the entries matching every term; of each item (a page in
// several languages) only its best entry, the visitor's language preferred; ranked with the
// visitor's language (and language-neutral bulletins) first, then by relevance (title matches
// weigh ten times the body's), then newest first. Only ids and the count come back from the
// ranking, so bulky bodies are read for the one page of results alone.

/**
 * SQLite: bm25 is computed inside FTS5 for every match, but only the best `candidates` rows are
 * joined to SearchEntry (whose long bodies make the join the costly part). Enough candidates are
 * taken that dropping every page entry (a duplicate language, or one ranked last) still leaves the
 * page asked for; ties at that boundary may fall either way.
 */
async function rankSqlite(terms: string[], language: string, limit: number, offset: number) {
  const db = getDb();
  const match = fts5Query(terms);
  const pageEntries = await db.searchEntry.count({ where: { kind: 'page' } });
  const candidates = offset + limit + pageEntries;
  const [rows, counts] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      WITH top AS MATERIALIZED (
        SELECT rowid AS "id", bm25("SearchEntryFts", 10.0, 1.0) AS score
        FROM "SearchEntryFts" WHERE "SearchEntryFts" MATCH ${match}
        ORDER BY score LIMIT ${candidates}
      ), hits AS (
        SELECT e."id", e."kind", e."ref", e."language", e."sortDate", top.score
        FROM top JOIN "SearchEntry" e ON e."id" = top."id"
      ), best AS (
        SELECT *, ROW_NUMBER() OVER (
          PARTITION BY "kind", "ref" ORDER BY ("language" = ${language}) DESC, score
        ) AS pick
        FROM hits
      )
      SELECT "id" FROM best WHERE pick = 1
      ORDER BY ("language" = ${language} OR "language" = ${ANY_LANGUAGE}) DESC, score, "sortDate" DESC
      LIMIT ${limit} OFFSET ${offset}`,
    // Items found: every matching entry, less the extra languages of pages found in several.
    db.$queryRaw<{ matches: bigint | number; duplicates: bigint | number }[]>`
      SELECT
        (SELECT count(*) FROM "SearchEntryFts" WHERE "SearchEntryFts" MATCH ${match}) AS matches,
        (SELECT count(*) - count(DISTINCT "ref") FROM "SearchEntry"
          WHERE "kind" = 'page' AND "id" IN (
            SELECT rowid FROM "SearchEntryFts" WHERE "SearchEntryFts" MATCH ${match}
          )) AS duplicates`,
  ]);
  const total = Number(counts[0]?.matches ?? 0) - Number(counts[0]?.duplicates ?? 0);
  return rows.map((row) => ({ id: row.id, total }));
}

/**
 * PostgreSQL: the GIN index finds the matches; ranking them by their whole text would parse every
 * matching body again (seconds for a word found in 10,000 bulletins), so the score is the title's
 * alone: entries whose title matches come first, then the newest. SQLite's bm25 weighs titles ten
 * times the body, so both engines put title matches first.
 */
function rankPostgres(terms: string[], language: string, limit: number, offset: number) {
  const query = tsQuery(terms);
  // The WHERE expression must stay exactly the one the migration indexed (SearchEntry_fts_idx).
  return getDb().$queryRaw<RankedRow[]>`
    WITH q AS (SELECT to_tsquery('simple', ${query}) AS query),
    hits AS (
      SELECT e."id", e."kind", e."ref", e."language", e."sortDate",
             ts_rank(to_tsvector('simple', e."title"), q.query) AS score
      FROM "SearchEntry" e, q
      WHERE (setweight(to_tsvector('simple', e."title"), 'A') || setweight(to_tsvector('simple', e."body"), 'B')) @@ q.query
    ), best AS (
      SELECT *, ROW_NUMBER() OVER (
        PARTITION BY "kind", "ref" ORDER BY ("language" = ${language}) DESC, score DESC
      ) AS pick
      FROM hits
    )
    SELECT "id", COUNT(*) OVER () AS total FROM best WHERE pick = 1
    ORDER BY ("language" = ${language} OR "language" = ${ANY_LANGUAGE}) DESC, score DESC, "sortDate" DESC
    LIMIT ${limit} OFFSET ${offset}`;
}

/** One page of index entries matching every term (as a prefix), best first. */
export async function findEntries(
  terms: string[],
  language: string,
  limit: number,
  offset: number,
): Promise<SearchHits> {
  if (terms.length === 0) return { hits: [], total: 0 };
  const rank = getEnv().databaseKind === 'postgres' ? rankPostgres : rankSqlite;
  const ranked = await rank(terms, language, limit, offset);
  if (ranked.length === 0) {
    // Past the last page the window count is gone with the rows; count the items on their own.
    return { hits: [], total: offset > 0 ? await countItems(terms, language) : 0 };
  }
  const ids = ranked.map((row) => Number(row.id));
  const rows = await getDb().searchEntry.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      kind: true,
      ref: true,
      language: true,
      title: true,
      body: true,
      sortDate: true,
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hits = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, kind: row.kind as SearchKind }] : [];
  });
  return { hits, total: Number(ranked[0]!.total) };
}

async function countItems(terms: string[], language: string): Promise<number> {
  const first = await findEntries(terms, language, 1, 0);
  return first.total;
}
