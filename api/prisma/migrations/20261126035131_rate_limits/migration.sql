-- CreateTable
CREATE TABLE "RateLimitWindow" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "resetsAtMs" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "RateLimitWindow_resetsAtMs_idx" ON "RateLimitWindow"("resetsAtMs");

