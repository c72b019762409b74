/** Random secrets and their stored form: tokens, codes and links are kept only as SHA-256 digests. */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newId = (): string => randomUUID();

export const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares a secret with a stored digest in constant time. */
export function matchesDigest(secret: string, stored: string): boolean {
  const a = Buffer.from(digest(secret), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
