/**
 * The expiration date preview of Subscription Settings and the receipt (purchase spec §4), also what the server
 * extends a subscription to, so that the preview and the purchase agree.
 *
 * The spec gives two readings. The screen's: start from today when expired or a new purchase, otherwise from the
 * current expiration; add the period's months, 1, 6, 12 or 24 (its manual rule, "6 for semi-annual, otherwise the
 * period", adds the same months). The shared cart logic's: a renewal adds 12, 6 or 1 months (15, 9 or 4 with a
 * referring customer) and adds nothing for two years. We follow the screen's reading: a two-year purchase charges
 * for product 804 and must extend the subscription by 24 months, and a preview that leaves the date unchanged
 * would tell the customer they bought nothing. Where the readings agree we match both, the 3FREE referral's 3
 * months (§9) included.
 */
import { daysInMonth } from '../model/months.js';
import { RENEWAL_PERIODS, RENEWAL_TYPES, type RenewalPeriodId } from './products.js';
import { REFERRAL_BONUS_MONTHS } from './promo-code.js';
import type { RenewalTypeId } from './renewal.js';
import { displayedRenewalDate } from './subscription.js';

/** Midnight UTC of a date's calendar day. */
export function utcDay(date: string | Date): Date {
  const d = new Date(date);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** A calendar day plus whole months, kept within the target month (January 31 plus one month is February 28). */
export function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(month + 1, year));
  return new Date(Date.UTC(year, month, day));
}

export interface ExpirationFacts {
  /** Starts from today: the subscription expired, or this is a new purchase (new customer, free trial). */
  startsToday: boolean;
  currentExpirationDate?: string | Date | null;
  renewalPeriod: RenewalPeriodId;
  /** Set when a 3FREE referral code was applied: 3 more months. */
  referringCustomerId?: number | null;
}

/** The months a purchase adds: the period's, plus 3 with a referral. */
export function monthsAdded(renewalPeriod: RenewalPeriodId, referringCustomerId?: number | null): number {
  return RENEWAL_PERIODS[renewalPeriod].months + (referringCustomerId ? REFERRAL_BONUS_MONTHS : 0);
}

/** The expiration date after the purchase, as a UTC calendar day. */
export function newExpirationDate(facts: ExpirationFacts, now: Date): Date {
  const start = facts.startsToday || !facts.currentExpirationDate ? utcDay(now) : utcDay(facts.currentExpirationDate);
  return addMonths(start, monthsAdded(facts.renewalPeriod, facts.referringCustomerId));
}

const DATE_TEXT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "June 1, 2027": how the cart writes a date. */
export function formatCartDate(date: Date): string {
  return DATE_TEXT.format(date);
}

export interface ExpirationPreview {
  expirationDate: Date;
  /** The renewal date shown: for a customer already renewing, one day before the expiry (the day the charge runs). */
  renewalDate: Date;
  message: string;
}

/** The preview's renewal message, by whether the subscription starts today and how it renews. */
export const RENEWAL_MESSAGES = {
  startsToday: {
    auto: (date: string) => `Your account renews today and is set to auto-renew on ${date}.`,
    manual: (date: string) => `Your account renews today and is active until ${date}.`,
  },
  extends: {
    auto: (date: string) => `Your subscription is set to auto-renew on ${date}.`,
    manual: (date: string) => `Your subscription is active until ${date}.`,
  },
} as const;

/**
 * The preview's date and message. An expired or new customer reads that the account renews today and is set to
 * auto-renew on the new expiration date; a renewing customer reads the date one day before the new expiry.
 */
export function expirationPreview(facts: ExpirationFacts & { renewalType: RenewalTypeId }, now: Date): ExpirationPreview {
  const expirationDate = newExpirationDate(facts, now);
  const auto = facts.renewalType === RENEWAL_TYPES.AUTO;
  const startsToday = facts.startsToday || !facts.currentExpirationDate;
  const renewalDate = startsToday ? expirationDate : (displayedRenewalDate({ isRecurring: auto, expirationDate }) ?? expirationDate);
  const message = RENEWAL_MESSAGES[startsToday ? 'startsToday' : 'extends'][auto ? 'auto' : 'manual'](formatCartDate(renewalDate));
  return { expirationDate, renewalDate, message };
}
