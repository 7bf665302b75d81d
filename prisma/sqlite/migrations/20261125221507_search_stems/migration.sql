-- AlterTable (added columns keep the table, its triggers and the rowids the FTS index points at)
ALTER TABLE "SearchEntry" ADD COLUMN "stems" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SearchEntry" ADD COLUMN "stemmedWith" INTEGER NOT NULL DEFAULT 0;

-- The full-text index gains the stems column (lib/search/stems.ts): word forms meet through their
-- stems. Start-up fills `stems` for every entry (stemmedWith < STEMMER_VERSION), through the
-- update trigger below.
DROP TRIGGER "SearchEntry_fts_insert";
DROP TRIGGER "SearchEntry_fts_delete";
DROP TRIGGER "SearchEntry_fts_update";
DROP TABLE "SearchEntryFts";
CREATE VIRTUAL TABLE "SearchEntryFts" USING fts5(
    title, body, stems,
    content='SearchEntry', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='3'
);
CREATE TRIGGER "SearchEntry_fts_insert" AFTER INSERT ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"(rowid, title, body, stems)
        VALUES (new."id", new."title", new."body", new."stems");
END;
CREATE TRIGGER "SearchEntry_fts_delete" AFTER DELETE ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"("SearchEntryFts", rowid, title, body, stems)
        VALUES ('delete', old."id", old."title", old."body", old."stems");
END;
CREATE TRIGGER "SearchEntry_fts_update" AFTER UPDATE OF "title", "body", "stems" ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"("SearchEntryFts", rowid, title, body, stems)
        VALUES ('delete', old."id", old."title", old."body", old."stems");
    INSERT INTO "SearchEntryFts"(rowid, title, body, stems)
        VALUES (new."id", new."title", new."body", new."stems");
END;
INSERT INTO "SearchEntryFts"("SearchEntryFts") VALUES ('rebuild');
