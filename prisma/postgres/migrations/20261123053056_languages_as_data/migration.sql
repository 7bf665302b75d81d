-- Languages as data: a page's per-language title and text move from one column per language into
-- PageTranslation rows keyed by language code, and a service's per-language texts into JSON maps.
-- Every existing value is carried over (tests/unit/migrate-languages.test.ts).

-- CreateTable
CREATE TABLE "PageTranslation" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "content" JSONB,
    "savedAt" TIMESTAMP(3),
    "savedBy" TEXT,

    CONSTRAINT "PageTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PageTranslation_slug_language_key" ON "PageTranslation"("slug", "language");

-- AddForeignKey
ALTER TABLE "PageTranslation" ADD CONSTRAINT "PageTranslation_slug_fkey" FOREIGN KEY ("slug") REFERENCES "PageContent"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- Carry the texts over: English always, Ukrainian wherever it has a title, a text or a save.
INSERT INTO "PageTranslation" ("id", "slug", "language", "title", "content", "savedAt", "savedBy")
SELECT 'tr' || md5(random()::text || "slug" || 'en'), "slug", 'en', "titleEn", "contentEn", "updatedAtEn", "updatedByEn"
FROM "PageContent";
INSERT INTO "PageTranslation" ("id", "slug", "language", "title", "content", "savedAt", "savedBy")
SELECT 'tr' || md5(random()::text || "slug" || 'ua'), "slug", 'ua', COALESCE("titleUa", ''), "contentUa", "updatedAtUa", "updatedByUa"
FROM "PageContent"
WHERE "titleUa" IS NOT NULL OR "contentUa" IS NOT NULL OR "updatedAtUa" IS NOT NULL;

-- AlterTable
ALTER TABLE "PageContent" DROP COLUMN "contentEn",
DROP COLUMN "contentUa",
DROP COLUMN "titleEn",
DROP COLUMN "titleUa",
DROP COLUMN "updatedAtEn",
DROP COLUMN "updatedAtUa",
DROP COLUMN "updatedByEn",
DROP COLUMN "updatedByUa";

-- AlterTable: the per-language columns become JSON maps keyed by language code.
ALTER TABLE "Service" ADD COLUMN "dayTime" JSONB,
ADD COLUMN "note" JSONB,
ADD COLUMN "title" JSONB;
UPDATE "Service" SET
  "title" = jsonb_build_object('en', "titleEn", 'ua', "titleUa"),
  "note" = jsonb_build_object('en', "noteEn", 'ua', "noteUa"),
  "dayTime" = jsonb_build_object('en', "dayTimeEn", 'ua', "dayTimeUa");
ALTER TABLE "Service" ALTER COLUMN "dayTime" SET NOT NULL,
ALTER COLUMN "note" SET NOT NULL,
ALTER COLUMN "title" SET NOT NULL;
ALTER TABLE "Service" DROP COLUMN "dayTimeEn",
DROP COLUMN "dayTimeUa",
DROP COLUMN "noteEn",
DROP COLUMN "noteUa",
DROP COLUMN "titleEn",
DROP COLUMN "titleUa";
