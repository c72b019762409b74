/** Customers as the api shows them (word-addin §3 Customer): loading, changing, and the facts the engine's subscription rules read. */
import { subscriptionState, type SubscriptionFacts } from '@ibid/engine/commerce';
import type { Db } from '../db/prisma.js';
import type { Customer, Organization, Prisma, Subscription } from '../generated/prisma/client.js';

export type CustomerRecord = Customer & { subscription: Subscription | null; organization: Organization | null };

const withSubscription = { subscription: true, organization: true } as const;

/** What `subscriptionState` and `hasAccess` read, from a customer row and its subscription (none: never started). */
export function subscriptionFacts(c: { role: number; subscription: Pick<Subscription, 'expirationDate' | 'isCancelled' | 'isRecurring'> | null }): SubscriptionFacts {
  const s = c.subscription;
  return { role: c.role, expirationDate: s?.expirationDate ?? null, isCancelled: s?.isCancelled ?? false, isRecurring: s?.isRecurring ?? false };
}

export function customerView(c: CustomerRecord, now: Date) {
  const s = c.subscription;
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
    subscriptionState: subscriptionState(subscriptionFacts(c), now),
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

/** Changes a customer (its subscription through `data.subscription`) and answers the changed record, in one query. */
export async function updateCustomer(db: Db, id: number, data: Prisma.CustomerUpdateInput): Promise<CustomerRecord> {
  return db.customer.update({ where: { id }, data, include: withSubscription });
}
