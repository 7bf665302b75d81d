-- CreateTable
CREATE TABLE "SignupSettings" (
    "eventId" TEXT NOT NULL,
    "capacity" INTEGER,
    "maxParty" INTEGER NOT NULL DEFAULT 1,
    "waitlist" BOOLEAN NOT NULL DEFAULT true,
    "opensAt" TIMESTAMP(3),
    "closesAt" TIMESTAMP(3),
    "perDate" BOOLEAN NOT NULL DEFAULT true,
    "questions" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignupSettings_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "SignupList" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "confirmedPlaces" INTEGER NOT NULL DEFAULT 0,
    "waitingCount" INTEGER NOT NULL DEFAULT 0,
    "cancelledCount" INTEGER NOT NULL DEFAULT 0,
    "kept" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 0,
    "purgedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignupList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Signup" (
    "id" TEXT NOT NULL,
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
    "movedUpAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Signup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignupList_eventId_date_key" ON "SignupList"("eventId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Signup_formNonce_key" ON "Signup"("formNonce");

-- CreateIndex
CREATE INDEX "Signup_listId_status_position_idx" ON "Signup"("listId", "status", "position");

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_listId_fkey" FOREIGN KEY ("listId") REFERENCES "SignupList"("id") ON DELETE CASCADE ON UPDATE CASCADE;
