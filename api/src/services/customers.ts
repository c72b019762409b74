/** Customers as the api shows them (word-addin §3 Customer), and creating one with its subscription. */
import { subscriptionState } from '@ibid/engine/commerce';
import type { Db } from '../db/prisma.js';
import type { Customer, Organization, Subscription } from '../generated/prisma/client.js';

export type CustomerRecord = Customer & { subscription: Subscription | null; organization: Organization | null };

export const withSubscription = { subscription: true, organization: true } as const;

export function customerView(c: CustomerRecord, now: Date) {
  const s = c.subscription;
  const facts = { role: c.role, expirationDate: s?.expirationDate ?? null, isCancelled: s?.isCancelled ?? false, isRecurring: s?.isRecurring ?? false };
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    fullName: `${c.firstName} ${c.lastName}`.trim(),
    institution: c.institution,
    alternativeEmails: c.alternativeEmail ? [c.alternativeEmail] : [],
    organizationId: c.organizationId ?? 0,
    organizationExpirationDate: c.organization?.expirationDate?.toISOString() ?? null,
    organizationStatusId: c.organization?.statusId ?? null,
    role: c.role,
    subscriptionState: subscriptionState(facts, now),
    expirationDate: s?.expirationDate.toISOString() ?? null,
    isRecurring: s?.isRecurring ?? false,
    isCancelled: s?.isCancelled ?? false,
    renewalPeriod: s?.renewalPeriod ?? null,
    hasPrioritySupport: s?.hasPrioritySupport ?? false,
    enableBetaFeatures: c.enableBetaFeatures,
    isImpersonating: false,
    themeId: c.themeId,
    citationAutoInsert: c.citationAutoInsert,
    preferredFormatVersionID: c.preferredFormatVersionID,
  };
}

export async function loadCustomer(db: Db, id: number): Promise<CustomerRecord> {
  return db.customer.findUniqueOrThrow({ where: { id }, include: withSubscription });
}
