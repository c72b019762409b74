-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Reference" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "uniqueId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "referenceTypeId" INTEGER NOT NULL,
    "legacyReferenceId" INTEGER,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "mergedIntoId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "tags" TEXT NOT NULL DEFAULT '',
    "nickname" TEXT NOT NULL DEFAULT '',
    "tagText" TEXT NOT NULL DEFAULT '',
    "searchText" TEXT NOT NULL DEFAULT '',
    "contentJson" TEXT NOT NULL DEFAULT '{}',
    "sortJson" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "Reference_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Reference" ("contentJson", "createdAt", "customerId", "id", "isArchived", "isDeleted", "legacyReferenceId", "mergedIntoId", "nickname", "note", "referenceTypeId", "searchText", "tagText", "tags", "title", "uniqueId", "updatedAt") SELECT "contentJson", "createdAt", "customerId", "id", "isArchived", "isDeleted", "legacyReferenceId", "mergedIntoId", "nickname", "note", "referenceTypeId", "searchText", "tagText", "tags", "title", "uniqueId", "updatedAt" FROM "Reference";
DROP TABLE "Reference";
ALTER TABLE "new_Reference" RENAME TO "Reference";
CREATE INDEX "Reference_customerId_updatedAt_idx" ON "Reference"("customerId", "updatedAt");
CREATE UNIQUE INDEX "Reference_customerId_uniqueId_key" ON "Reference"("customerId", "uniqueId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

