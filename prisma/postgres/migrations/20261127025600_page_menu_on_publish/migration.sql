-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "menuOnPublish" BOOLEAN NOT NULL DEFAULT false;

-- The About menu is one group: the top-level pages (that head no section of their own) and the
-- pages under /about-us share one order, as the header lists them: top-level pages first, as before.
UPDATE "Page" SET "sortOrder" = "sortOrder" + (SELECT COUNT(*) FROM "Page" AS "top" WHERE "top"."section" = '') WHERE "section" = 'about-us';
