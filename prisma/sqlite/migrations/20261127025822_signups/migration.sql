-- CreateTable
CREATE TABLE "SignupSettings" (
    "eventId" TEXT NOT NULL PRIMARY KEY,
    "capacity" INTEGER,
    "maxParty" INTEGER NOT NULL DEFAULT 1,
    "waitlist" BOOLEAN NOT NULL DEFAULT true,
    "opensAt" DATETIME,
    "closesAt" DATETIME,
    "perDate" BOOLEAN NOT NULL DEFAULT true,
    "questions" JSONB NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SignupList" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eventId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "confirmedPlaces" INTEGER NOT NULL DEFAULT 0,
    "waitingCount" INTEGER NOT NULL DEFAULT 0,
    "cancelledCount" INTEGER NOT NULL DEFAULT 0,
    "kept" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 0,
    "purgedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Signup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "party" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "position" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'en',
    "formNonce" TEXT,
    "movedUpAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Signup_listId_fkey" FOREIGN KEY ("listId") REFERENCES "SignupList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SignupList_eventId_date_key" ON "SignupList"("eventId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Signup_formNonce_key" ON "Signup"("formNonce");

-- CreateIndex
CREATE INDEX "Signup_listId_status_position_idx" ON "Signup"("listId", "status", "position");
