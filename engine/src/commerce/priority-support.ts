/**
 * The pro-rated price of priority support bought alone (purchase spec §4, §9): twice a date difference, in dollars,
 * clamped between $2 and $19.95, with no discount.
 *
 * The spec does not show the unit. We use whole calendar months left until the subscription expires: $2 a month
 * left, which at most reaches the $19.95 of a year's priority support (product 204). Days or weeks cannot be the
 * unit: at $2 a day every subscription with ten days or more left would pay the ceiling, so nothing would be
 * pro-rated. A month not yet complete is not counted; the $2 floor charges the last month.
 */
import type { Cents } from './money.js';

export const PRO_RATED_PRIORITY_SUPPORT = { perMonth: 200, min: 200, max: 1995 } as const;

const utcParts = (d: Date) => ({ y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() });

/** Whole calendar months from `from` to `to` (by UTC calendar day), 0 when `to` is not at least a month ahead. */
export function wholeMonthsBetween(from: Date, to: Date): number {
  const a = utcParts(from);
  const b = utcParts(to);
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return Math.max(months, 0);
}

export function proRatedPrioritySupportPrice(expirationDate: string | Date, now: Date): Cents {
  const { perMonth, min, max } = PRO_RATED_PRIORITY_SUPPORT;
  return Math.min(Math.max(perMonth * wholeMonthsBetween(now, new Date(expirationDate)), min), max);
}
