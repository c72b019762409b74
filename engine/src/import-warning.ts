/** What an import could not keep or had to guess, per entry and field, so nothing is dropped silently. */
export interface ImportWarning {
  /** Stable code: 'field-skipped', 'field-invalid', 'type-guessed', 'entry-skipped', ... */
  code: string;
  message: string;
  /** The entry's key or index in the source. */
  entry?: string;
  field?: string;
  /** 1-based line in the source text, where the format has lines. */
  line?: number;
}
