/** Customers in each subscription state, for the settings screens' tests. */
import type { Customer } from '../../api/types';
import { customerFixture as baseCustomer } from '../../testing/customers';

const DAY = 86_400_000;

/** An ISO date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The settings tests' customer: id 42 at Analytical College, renewing in 2031. */
export const customerFixture = (overrides: Partial<Customer> = {}): Customer =>
  baseCustomer({ id: 42, institution: 'Analytical College', expirationDate: '2031-03-10T00:00:00.000Z', ...overrides });

export const SUBSCRIPTION_CUSTOMERS = {
  active: customerFixture(),
  'free-trial': customerFixture({ role: 1, subscriptionState: 'free-trial', expirationDate: daysFromNow(3), isRecurring: false, renewalPeriod: null }),
  cancelled: customerFixture({ subscriptionState: 'cancelled', isCancelled: true }),
  expired: customerFixture({ subscriptionState: 'expired', expirationDate: daysFromNow(-2) }),
} satisfies Record<string, Customer>;

/** Where 'Renew my subscription' goes: the cart's first step. */
export const RENEW_LINK = '/cart-step-2';
