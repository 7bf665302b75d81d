-- CreateTable
CREATE TABLE "ChurchCalendar" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "paschalion" TEXT NOT NULL DEFAULT 'julian',
    "feastStyle" TEXT NOT NULL DEFAULT 'new',

    CONSTRAINT "ChurchCalendar_pkey" PRIMARY KEY ("id")
);
