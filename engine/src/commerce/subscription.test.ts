import { describe, expect, it } from 'vitest';
import { cancelledSubscriptionAction, checkSubscriptionChange, displayedRenewalDate, freeTrialMessage, hasAccess, subscriptionState, type SubscriptionFacts } from './subscription.js';

const now = new Date('2026-03-10T15:00:00Z');
const facts = (over: Partial<SubscriptionFacts>): SubscriptionFacts => ({ role: 2, expirationDate: '2026-06-01', isCancelled: false, isRecurring: true, ...over });

describe('subscription states (word-addin §4: free trial, active, cancelled, expired)', () => {
  it('reads a paid subscription before its expiry as active, and cancelled while access lasts', () => {
    expect(subscriptionState(facts({}), now)).toBe('active');
    expect(subscriptionState(facts({ isCancelled: true }), now)).toBe('cancelled');
    expect(hasAccess(facts({ isCancelled: true }), now)).toBe(true);
  });

  it('expires once the expiration date is before today, not on the day itself', () => {
    expect(subscriptionState(facts({ expirationDate: '2026-03-10' }), now)).toBe('active');
    expect(subscriptionState(facts({ expirationDate: '2026-03-09T23:59:00Z' }), now)).toBe('expired');
    expect(hasAccess(facts({ expirationDate: '2026-03-09' }), now)).toBe(false);
  });

  it('tells a free trial apart, and a role 0 account as not started', () => {
    expect(subscriptionState(facts({ role: 1, expirationDate: '2026-03-12' }), now)).toBe('free-trial');
    expect(subscriptionState(facts({ role: 0, expirationDate: null }), now)).toBe('not-started');
    expect(hasAccess(facts({ role: 0, expirationDate: null }), now)).toBe(false);
  });

  it('words the free-trial notice as the spec: expires today, in N day(s), has expired', () => {
    expect(freeTrialMessage(facts({ role: 1, expirationDate: '2026-03-10' }), now)).toBe('Your free trial expires today');
    expect(freeTrialMessage(facts({ role: 1, expirationDate: '2026-03-11' }), now)).toBe('Your free trial expires in 1 day');
    expect(freeTrialMessage(facts({ role: 1, expirationDate: '2026-03-17' }), now)).toBe('Your free trial expires in 7 days');
    expect(freeTrialMessage(facts({ role: 1, expirationDate: '2026-03-01' }), now)).toBe('Your free trial has expired');
    expect(freeTrialMessage(facts({}), now)).toBeUndefined();
  });

  it('shows recurring subscribers a renewal date one day before the stored expiry', () => {
    expect(displayedRenewalDate(facts({ expirationDate: '2026-06-01T00:00:00Z' }))?.toISOString()).toBe('2026-05-31T00:00:00.000Z');
    expect(displayedRenewalDate(facts({ isRecurring: false, expirationDate: '2026-06-01T00:00:00Z' }))?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('offers Restore to a cancelled recurring subscription and Renew to a non-recurring one', () => {
    expect(cancelledSubscriptionAction(facts({ isCancelled: true }))).toBe('restore');
    expect(cancelledSubscriptionAction(facts({ isCancelled: true, isRecurring: false }))).toBe('renew');
  });

  it('allows a cancel of a trial or active subscription, a restore of a cancelled recurring one, settings on an active paid one', () => {
    const refusal = (change: Parameters<typeof checkSubscriptionChange>[0], f: SubscriptionFacts) => {
      const r = checkSubscriptionChange(change, f, now);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(refusal('cancel', facts({}))).toBe('ok');
    expect(refusal('cancel', facts({ role: 1, isRecurring: false }))).toBe('ok');
    expect(refusal('cancel', facts({ isCancelled: true }))).toBe('subscription-not-active');
    expect(refusal('cancel', facts({ expirationDate: '2026-03-01' }))).toBe('subscription-not-active');
    expect(refusal('restore', facts({ isCancelled: true }))).toBe('ok');
    expect(refusal('restore', facts({ isCancelled: true, isRecurring: false }))).toBe('renew-instead');
    expect(refusal('restore', facts({}))).toBe('subscription-not-cancelled');
    expect(refusal('renewal-settings', facts({}))).toBe('ok');
    expect(refusal('renewal-settings', facts({ role: 1 }))).toBe('subscription-not-active');
  });
});
