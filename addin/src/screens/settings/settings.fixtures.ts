/** Customers in each subscription state, for the settings screens' tests. */
import type { Customer } from '../../api/types';

const DAY = 86_400_000;

/** An ISO date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 42,
    email: 'ada@example.edu',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    institution: 'Analytical College',
    alternativeEmails: [],
    organizationId: 0,
    organizationExpirationDate: null,
    organizationStatusId: null,
    role: 2,
    subscriptionState: 'active',
    expirationDate: '2031-03-10T00:00:00.000Z',
    isRecurring: true,
    isCancelled: false,
    renewalPeriod: 2,
    hasPrioritySupport: false,
    enableBetaFeatures: false,
    isImpersonating: false,
    themeId: 1,
    citationAutoInsert: true,
    preferredFormatVersionID: 7,
    ...overrides,
  };
}

export const SUBSCRIPTION_CUSTOMERS = {
  active: customerFixture(),
  'free-trial': customerFixture({ role: 1, subscriptionState: 'free-trial', expirationDate: daysFromNow(3), isRecurring: false, renewalPeriod: null }),
  cancelled: customerFixture({ subscriptionState: 'cancelled', isCancelled: true }),
  expired: customerFixture({ subscriptionState: 'expired', expirationDate: daysFromNow(-2) }),
} satisfies Record<string, Customer>;

export const RENEW_LINK = 'http://localhost/cart?renew=true';
