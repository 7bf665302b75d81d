-- CreateTable
CREATE TABLE "SearchEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sortDate" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Service" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "titleEn" TEXT NOT NULL,
    "titleUa" TEXT NOT NULL DEFAULT '',
    "noteEn" TEXT NOT NULL DEFAULT '',
    "noteUa" TEXT NOT NULL DEFAULT '',
    "dayTimeEn" TEXT NOT NULL,
    "dayTimeUa" TEXT NOT NULL DEFAULT '',
    "livestreamed" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "scheduleRule" TEXT,
    "scheduleDays" TEXT NOT NULL DEFAULT '',
    "scheduleTime" TEXT NOT NULL DEFAULT '',
    "scheduleWeek" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Service" ("createdAt", "dayTimeEn", "dayTimeUa", "id", "livestreamed", "noteEn", "noteUa", "sortOrder", "titleEn", "titleUa", "updatedAt") SELECT "createdAt", "dayTimeEn", "dayTimeUa", "id", "livestreamed", "noteEn", "noteUa", "sortOrder", "titleEn", "titleUa", "updatedAt" FROM "Service";
DROP TABLE "Service";
ALTER TABLE "new_Service" RENAME TO "Service";
CREATE INDEX "Service_sortOrder_idx" ON "Service"("sortOrder");
CREATE TABLE "new_Settings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "addressLine1" TEXT NOT NULL DEFAULT '',
    "addressLine2" TEXT NOT NULL DEFAULT '',
    "addressCity" TEXT NOT NULL DEFAULT '',
    "addressProvinceOrState" TEXT NOT NULL DEFAULT '',
    "addressPostalCode" TEXT NOT NULL DEFAULT '',
    "addressCountry" TEXT NOT NULL DEFAULT '',
    "addressLink" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "facebook" TEXT NOT NULL DEFAULT '',
    "instagram" TEXT NOT NULL DEFAULT '',
    "youtube" TEXT NOT NULL DEFAULT '',
    "timeZone" TEXT NOT NULL DEFAULT '',
    "isSample" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Settings" ("addressCity", "addressCountry", "addressLine1", "addressLine2", "addressLink", "addressPostalCode", "addressProvinceOrState", "description", "email", "facebook", "id", "instagram", "isSample", "phone", "title", "updatedAt", "website", "youtube") SELECT "addressCity", "addressCountry", "addressLine1", "addressLine2", "addressLink", "addressPostalCode", "addressProvinceOrState", "description", "email", "facebook", "id", "instagram", "isSample", "phone", "title", "updatedAt", "website", "youtube" FROM "Settings";
DROP TABLE "Settings";
ALTER TABLE "new_Settings" RENAME TO "Settings";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "SearchEntry_kind_ref_language_key" ON "SearchEntry"("kind", "ref", "language");

-- Full-text index over SearchEntry (added by hand: Prisma models cannot express it). An
-- external-content FTS5 table holds only the index; triggers on SearchEntry keep it in step.
-- unicode61 folds case and strips diacritics for Latin and Cyrillic alike; prefix='3' makes the
-- prefix queries lib/search sends (every term is a prefix) cheap.
CREATE VIRTUAL TABLE "SearchEntryFts" USING fts5(
    title, body,
    content='SearchEntry', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='3'
);
CREATE TRIGGER "SearchEntry_fts_insert" AFTER INSERT ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"(rowid, title, body) VALUES (new."id", new."title", new."body");
END;
CREATE TRIGGER "SearchEntry_fts_delete" AFTER DELETE ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"("SearchEntryFts", rowid, title, body)
        VALUES ('delete', old."id", old."title", old."body");
END;
CREATE TRIGGER "SearchEntry_fts_update" AFTER UPDATE OF "title", "body" ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"("SearchEntryFts", rowid, title, body)
        VALUES ('delete', old."id", old."title", old."body");
    INSERT INTO "SearchEntryFts"(rowid, title, body) VALUES (new."id", new."title", new."body");
END;

-- The seeded liturgy times get their structured schedule where staff left the text as seeded.
UPDATE "Service" SET "scheduleRule" = 'weekly', "scheduleDays" = 'SU', "scheduleTime" = '09:10'
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = 'Sunday 9:10 AM';
UPDATE "Service" SET "scheduleRule" = 'weekly', "scheduleDays" = 'SU', "scheduleTime" = '09:30'
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = 'Sunday 9:30 AM';
UPDATE "Service" SET "scheduleRule" = 'monthly', "scheduleDays" = 'SU', "scheduleTime" = '11:30', "scheduleWeek" = 1
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = '11:30 AM, first Sunday of each month';
