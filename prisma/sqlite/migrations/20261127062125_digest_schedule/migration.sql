-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Settings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "addressLine1" TEXT NOT NULL DEFAULT '',
    "addressLine2" TEXT NOT NULL DEFAULT '',
    "addressCity" TEXT NOT NULL DEFAULT '',
    "addressProvinceOrState" TEXT NOT NULL DEFAULT '',
    "addressPostalCode" TEXT NOT NULL DEFAULT '',
    "addressCountry" TEXT NOT NULL DEFAULT '',
    "addressLink" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "facebook" TEXT NOT NULL DEFAULT '',
    "instagram" TEXT NOT NULL DEFAULT '',
    "youtube" TEXT NOT NULL DEFAULT '',
    "heroTagline" TEXT,
    "patronName" TEXT,
    "patronText" TEXT,
    "officeHours" TEXT,
    "stats" JSONB,
    "translations" JSONB,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "isSample" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" DATETIME NOT NULL,
    "heroImage" TEXT NOT NULL DEFAULT '',
    "heroImageVariants" JSONB,
    "heroImageAlt" JSONB,
    "logo" TEXT NOT NULL DEFAULT '',
    "logoVariants" JSONB,
    "digestDay" TEXT NOT NULL DEFAULT 'saturday',
    "digestHour" INTEGER NOT NULL DEFAULT 17
);
INSERT INTO "new_Settings" ("addressCity", "addressCountry", "addressLine1", "addressLine2", "addressLink", "addressPostalCode", "addressProvinceOrState", "description", "email", "facebook", "heroImage", "heroImageAlt", "heroImageVariants", "heroTagline", "id", "instagram", "isSample", "logo", "logoVariants", "officeHours", "patronName", "patronText", "phone", "stats", "timeZone", "title", "translations", "updatedAt", "website", "youtube") SELECT "addressCity", "addressCountry", "addressLine1", "addressLine2", "addressLink", "addressPostalCode", "addressProvinceOrState", "description", "email", "facebook", "heroImage", "heroImageAlt", "heroImageVariants", "heroTagline", "id", "instagram", "isSample", "logo", "logoVariants", "officeHours", "patronName", "patronText", "phone", "stats", "timeZone", "title", "translations", "updatedAt", "website", "youtube" FROM "Settings";
DROP TABLE "Settings";
ALTER TABLE "new_Settings" RENAME TO "Settings";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
