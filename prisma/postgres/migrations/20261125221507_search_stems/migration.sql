-- AlterTable
ALTER TABLE "SearchEntry" ADD COLUMN     "stemmedWith" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "stems" TEXT NOT NULL DEFAULT '';

-- The full-text index gains the stems (lib/search/stems.ts), weighted below title and body:
-- word forms meet through their stems. lib/search/query.ts queries this exact expression.
-- Start-up fills `stems` for every entry (stemmedWith < STEMMER_VERSION).
DROP INDEX "SearchEntry_fts_idx";
CREATE INDEX "SearchEntry_fts_idx" ON "SearchEntry" USING GIN (
    (setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "body"), 'B') || setweight(to_tsvector('simple', "stems"), 'C'))
);
