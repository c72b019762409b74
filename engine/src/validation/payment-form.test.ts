import { describe, expect, it } from 'vitest';
import { CARD_SEND_FORMAT, normalizePayment, paymentFieldsOf, setNonUsBillingAddress, validatePaymentField, validatePaymentForm, type PaymentField, type PaymentFormInput } from './payment-form.js';

const now = new Date('2026-11-25T12:00:00Z');
const card = (over: Partial<PaymentFormInput> = {}): PaymentFormInput => ({
  paymentTypeID: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expirationMonth: '4',
  expirationYear: '2028',
  verificationCode: '123',
  zipCode: '37203',
  nonUsBillingAddress: false,
  ...over,
});
const echeck = (over: Partial<PaymentFormInput> = {}): PaymentFormInput => ({
  paymentTypeID: 2,
  firstName: 'Ada',
  lastName: 'Lovelace',
  bankName: 'First Tennessee',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 1,
  zipCode: '10001',
  ...over,
});

describe('payment form fields (purchase spec §5)', () => {
  it.each<[string, PaymentFormInput, PaymentField[]]>([
    ['a card needs names, number, month, year, CVV and zip', card(), ['firstName', 'lastName', 'cardNumber', 'expirationMonth', 'expirationYear', 'verificationCode', 'zipCode']],
    ['an e-check needs names, bank, routing, account, type and zip', echeck(), ['firstName', 'lastName', 'bankName', 'routingNumber', 'accountNumber', 'accountType', 'zipCode']],
    ['a non-US address needs no zip', card({ nonUsBillingAddress: true }), ['firstName', 'lastName', 'cardNumber', 'expirationMonth', 'expirationYear', 'verificationCode']],
  ])('%s', (_, form, fields) => {
    expect(paymentFieldsOf(form)).toEqual(fields);
  });

  it('the Non-US Billing Address checkbox clears the zip, and unchecking it leaves the zip empty to fill', () => {
    const nonUs = setNonUsBillingAddress(card(), true);
    expect(nonUs).toMatchObject({ nonUsBillingAddress: true, zipCode: '' });
    expect(setNonUsBillingAddress(nonUs, false)).toMatchObject({ nonUsBillingAddress: false, zipCode: '' });
  });
});

describe('payment field messages on blur (purchase spec §5)', () => {
  it.each<[string, PaymentFormInput, PaymentField, string | undefined]>([
    ['first name is required', card({ firstName: ' ' }), 'firstName', 'Please enter First Name'],
    ['last name is required', card({ lastName: '' }), 'lastName', 'Please enter Last Name'],
    ['card number is required', card({ cardNumber: '' }), 'cardNumber', 'Please enter Card Number'],
    ['a card number failing Luhn is invalid', card({ cardNumber: '4242 4242 4242 4241' }), 'cardNumber', 'Please enter a valid Card Number'],
    ['a brand not taken is named', card({ cardNumber: '36227206271667' }), 'cardNumber', 'We accept Amex, Discover, JCB, MasterCard and Visa'],
    ['a good card number passes', card(), 'cardNumber', undefined],
    ['month is required', card({ expirationMonth: '' }), 'expirationMonth', 'Please enter Expiration Month'],
    ['month is numeric', card({ expirationMonth: 'ap' }), 'expirationMonth', 'Please enter numeric Expiration Month'],
    ['month 13 is invalid', card({ expirationMonth: '13' }), 'expirationMonth', 'Please enter a valid Expiration Month'],
    ['year is required', card({ expirationYear: '' }), 'expirationYear', 'Please enter Expiration Year'],
    ['year is numeric', card({ expirationYear: '20x8' }), 'expirationYear', 'Please enter numeric Expiration Year'],
    ['a past month of this year has expired', card({ expirationMonth: '10', expirationYear: '2026' }), 'expirationYear', 'This card has expired'],
    ['CVV is required', card({ verificationCode: '' }), 'verificationCode', 'Please enter CVV'],
    ['CVV is numeric', card({ verificationCode: '12a' }), 'verificationCode', 'Please enter numeric CVV'],
    ['a Visa CVV has 3 digits', card({ verificationCode: '1234' }), 'verificationCode', 'The Visa security code is 3 digits'],
    ['an Amex CVV has 4 digits', card({ cardNumber: '378282246310005', verificationCode: '123' }), 'verificationCode', 'The Amex security code is 4 digits'],
    ['an Amex CVV of 4 digits passes', card({ cardNumber: '378282246310005', verificationCode: '1234' }), 'verificationCode', undefined],
    ['bank name is required', echeck({ bankName: '' }), 'bankName', 'Please enter Bank Name'],
    ['routing number is required', echeck({ routingNumber: '' }), 'routingNumber', 'Please enter Routing Number'],
    ['routing number is numeric', echeck({ routingNumber: '02100002A' }), 'routingNumber', 'Please enter numeric Routing Number'],
    ['a routing number failing the ABA checksum is invalid', echeck({ routingNumber: '021000022' }), 'routingNumber', 'Please enter a valid Routing Number'],
    ['account number is required', echeck({ accountNumber: '' }), 'accountNumber', 'Please enter Account Number'],
    ['account number is numeric', echeck({ accountNumber: '12-34' }), 'accountNumber', 'Please enter numeric Account Number'],
    ['account type is checking or savings', echeck({ accountType: 3 }), 'accountType', 'Please choose checking or savings'],
    ['zip is required for a US address', card({ zipCode: '' }), 'zipCode', 'Please enter Zip Code'],
    ['zip is numeric', card({ zipCode: '3720A' }), 'zipCode', 'Please enter numeric Zip Code'],
    ['zip has 5 digits', card({ zipCode: '3720' }), 'zipCode', 'Please enter a valid Zip Code'],
    ['zip is not checked for a non-US address', card({ zipCode: '', nonUsBillingAddress: true }), 'zipCode', undefined],
    ['card fields are not checked on an e-check', echeck(), 'cardNumber', undefined],
  ])('%s', (_, form, field, message) => {
    expect(validatePaymentField(form, field, now)).toBe(message);
  });
});

describe('whole-form validation before submit (purchase spec §5)', () => {
  it.each<[string, PaymentFormInput, string | null]>([
    ['a complete Visa card', card(), 'Visa'],
    ['a complete Amex card', card({ cardNumber: '3782 822463 10005', verificationCode: '1234' }), 'Amex'],
    ['a complete e-check', echeck(), null],
    ['a card with a non-US address and no zip', card({ nonUsBillingAddress: true, zipCode: '' }), 'Visa'],
  ])('accepts %s', (_, form, brand) => {
    expect(validatePaymentForm(form, now)).toEqual({ valid: true, errors: {}, cardBrand: brand });
  });

  it('reports every failing field at once', () => {
    const check = validatePaymentForm(card({ firstName: '', cardNumber: '4242', expirationMonth: '13', zipCode: '1' }), now);
    expect(check.valid).toBe(false);
    expect(Object.keys(check.errors)).toEqual(['firstName', 'cardNumber', 'expirationMonth', 'zipCode']);
    expect(check.cardBrand).toBeNull();
  });
});

describe('what the form sends (purchase spec §5)', () => {
  it.each<[string, Partial<PaymentFormInput>, Record<string, unknown>]>([
    ['card spaces are removed', { cardNumber: '4242 4242 4242 4242' }, { cardNumber: '4242424242424242' }],
    ['the month is left-padded to 2', { expirationMonth: '4' }, { expirationMonth: '04' }],
    ['a two-digit month stays', { expirationMonth: '12' }, { expirationMonth: '12' }],
    ['a four-digit year stays', { expirationYear: '2028' }, { expirationYear: '2028' }],
    ['a two-digit year becomes 20yy, not 00yy', { expirationYear: '28' }, { expirationYear: '2028' }],
    ['numbers are sent as text', { expirationMonth: 4, expirationYear: 2028, verificationCode: 123 }, { expirationMonth: '04', expirationYear: '2028', verificationCode: '123' }],
    ['the brand is the card type', { cardNumber: '5555 5555 5555 4444' }, { cardType: 'MasterCard', name: 'MasterCard ending in 4444' }],
    ['the display name uses the last 4 digits', {}, { name: 'Visa ending in 4242', nameOnCard: 'Ada Lovelace' }],
    ['a non-US address sends no zip', { nonUsBillingAddress: true, zipCode: '37203' }, { zipCode: '' }],
  ])('%s', (_, over, sent) => {
    const r = normalizePayment(card(over), now);
    expect(r.ok && r.value).toMatchObject({ paymentTypeID: 1, ...sent });
  });

  it.each<[keyof typeof CARD_SEND_FORMAT, string, string]>([
    ['cardNumber', '4242 4242-4242 4242', '4242424242424242'],
    ['expirationMonth', '1', '01'],
    ['expirationMonth', '11', '11'],
    ['expirationYear', '2030', '2030'],
    ['expirationYear', '30', '2030'],
    ['verificationCode', '12', '120'],
    ['verificationCode', '123', '123'],
    ['verificationCode', '1234', '1234'],
  ])('formats %s %j as %j to send', (field, typed, sent) => {
    expect(CARD_SEND_FORMAT[field](typed)).toBe(sent);
  });

  it('sends an e-check with digits only and the bank and last 4 as its name', () => {
    const r = normalizePayment(echeck({ bankName: ' First Tennessee ' }), now);
    expect(r.ok && r.value).toEqual({
      paymentTypeID: 2,
      name: 'First Tennessee ending in 6789',
      nameOnCard: 'Ada Lovelace',
      bankName: 'First Tennessee',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 1,
      zipCode: '10001',
    });
  });

  it('sends nothing from an invalid form, naming the first problem', () => {
    const r = normalizePayment(card({ cardNumber: '4242 4242 4242 4241' }), now);
    expect(r).toEqual({ ok: false, error: { code: 'invalid-payment-method', message: 'Please enter a valid Card Number' } });
  });
});
