-- AlterTable
ALTER TABLE "Reference" ADD COLUMN "mergedIntoId" INTEGER;

