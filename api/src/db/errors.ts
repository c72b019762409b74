/** The database errors the routes answer as something other than a failure. */
import { Prisma } from '../generated/prisma/client.js';

/**
 * A unique index refused a row: two writes of the same key at once, where the second one's check ran before the
 * first one committed (PostgreSQL runs them side by side; both clients share Prisma's runtime error classes).
 */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
