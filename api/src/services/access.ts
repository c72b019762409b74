/** Whether the signed-in customer's features work: an expired trial or subscription opens papers but changes nothing. */
import { hasAccess } from '@ibid/engine/commerce';
import type { Db } from '../db/prisma.js';
import { forbidden } from '../errors.js';
import { subscriptionFacts } from './customers.js';

export const SUBSCRIPTION_EXPIRED = 'Your subscription has expired. Renew it to use your reference library again.';

export async function assertHasAccess(db: Db, customerId: number, now: Date): Promise<void> {
  const customer = await db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { role: true, subscription: { select: { expirationDate: true, isCancelled: true, isRecurring: true } } } });
  if (!hasAccess(subscriptionFacts(customer), now)) throw forbidden('subscription-expired', SUBSCRIPTION_EXPIRED);
}
