-- AlterTable
ALTER TABLE "Event" ADD COLUMN "publishAt" DATETIME;

-- CreateIndex
CREATE INDEX "Event_publishAt_idx" ON "Event"("publishAt");
