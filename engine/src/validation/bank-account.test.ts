import { describe, expect, it } from 'vitest';
import { isAccountType, isValidAccountNumber, isValidRoutingNumber } from './bank-account.js';

describe('e-check routing number: nine digits with the ABA checksum (purchase spec §5)', () => {
  it.each<[string, boolean]>([
    ['011000015', true],
    ['021000021', true],
    ['111000025', true],
    ['122105155', true],
    ['026009593', true],
    ['021000022', false],
    ['123456789', false],
    ['02100002', false],
    ['0210000210', false],
    ['02100002a', false],
    ['', false],
  ])('%j passes: %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });
});

describe('e-check account number and type (purchase spec §3, §5)', () => {
  it.each<[string, boolean]>([
    ['1234', true],
    ['000123456789', true],
    ['12345678901234567', true],
    ['123', false],
    ['123456789012345678', false],
    ['1234-5678', false],
    ['', false],
  ])('account number %j is accepted: %s', (account, valid) => {
    expect(isValidAccountNumber(account)).toBe(valid);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
    ['1', false],
  ])('account type %j is checking or savings: %s', (type, valid) => {
    expect(isAccountType(type)).toBe(valid);
  });
});
