import { describe, expect, it } from 'vitest';
import { VALIDATION, invalidValueMessage, numericValueMessage, requiredValueMessage, validateField } from './messages.js';

describe('generic validation messages', () => {
  it("reads 'Please enter a valid {label}', 'Please enter numeric {label}' and 'Please enter {label}'", () => {
    expect(invalidValueMessage('email')).toBe('Please enter a valid email');
    expect(numericValueMessage('Columns')).toBe('Please enter numeric Columns');
    expect(requiredValueMessage('Running Head')).toBe('Please enter Running Head');
  });
});

describe('the Validation enumeration', () => {
  it('keeps the spec codes NONE 0 ... DATE 6', () => {
    expect(VALIDATION).toEqual({
      NONE: 0,
      EMAIL: 1,
      EMAIL_REQUIRED: 2,
      NUMERIC: 3,
      NUMERIC_REQUIRED: 4,
      REQUIRED: 5,
      DATE: 6,
    });
  });
});

describe('validateField', () => {
  it('passes anything with NONE', () => {
    expect(validateField('', VALIDATION.NONE, 'note')).toBeUndefined();
    expect(validateField('whatever', VALIDATION.NONE, 'note')).toBeUndefined();
  });

  it('checks a present email and lets a blank optional one pass', () => {
    expect(validateField('', VALIDATION.EMAIL, 'email')).toBeUndefined();
    expect(validateField(' a@example.com ', VALIDATION.EMAIL, 'email')).toBeUndefined();
    expect(validateField('a@', VALIDATION.EMAIL, 'email')).toBe('Please enter a valid email');
  });

  it('requires a required email and then checks it', () => {
    expect(validateField('  ', VALIDATION.EMAIL_REQUIRED, 'email')).toBe('Please enter email');
    expect(validateField('nope', VALIDATION.EMAIL_REQUIRED, 'email')).toBe('Please enter a valid email');
    expect(validateField('a@example.com', VALIDATION.EMAIL_REQUIRED, 'email')).toBeUndefined();
  });

  it('accepts digits only for numeric fields', () => {
    expect(validateField('123456', VALIDATION.NUMERIC, 'verification code')).toBeUndefined();
    expect(validateField('12a', VALIDATION.NUMERIC, 'verification code')).toBe('Please enter numeric verification code');
    expect(validateField('1.5', VALIDATION.NUMERIC, 'rows')).toBe('Please enter numeric rows');
    expect(validateField('', VALIDATION.NUMERIC, 'rows')).toBeUndefined();
  });

  it('requires a numeric-required field and then checks it', () => {
    expect(validateField('', VALIDATION.NUMERIC_REQUIRED, 'Columns')).toBe('Please enter Columns');
    expect(validateField('-2', VALIDATION.NUMERIC_REQUIRED, 'Columns')).toBe('Please enter numeric Columns');
    expect(validateField('4', VALIDATION.NUMERIC_REQUIRED, 'Columns')).toBeUndefined();
  });

  it('requires a required field, counting whitespace as blank', () => {
    expect(validateField('   ', VALIDATION.REQUIRED, 'Title')).toBe('Please enter Title');
    expect(validateField(undefined, VALIDATION.REQUIRED, 'Title')).toBe('Please enter Title');
    expect(validateField('My paper', VALIDATION.REQUIRED, 'Title')).toBeUndefined();
  });

  it('checks a date typed as mm/dd/yyyy or yyyy-mm-dd', () => {
    expect(validateField('05/03/2020', VALIDATION.DATE, 'due date')).toBeUndefined();
    expect(validateField('2020-05-03', VALIDATION.DATE, 'due date')).toBeUndefined();
    expect(validateField('02/30/2020', VALIDATION.DATE, 'due date')).toBe('Please enter a valid due date');
    expect(validateField('13/01/2020', VALIDATION.DATE, 'due date')).toBe('Please enter a valid due date');
    expect(validateField('soon', VALIDATION.DATE, 'due date')).toBe('Please enter a valid due date');
    expect(validateField('', VALIDATION.DATE, 'due date')).toBeUndefined();
  });

  it('checks nothing for a validation code the spec does not define', () => {
    expect(validateField('', 99 as never, 'x')).toBeUndefined();
  });
});
