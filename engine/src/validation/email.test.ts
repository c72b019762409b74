import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email.js';

describe('isValidEmail', () => {
  it.each([
    'student@example.edu',
    'first.last@mail.example.co.uk',
    'name+tag@example.com',
    "o'brien@example.ie",
    'UPPER@EXAMPLE.COM',
    'a@b.io',
    'x@sub-domain.example.org',
    'user@example.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'student.example.edu'],
    ['two @', 'a@b@example.com'],
    ['nothing before @', '@example.com'],
    ['nothing after @', 'student@'],
    ['no dot in the domain', 'student@localhost'],
    ['a one-letter top-level domain', 'student@example.c'],
    ['a numeric top-level domain', 'student@example.123'],
    ['a space inside', 'stu dent@example.com'],
    ['surrounding spaces', ' student@example.com '],
    ['a leading dot', '.student@example.com'],
    ['a trailing dot before @', 'student.@example.com'],
    ['doubled dots', 'stu..dent@example.com'],
    ['an empty domain label', 'student@example..com'],
    ['a label starting with a hyphen', 'student@-example.com'],
    ['a label ending with a hyphen', 'student@example-.com'],
    ['an underscore in the domain', 'student@exa_mple.com'],
    ['a comma', 'student,other@example.com'],
    ['an empty string', ''],
  ])('rejects an address with %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects a local part longer than 64 characters and an address longer than 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(60);
    expect(isValidEmail(`a@${[label, label, label].join('.')}.com`)).toBe(true);
    expect(isValidEmail(`a@${[label, label, label, label, label].join('.')}.com`)).toBe(false);
  });

  it('answers false, not a crash, for a value that is not a string', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(42 as unknown as string)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Student@Example.EDU ')).toBe('student@example.edu');
  });

  it('gives an empty string for a missing value', () => {
    expect(normalizeEmail(undefined)).toBe('');
  });
});
