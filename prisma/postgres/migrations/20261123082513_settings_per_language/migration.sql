-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "heroTagline" TEXT,
ADD COLUMN     "officeHours" TEXT,
ADD COLUMN     "patronName" TEXT,
ADD COLUMN     "patronText" TEXT,
ADD COLUMN     "stats" JSONB,
ADD COLUMN     "translations" JSONB;
