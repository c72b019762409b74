/** Money: integer cents inside, dollars with two decimals at the edge (DESIGN.md conventions). */
import { fail, ok, type Result } from '../result.js';

export type Cents = number;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.34" for 1234 cents; negative amounts (discounts) as "-$5.00". */
export function formatDollars(cents: Cents): string {
  return USD.format(Math.round(cents) / 100);
}

/** Dollars as a number for the wire (1999 -> 19.99): the cart JSON carries dollars with two decimals. */
export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Cents from a dollar number already on the wire (19.99 -> 1999), rounded to the cent. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** Cents from a dollar amount as entered or sent ("12.34", "$1,200", 12.5), refusing more than two decimals. */
export function parseDollars(input: string | number): Result<Cents, 'invalid-amount'> {
  const text = String(input).trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return fail('invalid-amount', `"${String(input)}" is not an amount in dollars and cents.`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return ok(m[1] ? -cents : cents);
}

/** A percentage of an amount, rounded to the cent (half away from zero, as card processors round). */
export function percentOf(cents: Cents, percent: number): Cents {
  const raw = (cents * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}
