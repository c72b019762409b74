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

/** Where a CSL variable's value came from in the source: the format's field (BibTeX field, RIS tag, legacy rule) and line. */
export interface SourceField {
  field: string;
  line?: number;
}

/**
 * Puts `cslToReference`'s warnings, named by CSL variable or Ibid field, on the source field and line the
 * value came from; a warning with no source points at the entry's `line`.
 */
export function placeWarnings(warnings: ImportWarning[], sources: ReadonlyMap<string, SourceField> | undefined, line?: number): ImportWarning[] {
  for (const w of warnings) {
    const source = w.field ? sources?.get(w.field) : undefined;
    if (source) w.field = source.field;
    const at = source?.line ?? line;
    if (at !== undefined) w.line = at;
  }
  return warnings;
}

