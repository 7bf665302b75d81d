-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "scheduleDays" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "scheduleRule" TEXT,
ADD COLUMN     "scheduleTime" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "scheduleWeek" INTEGER;

-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "SearchEntry" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sortDate" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SearchEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SearchEntry_kind_ref_language_key" ON "SearchEntry"("kind", "ref", "language");

-- Full-text index over SearchEntry (added by hand: Prisma models cannot express it). The `simple`
-- configuration lowercases and splits words without language-specific stemming, so Ukrainian and
-- English are indexed alike; the title weighs more than the body. lib/search/query.ts queries this
-- exact expression, so the GIN index answers it.
CREATE INDEX "SearchEntry_fts_idx" ON "SearchEntry" USING GIN (
    (setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "body"), 'B'))
);

-- The seeded liturgy times get their structured schedule where staff left the text as seeded.
UPDATE "Service" SET "scheduleRule" = 'weekly', "scheduleDays" = 'SU', "scheduleTime" = '09:10'
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = 'Sunday 9:10 AM';
UPDATE "Service" SET "scheduleRule" = 'weekly', "scheduleDays" = 'SU', "scheduleTime" = '09:30'
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = 'Sunday 9:30 AM';
UPDATE "Service" SET "scheduleRule" = 'monthly', "scheduleDays" = 'SU', "scheduleTime" = '11:30', "scheduleWeek" = 1
    WHERE "scheduleRule" IS NULL AND "dayTimeEn" = '11:30 AM, first Sunday of each month';
