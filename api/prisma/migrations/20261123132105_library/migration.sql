-- CreateTable
CREATE TABLE "Reference" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uniqueId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "referenceTypeId" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "data" TEXT NOT NULL,
    "values" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "tags" TEXT NOT NULL DEFAULT '',
    "nickname" TEXT NOT NULL DEFAULT '',
    "legacyReferenceId" INTEGER,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "searchText" TEXT NOT NULL DEFAULT '',
    "tagText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Reference_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LegacyReference" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uniqueId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "referenceTypeId" INTEGER NOT NULL,
    "formatVersionId" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "displayValue" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "tags" TEXT NOT NULL DEFAULT '',
    "legacyReferenceData" TEXT NOT NULL DEFAULT '{}',
    "isPrintedOnReferencePage" BOOLEAN NOT NULL DEFAULT true,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "searchText" TEXT NOT NULL DEFAULT '',
    "tagText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LegacyReference_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResearchNote" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uniqueId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "referenceId" INTEGER NOT NULL,
    "note" TEXT NOT NULL,
    "citation" TEXT NOT NULL DEFAULT '',
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ResearchNote_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ResearchNote_referenceId_fkey" FOREIGN KEY ("referenceId") REFERENCES "Reference" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShareRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "senderId" INTEGER NOT NULL,
    "recipientEmail" TEXT NOT NULL,
    "recipientId" INTEGER,
    "message" TEXT NOT NULL DEFAULT '',
    "includeNotes" BOOLEAN NOT NULL DEFAULT true,
    "status" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME,
    CONSTRAINT "ShareRequest_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ShareRequest_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShareRequestItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shareRequestId" INTEGER NOT NULL,
    "referenceId" INTEGER NOT NULL,
    CONSTRAINT "ShareRequestItem_shareRequestId_fkey" FOREIGN KEY ("shareRequestId") REFERENCES "ShareRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ShareRequestItem_referenceId_fkey" FOREIGN KEY ("referenceId") REFERENCES "Reference" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Reference_customerId_updatedAt_idx" ON "Reference"("customerId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reference_customerId_uniqueId_key" ON "Reference"("customerId", "uniqueId");

-- CreateIndex
CREATE INDEX "LegacyReference_customerId_updatedAt_idx" ON "LegacyReference"("customerId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "LegacyReference_customerId_uniqueId_key" ON "LegacyReference"("customerId", "uniqueId");

-- CreateIndex
CREATE UNIQUE INDEX "ResearchNote_uniqueId_key" ON "ResearchNote"("uniqueId");

-- CreateIndex
CREATE INDEX "ResearchNote_customerId_updatedAt_idx" ON "ResearchNote"("customerId", "updatedAt");

-- CreateIndex
CREATE INDEX "ResearchNote_referenceId_idx" ON "ResearchNote"("referenceId");

-- CreateIndex
CREATE INDEX "ShareRequest_recipientEmail_status_idx" ON "ShareRequest"("recipientEmail", "status");

-- CreateIndex
CREATE INDEX "ShareRequest_recipientId_status_idx" ON "ShareRequest"("recipientId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ShareRequestItem_shareRequestId_referenceId_key" ON "ShareRequestItem"("shareRequestId", "referenceId");

