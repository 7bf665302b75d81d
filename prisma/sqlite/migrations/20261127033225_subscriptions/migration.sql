-- CreateTable
CREATE TABLE "Subscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "stoppedReason" TEXT,
    "confirmedAt" DATETIME,
    "consentAt" DATETIME NOT NULL,
    "consentForm" TEXT NOT NULL,
    "consentWording" TEXT NOT NULL,
    "consentClientHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SuppressedAddress" (
    "emailHash" TEXT NOT NULL PRIMARY KEY,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SubscriptionToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "subscriberId" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "consentForm" TEXT NOT NULL,
    "consentWording" TEXT NOT NULL,
    "consentClientHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MailFailure" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subscriberId" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Mailing" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "subject" JSONB,
    "body" JSONB,
    "bulletinId" TEXT,
    "attachPdf" BOOLEAN NOT NULL DEFAULT false,
    "testTo" TEXT,
    "sendAt" DATETIME NOT NULL,
    "queuedAt" DATETIME,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "mailingId" TEXT NOT NULL,
    "subscriberId" TEXT,
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "priority" INTEGER NOT NULL DEFAULT 1,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "messageId" TEXT NOT NULL,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_email_key" ON "Subscriber"("email");

-- CreateIndex
CREATE INDEX "Subscriber_status_idx" ON "Subscriber"("status");

-- CreateIndex
CREATE INDEX "SubscriptionToken_subscriberId_createdAt_idx" ON "SubscriptionToken"("subscriberId", "createdAt");

-- CreateIndex
CREATE INDEX "MailFailure_subscriberId_createdAt_idx" ON "MailFailure"("subscriberId", "createdAt");

-- CreateIndex
CREATE INDEX "Mailing_queuedAt_sendAt_idx" ON "Mailing"("queuedAt", "sendAt");

-- CreateIndex
CREATE INDEX "Mailing_bulletinId_idx" ON "Mailing"("bulletinId");

-- CreateIndex
CREATE INDEX "OutboxMessage_status_priority_nextAttemptAt_idx" ON "OutboxMessage"("status", "priority", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_mailingId_email_key" ON "OutboxMessage"("mailingId", "email");
