-- CreateTable
CREATE TABLE "ChurchCalendar" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "paschalion" TEXT NOT NULL DEFAULT 'julian',
    "feastStyle" TEXT NOT NULL DEFAULT 'new'
);
