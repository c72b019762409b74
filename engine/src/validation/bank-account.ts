/** E-check rules of the payment form (purchase spec §3, §5): ABA routing number, account number, account type. */
import { ACCOUNT_TYPES } from '../commerce/products.js';

/**
 * Whether a routing number is nine digits that pass the ABA checksum: 3, 7 and 1 times the digits in turn sum to a
 * multiple of ten.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, w, i) => total + w * Number(routingNumber[i]), 0);
  return sum % 10 === 0;
}

/** US bank account numbers are 4 to 17 digits (17 is the ACH entry's field width). */
export const ACCOUNT_NUMBER_LENGTH = { min: 4, max: 17 } as const;

export function isValidAccountNumber(accountNumber: string): boolean {
  const { min, max } = ACCOUNT_NUMBER_LENGTH;
  return /^\d+$/.test(accountNumber) && accountNumber.length >= min && accountNumber.length <= max;
}

export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

export function isAccountType(value: unknown): value is AccountType {
  return value === ACCOUNT_TYPES.CHECKING || value === ACCOUNT_TYPES.SAVINGS;
}
