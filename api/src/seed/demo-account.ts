/** The demo account `npm start` prints: full access for a year, so every screen can be tried at once. */
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import type { Db } from '../db/prisma.js';
import { hashPassword } from '../services/passwords.js';

export const DEMO_ACCOUNT = { email: 'demo@ibid.test', password: 'ibid-demo-password', firstName: 'Demo', lastName: 'Student', institution: 'Ibid University' } as const;

/** Creates the demo account when it is missing and gives it a year of access from `now`; answers its id. */
export async function seedDemoAccount(db: Db, now: Date): Promise<number> {
  const expirationDate = new Date(now.getTime() + 365 * 86_400_000);
  const existing = await db.customer.findUnique({ where: { email: DEMO_ACCOUNT.email } });
  if (existing) {
    await db.subscription.upsert({ where: { customerId: existing.id }, create: { customerId: existing.id, expirationDate, isRecurring: true, renewalPeriod: 2 }, update: { expirationDate } });
    return existing.id;
  }
  const { password, ...profile } = DEMO_ACCOUNT;
  const created = await db.customer.create({
    data: { ...profile, passwordHash: await hashPassword(password), role: ACCOUNT_ROLES.FULL_ACCESS, subscription: { create: { expirationDate, isRecurring: true, renewalPeriod: 2 } } },
  });
  return created.id;
}
