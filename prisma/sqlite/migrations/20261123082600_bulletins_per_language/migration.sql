-- AlterTable
ALTER TABLE "Bulletin" ADD COLUMN "publishAt" DATETIME;
ALTER TABLE "Bulletin" ADD COLUMN "translations" JSONB;

-- CreateIndex
CREATE INDEX "Bulletin_publishAt_idx" ON "Bulletin"("publishAt");
