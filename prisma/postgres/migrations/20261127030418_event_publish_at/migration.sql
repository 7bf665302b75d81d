-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "publishAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Event_publishAt_idx" ON "Event"("publishAt");
