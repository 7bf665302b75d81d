-- AlterTable
ALTER TABLE "Settings" ADD COLUMN "heroTagline" TEXT;
ALTER TABLE "Settings" ADD COLUMN "officeHours" TEXT;
ALTER TABLE "Settings" ADD COLUMN "patronName" TEXT;
ALTER TABLE "Settings" ADD COLUMN "patronText" TEXT;
ALTER TABLE "Settings" ADD COLUMN "stats" JSONB;
ALTER TABLE "Settings" ADD COLUMN "translations" JSONB;
