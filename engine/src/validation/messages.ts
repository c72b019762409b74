/** The generic field-validation messages and the spec's Validation enumeration (word-addin §3, §5). */
import { isValidEmail } from './email.js';
import { validateDatePicker } from './date-picker.js';

/** "Please enter a valid {label}": the value is there but malformed. */
export function invalidValueMessage(label: string): string {
  return `Please enter a valid ${label}`;
}

/** "Please enter numeric {label}": the value has something other than digits. */
export function numericValueMessage(label: string): string {
  return `Please enter numeric ${label}`;
}

/** "Please enter {label}": a required value is missing. */
export function requiredValueMessage(label: string): string {
  return `Please enter ${label}`;
}

/** The spec's Validation enumeration: which check a form field runs on blur and on submit. */
export const VALIDATION = {
  NONE: 0,
  EMAIL: 1,
  EMAIL_REQUIRED: 2,
  NUMERIC: 3,
  NUMERIC_REQUIRED: 4,
  REQUIRED: 5,
  DATE: 6,
} as const;

/** A Validation code. */
export type Validation = (typeof VALIDATION)[keyof typeof VALIDATION];

/** What each validation checks: whether the value is required, and how a present value must look. */
const VALIDATION_RULES: Readonly<Record<Validation, { required: boolean; check?: 'email' | 'numeric' | 'date' }>> = {
  [VALIDATION.NONE]: { required: false },
  [VALIDATION.EMAIL]: { required: false, check: 'email' },
  [VALIDATION.EMAIL_REQUIRED]: { required: true, check: 'email' },
  [VALIDATION.NUMERIC]: { required: false, check: 'numeric' },
  [VALIDATION.NUMERIC_REQUIRED]: { required: true, check: 'numeric' },
  [VALIDATION.REQUIRED]: { required: true },
  [VALIDATION.DATE]: { required: false, check: 'date' },
};

// Dates typed as text: mm/dd/yyyy (the picker's own output) or ISO yyyy-mm-dd.
function isValidDateText(text: string): boolean {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{1,5})$/.exec(text);
  const iso = /^(\d{4,5})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const parts = us ? { month: us[1], day: us[2], year: us[3] } : iso ? { year: iso[1], month: iso[2], day: iso[3] } : undefined;
  if (!parts) return false;
  const checked = validateDatePicker(parts, { requireFullDate: true });
  return checked.ok;
}

const CHECKS = {
  email: (text: string) => (isValidEmail(text) ? undefined : invalidValueMessage),
  numeric: (text: string) => (/^\d+$/.test(text) ? undefined : numericValueMessage),
  date: (text: string) => (isValidDateText(text) ? undefined : invalidValueMessage),
} as const;

/**
 * The message for a field's value, or undefined when it passes. The value is trimmed first; an optional field
 * left blank passes. A validation code the spec does not define checks nothing, like NONE.
 */
export function validateField(value: string | null | undefined, validation: Validation, label: string): string | undefined {
  const rule = Object.hasOwn(VALIDATION_RULES, validation) ? VALIDATION_RULES[validation] : VALIDATION_RULES[VALIDATION.NONE];
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return rule.required ? requiredValueMessage(label) : undefined;
  const message = rule.check ? CHECKS[rule.check](text) : undefined;
  return message?.(label);
}

/** word-addin §8: the login failure, the same for an unknown address, a wrong password and a locked account. */
export const LOGIN_FAILED = 'The email or password provided is incorrect';

/** word-addin §2.5, §9: the 'Having trouble logging in?' help shows after this many failed attempts. */
export const LOGIN_HELP_AFTER = 3;

/** The help block shown then (word-addin §2.5), wherever the reader logs in: its title, and its text around the reset link. */
export const LOGIN_HELP = {
  title: 'Having trouble logging in?',
  before: 'Check that Caps Lock is off and that you use the email you signed up with. You can ',
  link: 'reset your password',
  after: ', or contact our Customer Support Team, available every day until 10 pm Central.',
} as const;
