/**
 * The payment form (purchase spec §3, §5): which fields a card or an e-check needs, their messages, whole-form
 * validation before submit, and what the form sends.
 */
import { PAYMENT_TYPES } from '../commerce/products.js';
import { fail, ok, type Result } from '../result.js';
import { isAccountType, isValidAccountNumber, isValidRoutingNumber, type AccountType } from './bank-account.js';
import { checkCardExpiration, checkCardNumber, cvvLength, digitsOnly, fullExpirationYear, type CardBrand } from './payment-card.js';
import { invalidValueMessage, numericValueMessage, requiredValueMessage } from './messages.js';

export type PaymentTypeId = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** The form as entered: every value as typed (numbers accepted), the Non-US Billing Address checkbox included. */
export interface PaymentFormInput {
  paymentTypeID: number;
  firstName?: string | null;
  lastName?: string | null;
  cardNumber?: string | number | null;
  expirationMonth?: string | number | null;
  expirationYear?: string | number | null;
  verificationCode?: string | number | null;
  bankName?: string | null;
  accountNumber?: string | number | null;
  routingNumber?: string | number | null;
  accountType?: number | null;
  zipCode?: string | number | null;
  nonUsBillingAddress?: boolean;
}

export type PaymentField =
  | 'firstName' | 'lastName' | 'cardNumber' | 'expirationMonth' | 'expirationYear' | 'verificationCode'
  | 'bankName' | 'accountNumber' | 'routingNumber' | 'accountType' | 'zipCode';

/** Each field's label (in the messages) and its maximum length (§5); zip is required unless the address is not in the US. */
export const PAYMENT_FIELDS: Readonly<Record<PaymentField, { label: string; maxLength?: number }>> = {
  firstName: { label: 'First Name' },
  lastName: { label: 'Last Name' },
  cardNumber: { label: 'Card Number', maxLength: 23 },
  expirationMonth: { label: 'Expiration Month', maxLength: 2 },
  expirationYear: { label: 'Expiration Year', maxLength: 4 },
  verificationCode: { label: 'CVV', maxLength: 4 },
  bankName: { label: 'Bank Name' },
  accountNumber: { label: 'Account Number', maxLength: 17 },
  routingNumber: { label: 'Routing Number', maxLength: 9 },
  accountType: { label: 'Account Type' },
  zipCode: { label: 'Zip Code', maxLength: 5 },
};

/** The fields of each payment type, all required (marked with an asterisk), zip last. */
export const PAYMENT_TYPE_FIELDS: Readonly<Record<PaymentTypeId, readonly PaymentField[]>> = {
  [PAYMENT_TYPES.CARD]: ['firstName', 'lastName', 'cardNumber', 'expirationMonth', 'expirationYear', 'verificationCode', 'zipCode'],
  [PAYMENT_TYPES.ECHECK]: ['firstName', 'lastName', 'bankName', 'routingNumber', 'accountNumber', 'accountType', 'zipCode'],
};

/** Payment messages beyond the generic "Please enter ..." ones. */
export const PAYMENT_MESSAGES = {
  unsupportedBrand: 'We accept Amex, Discover, JCB, MasterCard and Visa',
  cardExpired: 'This card has expired',
  cvvLength: (brand: CardBrand, length: number) => `The ${brand} security code is ${length} digits`,
  accountType: 'Please choose checking or savings',
} as const;

const text = (value: string | number | null | undefined) => String(value ?? '').trim();

export function paymentFieldsOf(form: Pick<PaymentFormInput, 'paymentTypeID' | 'nonUsBillingAddress'>): readonly PaymentField[] {
  const fields = PAYMENT_TYPE_FIELDS[form.paymentTypeID === PAYMENT_TYPES.ECHECK ? PAYMENT_TYPES.ECHECK : PAYMENT_TYPES.CARD];
  return form.nonUsBillingAddress ? fields.filter((f) => f !== 'zipCode') : fields;
}

/** The Non-US Billing Address checkbox: checking it disables the zip code and clears it. */
export function setNonUsBillingAddress<T extends PaymentFormInput>(form: T, nonUs: boolean): T {
  return nonUs ? { ...form, nonUsBillingAddress: true, zipCode: '' } : { ...form, nonUsBillingAddress: false };
}

function checkField(form: PaymentFormInput, field: PaymentField, now: Date): string | undefined {
  const label = PAYMENT_FIELDS[field].label;
  const value = text(form[field]);
  if (field === 'accountType') return isAccountType(form.accountType) ? undefined : PAYMENT_MESSAGES.accountType;
  if (!value) return requiredValueMessage(label);
  const numeric = (v: string) => /^\d+$/.test(v);
  switch (field) {
    case 'cardNumber': {
      const checked = checkCardNumber(value);
      if ('brand' in checked) return undefined;
      return checked.problem === 'unsupported-brand' ? PAYMENT_MESSAGES.unsupportedBrand : invalidValueMessage(label);
    }
    case 'expirationMonth':
    case 'expirationYear': {
      if (!numeric(value)) return numericValueMessage(label);
      const problem = checkCardExpiration(text(form.expirationMonth), text(form.expirationYear), now);
      if (field === 'expirationMonth') return problem === 'invalid-month' ? invalidValueMessage(label) : undefined;
      if (problem === 'invalid-year') return invalidValueMessage(label);
      return problem === 'expired' ? PAYMENT_MESSAGES.cardExpired : undefined;
    }
    case 'verificationCode': {
      if (!numeric(value)) return numericValueMessage(label);
      const checked = checkCardNumber(text(form.cardNumber));
      const length = 'brand' in checked ? cvvLength(checked.brand) : undefined;
      if (length === undefined) return value.length === 3 || value.length === 4 ? undefined : invalidValueMessage(label);
      return value.length === length ? undefined : PAYMENT_MESSAGES.cvvLength((checked as { brand: CardBrand }).brand, length);
    }
    case 'routingNumber':
      if (!numeric(value)) return numericValueMessage(label);
      return isValidRoutingNumber(value) ? undefined : invalidValueMessage(label);
    case 'accountNumber':
      if (!numeric(value)) return numericValueMessage(label);
      return isValidAccountNumber(value) ? undefined : invalidValueMessage(label);
    case 'zipCode':
      if (!numeric(value)) return numericValueMessage(label);
      return value.length === 5 ? undefined : invalidValueMessage(label);
    default:
      return undefined;
  }
}

/** One field's message on blur, or undefined when it passes or the payment type does not use it. */
export function validatePaymentField(form: PaymentFormInput, field: PaymentField, now: Date): string | undefined {
  return paymentFieldsOf(form).includes(field) ? checkField(form, field, now) : undefined;
}

export interface PaymentFormCheck {
  valid: boolean;
  errors: Partial<Record<PaymentField, string>>;
  /** The card's brand, once the number is recognised. */
  cardBrand: CardBrand | null;
}

/** The whole form before submit: every field of the payment type, with its message. */
export function validatePaymentForm(form: PaymentFormInput, now: Date): PaymentFormCheck {
  const errors: Partial<Record<PaymentField, string>> = {};
  for (const field of paymentFieldsOf(form)) {
    const message = checkField(form, field, now);
    if (message) errors[field] = message;
  }
  const card = form.paymentTypeID === PAYMENT_TYPES.ECHECK ? undefined : checkCardNumber(text(form.cardNumber));
  return { valid: Object.keys(errors).length === 0, errors, cardBrand: card && 'brand' in card ? card.brand : null };
}

interface PaymentMethodCommon {
  /** What the saved method is shown as: brand or bank, and the last 4 digits. */
  name: string;
  nameOnCard: string;
  zipCode: string;
}

/** The card as the form sends it (§5): digits only, month of 2 digits, year of 4, CVV of at least 3. */
export interface CardPaymentMethod extends PaymentMethodCommon {
  paymentTypeID: typeof PAYMENT_TYPES.CARD;
  cardNumber: string;
  cardType: CardBrand;
  expirationMonth: string;
  expirationYear: string;
  verificationCode: string;
}

export interface ECheckPaymentMethod extends PaymentMethodCommon {
  paymentTypeID: typeof PAYMENT_TYPES.ECHECK;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: AccountType;
}

export type PaymentMethodPayload = CardPaymentMethod | ECheckPaymentMethod;

/** "Visa ending in 4242": the name a saved method is shown by. */
export function paymentMethodName(brandOrBank: string, number: string): string {
  return `${brandOrBank} ending in ${number.slice(-4)}`;
}

/**
 * §5's send-time format of the card fields: spaces removed, month left-padded with zeros to 2, year to 4 (a two-digit
 * year is read as 20yy first, since zero-padding "27" would make the year 0027), CVV right-padded with zeros to 3.
 */
export const CARD_SEND_FORMAT = {
  cardNumber: (value: string) => digitsOnly(value),
  expirationMonth: (value: string) => value.padStart(2, '0'),
  expirationYear: (value: string) => String(fullExpirationYear(value)).padStart(4, '0'),
  verificationCode: (value: string) => value.padEnd(3, '0'),
} as const;

/**
 * What the form sends, after validating it: card spaces removed, month left-padded with zeros to 2, year to 4
 * (a two-digit year is read as 20yy first, since zero-padding "27" would make the year 0027), CVV right-padded
 * with zeros to 3, zip cleared for a non-US address, and the display name from the last 4 digits.
 */
export function normalizePayment(form: PaymentFormInput, now: Date): Result<PaymentMethodPayload, 'invalid-payment-method'> {
  const check = validatePaymentForm(form, now);
  const firstError = Object.values(check.errors)[0];
  if (firstError) return fail('invalid-payment-method', firstError);
  const common = {
    nameOnCard: `${text(form.firstName)} ${text(form.lastName)}`,
    zipCode: form.nonUsBillingAddress ? '' : text(form.zipCode),
  };
  if (form.paymentTypeID === PAYMENT_TYPES.ECHECK) {
    const bankName = text(form.bankName);
    const accountNumber = digitsOnly(form.accountNumber);
    return ok({
      ...common,
      paymentTypeID: PAYMENT_TYPES.ECHECK,
      name: paymentMethodName(bankName, accountNumber),
      bankName,
      routingNumber: digitsOnly(form.routingNumber),
      accountNumber,
      accountType: form.accountType as AccountType,
    });
  }
  const cardNumber = CARD_SEND_FORMAT.cardNumber(text(form.cardNumber));
  const cardType = check.cardBrand as CardBrand;
  return ok({
    ...common,
    paymentTypeID: PAYMENT_TYPES.CARD,
    name: paymentMethodName(cardType, cardNumber),
    cardNumber,
    cardType,
    expirationMonth: CARD_SEND_FORMAT.expirationMonth(text(form.expirationMonth)),
    expirationYear: CARD_SEND_FORMAT.expirationYear(text(form.expirationYear)),
    verificationCode: CARD_SEND_FORMAT.verificationCode(text(form.verificationCode)),
  });
}
