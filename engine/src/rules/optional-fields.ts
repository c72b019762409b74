/** The wire convention for a reference's optional fields: absent on create when blank, the word "empty" on update (reference-library §5). */
import { cleanTags } from './tags.js';

/** The word an update sends for an optional field the user emptied; a missing field means "leave it unchanged". */
export const EMPTY = 'empty';

/** The optional fields the convention covers. */
export const OPTIONAL_FIELDS = ['nickname', 'note', 'tags'] as const;
/** The name of an optional field. */
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A field for a create call: the trimmed text, or undefined so that a blank field is not sent. */
export function optionalOnCreate(value: string | null | undefined): string | undefined {
  return trimmed(value) || undefined;
}

/** A field for an update call: the trimmed text, or `EMPTY` so that the server clears it. */
export function optionalOnUpdate(value: string | null | undefined): string {
  return trimmed(value) || EMPTY;
}

/**
 * Server side of an update: undefined leaves the stored value unchanged, `EMPTY` clears it to '',
 * anything else is the new trimmed value. A blank value also clears: a client that sent the field meant to set it.
 * The convention cannot tell the word "empty" typed as a note from a cleared note; that is the spec's protocol.
 */
export function readOptionalUpdate(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = trimmed(value);
  return text === EMPTY ? '' : text;
}

/** The optional fields as a form holds them; any may be missing. */
export type OptionalFields = Partial<Record<OptionalField, string | null>>;

/** The optional fields of a create call with blank ones left out; tags are cleaned first. */
export function optionalFieldsForCreate(fields: OptionalFields): Partial<Record<OptionalField, string>> {
  const out: Partial<Record<OptionalField, string>> = {};
  for (const name of OPTIONAL_FIELDS) {
    const value = optionalOnCreate(name === 'tags' ? cleanTags(fields[name]) : fields[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** All optional fields of an update call, blank ones as `EMPTY`; tags are cleaned first. */
export function optionalFieldsForUpdate(fields: OptionalFields): Record<OptionalField, string> {
  return {
    nickname: optionalOnUpdate(fields.nickname),
    note: optionalOnUpdate(fields.note),
    tags: optionalOnUpdate(cleanTags(fields.tags)),
  };
}
