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

-- The Great Feasts and the days counted from Pascha, as drafts for staff to review (issue 33):
-- all-day, on the Paschalion and style the settings choose; never published on their own.
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seednativityofthetheotokos', 'nativity-of-the-theotokos', '{"en":"Nativity of the Theotokos","ua":"Різдво Пресвятої Богородиці"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"09-08"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedexaltationofthecross', 'exaltation-of-the-cross', '{"en":"Exaltation of the Holy Cross","ua":"Воздвиження Чесного і Животворящого Хреста"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"09-14"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedentryofthetheotokos', 'entry-of-the-theotokos', '{"en":"Entry of the Theotokos into the Temple","ua":"Введення в храм Пресвятої Богородиці"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"11-21"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seednativityofchrist', 'nativity-of-christ', '{"en":"Nativity of Christ","ua":"Різдво Христове"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"12-25"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedtheophany', 'theophany', '{"en":"Theophany","ua":"Богоявлення"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"01-06"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedencounterofthelord', 'encounter-of-the-lord', '{"en":"Encounter of the Lord","ua":"Стрітення Господнє"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"02-02"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedannunciation', 'annunciation', '{"en":"Annunciation","ua":"Благовіщення Пресвятої Богородиці"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"03-25"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedtransfiguration', 'transfiguration', '{"en":"Transfiguration of the Lord","ua":"Преображення Господнє"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"08-06"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seeddormition', 'dormition', '{"en":"Dormition of the Theotokos","ua":"Успіння Пресвятої Богородиці"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"churchDate":"08-15"}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedpalmsunday', 'palm-sunday', '{"en":"Palm Sunday: the Entry into Jerusalem","ua":"Вхід Господній у Єрусалим (Квітна неділя)"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":-7}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedpascha', 'pascha', '{"en":"Pascha: the Resurrection of Christ","ua":"Воскресіння Христове (Великдень)"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":0}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedthomassunday', 'thomas-sunday', '{"en":"Thomas Sunday","ua":"Томина неділя"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":7}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedascension', 'ascension', '{"en":"Ascension of the Lord","ua":"Вознесіння Господнє"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":39}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedpentecost', 'pentecost', '{"en":"Pentecost","ua":"Зіслання Святого Духа (П’ятдесятниця)"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":49}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
INSERT INTO "Event" ("id", "slug", "title", "description", "categoryId", "start", "end", "allDay", "repeat", "skip", "extra", "status", "firstDate", "updatedAt") VALUES ('seedallsaints', 'all-saints', '{"en":"Sunday of All Saints","ua":"Неділя всіх святих"}', '{}', 'categoryfeastsandservices', '2026-01-01', '2026-01-01', true, '{"pascha":56}', '[]', '[]', 'draft', '2026-01-01', CURRENT_TIMESTAMP);
