-- CreateTable
CREATE TABLE "Subscriber" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "stoppedReason" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "consentAt" TIMESTAMP(3) NOT NULL,
    "consentForm" TEXT NOT NULL,
    "consentWording" TEXT NOT NULL,
    "consentClientHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SuppressedAddress" (
    "emailHash" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SuppressedAddress_pkey" PRIMARY KEY ("emailHash")
);

-- CreateTable
CREATE TABLE "SubscriptionToken" (
    "tokenHash" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "consentForm" TEXT NOT NULL,
    "consentWording" TEXT NOT NULL,
    "consentClientHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionToken_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "MailFailure" (
    "id" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "code" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailFailure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Mailing" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "lists" TEXT NOT NULL,
    "subject" JSONB,
    "body" JSONB,
    "bulletinId" TEXT,
    "attachPdf" BOOLEAN NOT NULL DEFAULT false,
    "testTo" TEXT,
    "sendAt" TIMESTAMP(3) NOT NULL,
    "queuedAt" TIMESTAMP(3),
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Mailing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "mailingId" TEXT NOT NULL,
    "subscriberId" TEXT,
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "priority" INTEGER NOT NULL DEFAULT 1,
    "claimedBy" TEXT,
    "claimedUntil" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "messageId" TEXT NOT NULL,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
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
