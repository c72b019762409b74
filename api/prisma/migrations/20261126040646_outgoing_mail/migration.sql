-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "lastError" TEXT NOT NULL DEFAULT '',
    "sentAt" DATETIME,
    "failedAt" DATETIME,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "OutgoingMail_sentAt_failedAt_nextAttemptAt_idx" ON "OutgoingMail"("sentAt", "failedAt", "nextAttemptAt");

