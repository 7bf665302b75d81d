-- CreateTable
CREATE TABLE "EventCategory" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "categoryId" TEXT NOT NULL,
    "start" TEXT NOT NULL,
    "end" TEXT NOT NULL,
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "repeat" JSONB,
    "skip" JSONB NOT NULL,
    "extra" JSONB NOT NULL,
    "placeName" TEXT NOT NULL DEFAULT '',
    "placeAddress" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "livestreamUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'published',
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "importUid" TEXT,
    "firstDate" TEXT NOT NULL,
    "lastDate" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Event_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "EventCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eventId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "reason" JSONB,
    "note" JSONB,
    "start" TEXT,
    "end" TEXT,
    "placeName" TEXT,
    "placeAddress" TEXT,
    CONSTRAINT "EventChange_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (two columns with constant defaults: SQLite adds them in place, no table copy)
ALTER TABLE "Settings" ADD COLUMN "paschalion" TEXT NOT NULL DEFAULT 'julian';
ALTER TABLE "Settings" ADD COLUMN "feastStyle" TEXT NOT NULL DEFAULT 'new';

-- CreateIndex
CREATE UNIQUE INDEX "EventCategory_slug_key" ON "EventCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Event_importUid_key" ON "Event"("importUid");

-- CreateIndex
CREATE INDEX "Event_status_firstDate_idx" ON "Event"("status", "firstDate");

-- CreateIndex
CREATE UNIQUE INDEX "EventChange_eventId_date_key" ON "EventChange"("eventId", "date");

-- The seeded categories (PRODUCT.md: "Categories are data"); staff rename them as they like.
INSERT INTO "EventCategory" ("id", "slug", "name", "sortOrder") VALUES ('categoryfeastsandservices', 'feasts-and-services', '{"en":"Feasts and services","ua":"Свята і богослуження"}', 1);
INSERT INTO "EventCategory" ("id", "slug", "name", "sortOrder") VALUES ('categoryparishlife', 'parish-life', '{"en":"Parish life","ua":"Життя парафії"}', 2);
INSERT INTO "EventCategory" ("id", "slug", "name", "sortOrder") VALUES ('categoryeducation', 'education', '{"en":"Education","ua":"Навчання"}', 3);
INSERT INTO "EventCategory" ("id", "slug", "name", "sortOrder") VALUES ('categoryyouth', 'youth', '{"en":"Youth","ua":"Молодь"}', 4);
