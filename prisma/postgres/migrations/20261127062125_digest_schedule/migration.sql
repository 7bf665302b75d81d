-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "digestDay" TEXT NOT NULL DEFAULT 'saturday',
ADD COLUMN     "digestHour" INTEGER NOT NULL DEFAULT 17;
