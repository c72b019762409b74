/**
 * Subscription states as the settings and guards show them (word-addin §4, §6): free trial, active, cancelled
 * with access until expiry, expired. Dates are compared by calendar day in UTC; the clock is a parameter.
 */
import { fail, ok, type Result } from '../result.js';

export const ACCOUNT_ROLES = { NOT_STARTED: 0, FREE_TRIAL: 1, FULL_ACCESS: 2 } as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[keyof typeof ACCOUNT_ROLES];

export const FREE_TRIAL_DAYS = 7;

/** The states the settings show (word-addin §4), in the order an account passes through them. */
export const SUBSCRIPTION_STATES = ['not-started', 'free-trial', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export interface SubscriptionFacts {
  role: number;
  /** The last day of access (ISO date or date-time); absent for accounts that never started. */
  expirationDate?: string | Date | null;
  isCancelled: boolean;
  isRecurring: boolean;
}

const DAY = 86_400_000;
const dayNumber = (d: string | Date) => Math.floor(new Date(d).getTime() / DAY);

/** Whole days from `now` to the expiry, by calendar day: 0 on the last day, negative once it has passed. */
export function daysUntilExpiry(facts: Pick<SubscriptionFacts, 'expirationDate'>, now: Date): number | undefined {
  return facts.expirationDate ? dayNumber(facts.expirationDate) - dayNumber(now) : undefined;
}

/** The state the spec's settings show: expired once the expiration date is before today. */
export function subscriptionState(facts: SubscriptionFacts, now: Date): SubscriptionState {
  const days = daysUntilExpiry(facts, now);
  if (facts.role === ACCOUNT_ROLES.NOT_STARTED || days === undefined) return 'not-started';
  if (days < 0) return 'expired';
  if (facts.role === ACCOUNT_ROLES.FREE_TRIAL) return 'free-trial';
  return facts.isCancelled ? 'cancelled' : 'active';
}

/** Whether the paid features work: a trial or subscription that has not expired, cancelled ones included. */
export function hasAccess(facts: SubscriptionFacts, now: Date): boolean {
  const state = subscriptionState(facts, now);
  return state === 'free-trial' || state === 'active' || state === 'cancelled';
}

/** The free-trial notice: 'expires today', 'expires in N day(s)', 'has expired'. */
export function freeTrialMessage(facts: SubscriptionFacts, now: Date): string | undefined {
  if (facts.role !== ACCOUNT_ROLES.FREE_TRIAL) return undefined;
  const days = daysUntilExpiry(facts, now);
  if (days === undefined || days < 0) return 'Your free trial has expired';
  if (days === 0) return 'Your free trial expires today';
  return `Your free trial expires in ${days} day${days === 1 ? '' : 's'}`;
}

/** The renewal date shown to recurring subscribers: one day before the stored expiry (the day the charge runs). */
export function displayedRenewalDate(facts: Pick<SubscriptionFacts, 'isRecurring' | 'expirationDate'>): Date | undefined {
  if (!facts.expirationDate) return undefined;
  const expiry = new Date(facts.expirationDate);
  return facts.isRecurring ? new Date(expiry.getTime() - DAY) : expiry;
}

/** What a cancelled subscription offers: Restore when it was recurring, Renew otherwise. */
export function cancelledSubscriptionAction(facts: Pick<SubscriptionFacts, 'isRecurring'>): 'restore' | 'renew' {
  return facts.isRecurring ? 'restore' : 'renew';
}

export type SubscriptionChange = 'cancel' | 'restore' | 'renewal-settings';
export type SubscriptionChangeRefusal = 'subscription-not-active' | 'subscription-not-cancelled' | 'renew-instead';

/**
 * Whether a subscription change may be made now (word-addin §4, §6): a trial or an active subscription can be
 * cancelled (access lasts until expiry); only a cancelled recurring one not yet expired can be restored (a
 * non-recurring one is renewed instead); renewal settings apply to an active paid subscription.
 */
export function checkSubscriptionChange(change: SubscriptionChange, facts: SubscriptionFacts, now: Date): Result<true, SubscriptionChangeRefusal> {
  const state = subscriptionState(facts, now);
  if (change === 'cancel') {
    return state === 'active' || state === 'free-trial' ? ok(true) : fail('subscription-not-active', `There is no active subscription to cancel (it is ${state.replace('-', ' ')}).`);
  }
  if (change === 'restore') {
    if (state !== 'cancelled') return fail('subscription-not-cancelled', 'Only a cancelled subscription that has not expired can be restored.');
    return cancelledSubscriptionAction(facts) === 'renew' ? fail('renew-instead', 'This subscription does not renew automatically: renew it from Account & Billing instead.') : ok(true);
  }
  // 'active' is a paid subscription only: trials read as 'free-trial'.
  return state === 'active' ? ok(true) : fail('subscription-not-active', 'Renewal settings apply to an active paid subscription.');
}
