/** Sales tax (purchase spec §9): 9.75 percent, charged only for five-digit zip codes 37000 to 38599. */
import { percentOf, type Cents } from './money.js';

export const TAX_PERCENT = 9.75;

/** Whether a zip code sets chargeTax; any other or incomplete zip clears it. */
export function chargesTax(zipCode: string | undefined): boolean {
  const zip = (zipCode ?? '').trim();
  if (!/^\d{5}$/.test(zip)) return false;
  const n = Number(zip);
  return n >= 37000 && n <= 38599;
}

/** The tax on a taxable amount, rounded to the cent; zero when tax is not charged. */
export function taxFor(cents: Cents, chargeTax: boolean): Cents {
  return chargeTax ? percentOf(cents, TAX_PERCENT) : 0;
}
