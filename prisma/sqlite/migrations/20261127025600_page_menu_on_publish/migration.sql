-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Page" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "section" TEXT NOT NULL DEFAULT '',
    "title" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "showInMenu" BOOLEAN NOT NULL DEFAULT true,
    "menuOnPublish" BOOLEAN NOT NULL DEFAULT false,
    "retiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Page" ("createdAt", "id", "retiredAt", "section", "showInMenu", "slug", "sortOrder", "title", "updatedAt") SELECT "createdAt", "id", "retiredAt", "section", "showInMenu", "slug", "sortOrder", "title", "updatedAt" FROM "Page";
DROP TABLE "Page";
ALTER TABLE "new_Page" RENAME TO "Page";
CREATE UNIQUE INDEX "Page_slug_key" ON "Page"("slug");
CREATE INDEX "Page_section_sortOrder_idx" ON "Page"("section", "sortOrder");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The About menu is one group: the top-level pages (that head no section of their own) and the
-- pages under /about-us share one order, as the header lists them: top-level pages first, as before.
UPDATE "Page" SET "sortOrder" = "sortOrder" + (SELECT COUNT(*) FROM "Page" AS "top" WHERE "top"."section" = '') WHERE "section" = 'about-us';
