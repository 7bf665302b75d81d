-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "heroImage" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "heroImageAlt" JSONB,
ADD COLUMN     "heroImageVariants" JSONB,
ADD COLUMN     "logo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "logoVariants" JSONB;
