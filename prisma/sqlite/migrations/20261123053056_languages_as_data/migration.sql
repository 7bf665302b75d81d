-- Languages as data: a page's per-language title and text move from one column per language into
-- PageTranslation rows keyed by language code, and a service's per-language texts into JSON maps.
-- Every existing value is carried over (tests/unit/migrate-languages.test.ts).

-- CreateTable
CREATE TABLE "PageTranslation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "content" JSONB,
    "savedAt" DATETIME,
    "savedBy" TEXT,
    CONSTRAINT "PageTranslation_slug_fkey" FOREIGN KEY ("slug") REFERENCES "PageContent" ("slug") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PageTranslation_slug_language_key" ON "PageTranslation"("slug", "language");

-- Carry the texts over: English always, Ukrainian wherever it has a title, a text or a save.
INSERT INTO "PageTranslation" ("id", "slug", "language", "title", "content", "savedAt", "savedBy")
SELECT 'tr' || lower(hex(randomblob(12))), "slug", 'en', "titleEn", "contentEn", "updatedAtEn", "updatedByEn"
FROM "PageContent";
INSERT INTO "PageTranslation" ("id", "slug", "language", "title", "content", "savedAt", "savedBy")
SELECT 'tr' || lower(hex(randomblob(12))), "slug", 'ua', COALESCE("titleUa", ''), "contentUa", "updatedAtUa", "updatedByUa"
FROM "PageContent"
WHERE "titleUa" IS NOT NULL OR "contentUa" IS NOT NULL OR "updatedAtUa" IS NOT NULL;

-- AlterTable: columns are dropped in place; rebuilding PageContent would cascade-delete the
-- translations just made (the migration runs in a transaction, where foreign_keys cannot be
-- switched off).
ALTER TABLE "PageContent" DROP COLUMN "titleEn";
ALTER TABLE "PageContent" DROP COLUMN "titleUa";
ALTER TABLE "PageContent" DROP COLUMN "contentEn";
ALTER TABLE "PageContent" DROP COLUMN "contentUa";
ALTER TABLE "PageContent" DROP COLUMN "updatedAtEn";
ALTER TABLE "PageContent" DROP COLUMN "updatedAtUa";
ALTER TABLE "PageContent" DROP COLUMN "updatedByEn";
ALTER TABLE "PageContent" DROP COLUMN "updatedByUa";

-- RedefineTables
CREATE TABLE "new_Service" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" JSONB NOT NULL,
    "note" JSONB NOT NULL,
    "dayTime" JSONB NOT NULL,
    "livestreamed" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "scheduleRule" TEXT,
    "scheduleDays" TEXT NOT NULL DEFAULT '',
    "scheduleTime" TEXT NOT NULL DEFAULT '',
    "scheduleWeek" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Service" ("id", "title", "note", "dayTime", "livestreamed", "sortOrder", "scheduleRule", "scheduleDays", "scheduleTime", "scheduleWeek", "createdAt", "updatedAt")
SELECT "id",
       json_object('en', "titleEn", 'ua', "titleUa"),
       json_object('en', "noteEn", 'ua', "noteUa"),
       json_object('en', "dayTimeEn", 'ua', "dayTimeUa"),
       "livestreamed", "sortOrder", "scheduleRule", "scheduleDays", "scheduleTime", "scheduleWeek", "createdAt", "updatedAt"
FROM "Service";
DROP TABLE "Service";
ALTER TABLE "new_Service" RENAME TO "Service";
CREATE INDEX "Service_sortOrder_idx" ON "Service"("sortOrder");
