import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { ANY_LANGUAGE, type SearchKind } from './index-entries';
import { fts5StemmedQuery, tsStemmedQuery } from './stems';
import { fts5Query } from './terms';

const hitColumns = {
  id: true,
  kind: true,
  ref: true,
  language: true,
  title: true,
  body: true,
  sortDate: true,
} satisfies Prisma.SearchEntrySelect;

/** One matching entry; `kind` is one this folder writes. */
export type SearchHit = Omit<
  Prisma.SearchEntryGetPayload<{ select: typeof hitColumns }>,
  'kind'
> & {
  kind: SearchKind;
};

export interface SearchHits {
  hits: SearchHit[];
  /** Items found in all (an item in several languages counts once). */
  total: number;
}

type RankedRow = { id: number; total: bigint | number };

// Both engines answer the same question: the entries matching every term; of each item (a page in
// several languages) only its best entry, the visitor's language preferred; ranked with the
// visitor's language (and language-neutral bulletins) first, then entries whose title matches,
// then the rest newest first (a bulletin archive is read by date, and scoring every matching body
// is what made a word found everywhere slow). Only ids and the count come back from the ranking,
// so bulky bodies are read for the one page of results alone.

/**
 * SQLite, in one pass over the matches: entries whose title holds every term come first, ranked
 * by bm25 (computed for those few alone: bm25 over every match costs ~20 ms for a word found in
 * 10,000 bulletins); the other matches follow newest first, walked in the sortDate index. Enough
 * of each are taken that dropping every duplicate page language still leaves the page asked for.
 * The count comes from the same materialized matches.
 */
async function rankSqlite(terms: string[], language: string, limit: number, offset: number) {
  const db = getDb();
  const match = fts5StemmedQuery(terms);
  // Title matches rank first by the words as typed: a ranking hint, so stems are not needed there.
  const titleMatch = `{title} : (${fts5Query(terms)})`;
  // Pages and announcements have an entry per language; bulletins one.
  const pageEntries = await db.searchEntry.count({ where: { kind: { not: 'bulletin' } } });
  const candidates = offset + limit + pageEntries;
  const rows = await db.$queryRaw<
    { id: number; matches: bigint | number; duplicates: bigint | number }[]
  >`
    WITH matches AS MATERIALIZED (
      SELECT rowid AS "id" FROM "SearchEntryFts" WHERE "SearchEntryFts" MATCH ${match}
    ), titled AS MATERIALIZED (
      SELECT rowid AS "id", bm25("SearchEntryFts", 10.0, 1.0, 0.5) AS score
      FROM "SearchEntryFts" WHERE "SearchEntryFts" MATCH ${titleMatch}
      ORDER BY score LIMIT ${candidates}
    ), newest AS MATERIALIZED (
      SELECT e."id", 0.0 AS score FROM "SearchEntry" e INDEXED BY "SearchEntry_sortDate_idx"
      WHERE e."id" IN (SELECT "id" FROM matches) AND e."id" NOT IN (SELECT "id" FROM titled)
      ORDER BY e."sortDate" DESC LIMIT ${candidates}
    ), top AS (
      SELECT "id", 0 AS tier, score FROM titled
      UNION ALL SELECT "id", 1 AS tier, score FROM newest
    ), hits AS (
      SELECT e."id", e."kind", e."ref", e."language", e."sortDate", top.tier, top.score
      FROM top JOIN "SearchEntry" e ON e."id" = top."id"
    ), best AS (
      SELECT *, ROW_NUMBER() OVER (
        PARTITION BY "kind", "ref" ORDER BY ("language" = ${language}) DESC, tier, score
      ) AS pick
      FROM hits
    )
    SELECT "id",
      (SELECT count(*) FROM matches) AS matches,
      (SELECT count(*) - count(DISTINCT "kind" || ':' || "ref") FROM "SearchEntry"
        WHERE "kind" <> 'bulletin' AND "id" IN (SELECT "id" FROM matches)) AS duplicates
    FROM best WHERE pick = 1
    ORDER BY ("language" = ${language} OR "language" = ${ANY_LANGUAGE}) DESC, tier, score,
      "sortDate" DESC
    LIMIT ${limit} OFFSET ${offset}`;
  // Items found: every matching entry, less the extra languages of pages found in several.
  const total = Number(rows[0]?.matches ?? 0) - Number(rows[0]?.duplicates ?? 0);
  return rows.map((row) => ({ id: row.id, total }));
}

/**
 * PostgreSQL: the GIN index finds the matches; ranking them by their whole text would parse every
 * matching body again (seconds for a word found in 10,000 bulletins), so the score is the title's
 * alone: entries whose title matches come first, then the newest. SQLite's bm25 weighs titles ten
 * times the body, so both engines put title matches first.
 */
function rankPostgres(terms: string[], language: string, limit: number, offset: number) {
  const query = tsStemmedQuery(terms);
  // The WHERE expression must stay exactly the one the migration indexed (SearchEntry_fts_idx).
  return getDb().$queryRaw<RankedRow[]>`
    WITH q AS (SELECT to_tsquery('simple', ${query}) AS query),
    hits AS (
      SELECT e."id", e."kind", e."ref", e."language", e."sortDate",
             ts_rank(to_tsvector('simple', e."title"), q.query) AS score
      FROM "SearchEntry" e, q
      WHERE (setweight(to_tsvector('simple', e."title"), 'A') || setweight(to_tsvector('simple', e."body"), 'B') || setweight(to_tsvector('simple', e."stems"), 'C')) @@ q.query
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
    select: hitColumns,
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
