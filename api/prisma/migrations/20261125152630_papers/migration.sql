-- CreateTable
CREATE TABLE "Class" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "customerId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "teacherName" TEXT NOT NULL DEFAULT '',
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Class_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Paper" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uniqueId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "paperTypeId" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "course" TEXT NOT NULL DEFAULT '',
    "author" TEXT NOT NULL DEFAULT '',
    "teacher" TEXT NOT NULL DEFAULT '',
    "institution" TEXT NOT NULL DEFAULT '',
    "dueDate" DATETIME,
    "runningHead" TEXT NOT NULL DEFAULT '',
    "isAuthorNote" BOOLEAN NOT NULL DEFAULT false,
    "classId" INTEGER,
    "documentJson" TEXT NOT NULL,
    "docx" BLOB,
    "isComplete" BOOLEAN NOT NULL DEFAULT false,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Paper_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Paper_classId_fkey" FOREIGN KEY ("classId") REFERENCES "Class" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PaperReference" (
    "paperId" INTEGER NOT NULL,
    "referenceId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    PRIMARY KEY ("paperId", "referenceId"),
    CONSTRAINT "PaperReference_paperId_fkey" FOREIGN KEY ("paperId") REFERENCES "Paper" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PaperReference_referenceId_fkey" FOREIGN KEY ("referenceId") REFERENCES "Reference" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PaperVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paperId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "documentJson" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "PaperVersion_paperId_fkey" FOREIGN KEY ("paperId") REFERENCES "Paper" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Class_customerId_idx" ON "Class"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "Paper_uniqueId_key" ON "Paper"("uniqueId");

-- CreateIndex
CREATE INDEX "Paper_customerId_isDeleted_idx" ON "Paper"("customerId", "isDeleted");

-- CreateIndex
CREATE INDEX "PaperReference_referenceId_idx" ON "PaperReference"("referenceId");

-- CreateIndex
CREATE INDEX "PaperVersion_paperId_createdAt_idx" ON "PaperVersion"("paperId", "createdAt");

