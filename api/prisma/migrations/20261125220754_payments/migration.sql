-- CreateTable
CREATE TABLE "PaymentMethod" (
    "customerId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paymentTypeId" INTEGER NOT NULL,
    "gateway" TEXT NOT NULL,
    "gatewayToken" TEXT NOT NULL,
    "gatewayCustomer" TEXT,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expirationMonth" INTEGER,
    "expirationYear" INTEGER,
    "nameOnCard" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PaymentMethod_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Purchase" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "customerId" INTEGER NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "transactionId" TEXT,
    "productsJson" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "promotionalCode" TEXT NOT NULL DEFAULT '',
    "renewalPeriod" INTEGER NOT NULL,
    "renewalType" INTEGER NOT NULL,
    "paymentMethod" TEXT NOT NULL DEFAULT '',
    "expirationDate" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Purchase_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_idempotencyKey_key" ON "Purchase"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Purchase_customerId_createdAt_idx" ON "Purchase"("customerId", "createdAt");

