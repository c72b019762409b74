-- CreateTable
CREATE TABLE "FeatureNotice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "feature" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "customerId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeatureNotice_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FeatureNotice_customerId_idx" ON "FeatureNotice"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "FeatureNotice_feature_email_key" ON "FeatureNotice"("feature", "email");

