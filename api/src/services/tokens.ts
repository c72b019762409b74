/** Opaque bearer tokens: issued at sign-in and verification, stored as digests, expiring, revocable. */
import type { Db } from '../db/prisma.js';
import { digest, randomToken } from './secrets.js';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export async function issueToken(db: Db, customerId: number, clientId: string, ttlSeconds: number, now: Date): Promise<IssuedToken> {
  const token = randomToken();
  await db.accessToken.create({
    data: { tokenHash: digest(token), customerId, clientId, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) },
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds };
}

/** The customer a live token belongs to, with the token's id and client, or undefined for an unknown, expired or revoked token. */
export async function customerIdForToken(db: Db, token: string, now: Date): Promise<{ customerId: number; tokenId: number; clientId: string } | undefined> {
  const row = await db.accessToken.findUnique({ where: { tokenHash: digest(token) }, select: { id: true, customerId: true, clientId: true, expiresAt: true, revokedAt: true } });
  if (!row || row.revokedAt || row.expiresAt <= now) return undefined;
  return { customerId: row.customerId, tokenId: row.id, clientId: row.clientId };
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.accessToken.update({ where: { id: tokenId }, data: { revokedAt: now } });
}

/** Ends every session of a customer: after a password change or reset. Not awaited here, so it can join a `$transaction([...])`. */
export function revokeAllTokens(db: Db, customerId: number, now: Date) {
  return db.accessToken.updateMany({ where: { customerId, revokedAt: null }, data: { revokedAt: now } });
}
