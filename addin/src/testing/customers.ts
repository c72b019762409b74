/** A signed-in customer as the api answers GET v4/Customer, for component tests: active, full access, unless overridden. */
import type { Customer } from '../api/types';

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    email: 'ada@example.edu',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    institution: 'Example University',
    alternativeEmails: [],
    organizationId: 0,
    organizationExpirationDate: null,
    organizationStatusId: null,
    role: 2,
    subscriptionState: 'active',
    expirationDate: '2030-01-01T00:00:00.000Z',
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
