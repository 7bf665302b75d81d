-- Site pictures (hero image, logo) at the end of Settings. Written as ADD COLUMN rather than the
-- generated table rebuild, so it applies the same whatever other Settings migrations ran before it.
ALTER TABLE "Settings" ADD COLUMN "heroImage" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Settings" ADD COLUMN "heroImageVariants" JSONB;
ALTER TABLE "Settings" ADD COLUMN "heroImageAlt" JSONB;
ALTER TABLE "Settings" ADD COLUMN "logo" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Settings" ADD COLUMN "logoVariants" JSONB;
