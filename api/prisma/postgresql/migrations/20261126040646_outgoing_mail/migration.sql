-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lastError" TEXT NOT NULL DEFAULT '',
    "sentAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutgoingMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutgoingMail_sentAt_failedAt_nextAttemptAt_idx" ON "OutgoingMail"("sentAt", "failedAt", "nextAttemptAt");

