/**
 * A form's state as the spec describes it (word-addin §4-5): values, dirty and valid flags, and one message per
 * field, checked on blur per field and on submit for the whole form with the engine's validation rules.
 */
import { validateField, type Validation } from '@ibid/engine/validation';
import { useCallback, useState } from 'react';

export interface FieldRule {
  /** The label used in messages ('Please enter a valid {label}'). */
  label: string;
  validation: Validation;
  /** An extra check after the generic one; returns a message or undefined. */
  check?: (value: string, values: Record<string, string>) => string | undefined;
}

export type FormRules<K extends string> = Record<K, FieldRule>;

export interface FormState<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  dirty: boolean;
  valid: boolean;
  set: (name: K, value: string) => void;
  /** Validates one field (on blur). */
  touch: (name: K) => void;
  /** Validates every field; true when the form may be sent. */
  validateAll: () => boolean;
  /** Shows a message from the api against a field. */
  setError: (name: K, message: string | undefined) => void;
  /** Starts over from new values (a saved form is clean again). */
  reset: (values?: Partial<Record<K, string>>) => void;
  /** Props for a field component: value, message, change and blur handlers. */
  field: (name: K) => { name: K; value: string; error: string | undefined; onChange: (value: string) => void; onBlur: () => void };
}

export function checkField(rule: FieldRule, value: string, values: Record<string, string>): string | undefined {
  return validateField(value, rule.validation, rule.label) ?? (value.trim() ? rule.check?.(value, values) : undefined);
}

export function useForm<K extends string>(rules: FormRules<K>, initial: Partial<Record<K, string>> = {}): FormState<K> {
  const names = Object.keys(rules) as K[];
  const [start] = useState(() => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>);
  const [baseline, setBaseline] = useState(start);
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const set = useCallback((name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    // A corrected field loses its message as soon as it passes.
    setErrors((prev) => (prev[name] && !checkField(rules[name], value, { ...values, [name]: value }) ? { ...prev, [name]: undefined } : prev));
  }, [rules, values]);

  const touch = useCallback((name: K) => setErrors((prev) => ({ ...prev, [name]: checkField(rules[name], values[name], values) })), [rules, values]);

  const validateAll = useCallback(() => {
    const next = Object.fromEntries(names.map((n) => [n, checkField(rules[n], values[n], values)])) as Partial<Record<K, string>>;
    setErrors(next);
    return Object.values(next).every((m) => !m);
  }, [names, rules, values]);

  const valid = names.every((n) => !checkField(rules[n], values[n], values));
  const dirty = names.some((n) => values[n] !== baseline[n]);

  return {
    values,
    errors,
    dirty,
    valid,
    set,
    touch,
    validateAll,
    setError: (name, message) => setErrors((prev) => ({ ...prev, [name]: message })),
    reset: (next) => {
      const fresh = Object.fromEntries(names.map((n) => [n, next?.[n] ?? values[n]])) as Record<K, string>;
      setBaseline(fresh);
      setValues(fresh);
      setErrors({});
    },
    field: (name) => ({ name, value: values[name], error: errors[name], onChange: (v) => set(name, v), onBlur: () => touch(name) }),
  };
}
