-- AlterTable
ALTER TABLE "Bulletin" ADD COLUMN     "publishAt" TIMESTAMP(3),
ADD COLUMN     "translations" JSONB;

-- CreateIndex
CREATE INDEX "Bulletin_publishAt_idx" ON "Bulletin"("publishAt");
