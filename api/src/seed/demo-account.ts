/**
 * The demo account `npm start` prints: full access for a year, so every screen can be tried at once, and, when it
 * is first created (a fresh database), a library and three papers (`seedDemoLibrary`). Seeded only when the demo
 * is asked for (DEMO=1): a known password has no place on a server others reach.
 */
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { isUniqueViolation } from '../db/errors.js';
import type { Db } from '../db/prisma.js';
import { hashPassword } from '../services/passwords.js';
import { seedDemoLibrary } from './demo-library.js';

export const DEMO_ACCOUNT = { email: 'demo@ibid.test', password: 'ibid-demo-password', firstName: 'Demo', lastName: 'Student', institution: 'Ibid University' } as const;

/** Creates the demo account with its library and papers when it is missing (hashing its password only then), and gives it a year of access from `now`. */
export async function seedDemoAccount(db: Db, now: Date, { content = true } = {}): Promise<void> {
  const expirationDate = new Date(now.getTime() + 365 * 86_400_000);
  const subscription = { expirationDate, isRecurring: true, renewalPeriod: 2 };
  const existing = await db.customer.findUnique({ where: { email: DEMO_ACCOUNT.email }, select: { id: true } });
  if (existing) {
    await db.subscription.upsert({ where: { customerId: existing.id }, create: { customerId: existing.id, ...subscription }, update: { expirationDate } });
    return;
  }
  const { password, ...profile } = DEMO_ACCOUNT;
  const data = { ...profile, passwordHash: await hashPassword(password), role: ACCOUNT_ROLES.FULL_ACCESS, subscription: { create: subscription } };
  const customer = await db.customer.create({ data }).catch((error: unknown) => {
    // Two api processes starting at once on one database: the other one created it (and seeds its library).
    if (isUniqueViolation(error)) return undefined;
    throw error;
  });
  if (customer && content) await seedDemoLibrary(db, customer.id, `${profile.firstName} ${profile.lastName}`, profile.institution, now);
}
