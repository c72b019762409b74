/**
 * The popup's rules over the reference being corrected: the form's own label for a field, what a lookup fills in,
 * and whether edits after saving differ from the saved reference (the likely types of a page are the engine's,
 * `likelyPageTypes` in @ibid/engine/metadata).
 */
import { cleanReferenceData, getReferenceType, WEBPAGE_TYPE_ID } from '@ibid/engine';

export interface Draft {
  referenceTypeID: number;
  data: Record<string, unknown>;
}

/** The label the form shows for a field of the type ("Newspaper name"), or undefined when the type has no such field. */
export function fieldLabel(referenceTypeID: number, name: string): string | undefined {
  const type = getReferenceType(referenceTypeID);
  return type.ok ? type.value.fields.find((f) => f.name === name)?.label : undefined;
}

/**
 * A page's confidence per field, for the fields the type's form shows, in the form's order and with its labels; a
 * field the reader or a lookup has changed since is no longer the page's to be sure of.
 */
export function ratedFields(
  referenceTypeID: number,
  confidence: Record<string, number>,
  data: Record<string, unknown>,
  pageData: Record<string, unknown>,
): { name: string; label: string; value: number }[] {
  const type = getReferenceType(referenceTypeID);
  if (!type.ok) return [];
  const asThePageGave = (name: string) => JSON.stringify(data[name]) === JSON.stringify(pageData[name]);
  return type.value.fields.flatMap((f) => (confidence[f.name] === undefined || !asThePageGave(f.name) ? [] : [{ name: f.name, label: f.label, value: confidence[f.name]! }]));
}

/**
 * A lookup's answer fills the fields the draft leaves empty; what the reader or the page gave stays. The type stays
 * the reader's unless it is the Webpage fallback, which the lookup's type (a DOI's journal article) replaces.
 */
export function fillFromLookup(draft: Draft, found: Draft): { draft: Draft; filled: string[] } {
  const referenceTypeID = draft.referenceTypeID === WEBPAGE_TYPE_ID ? found.referenceTypeID : draft.referenceTypeID;
  const type = getReferenceType(referenceTypeID);
  if (!type.ok) return { draft, filled: [] };
  const present = cleanReferenceData(draft.data);
  const offered = cleanReferenceData(found.data);
  const names = new Set<string>(type.value.fields.map((f) => f.name));
  const data = Object.fromEntries(Object.entries(draft.data).filter(([name]) => referenceTypeID === draft.referenceTypeID || names.has(name)));
  const filled: string[] = [];
  for (const field of type.value.fields) {
    if (present[field.name] !== undefined || offered[field.name] === undefined) continue;
    data[field.name] = found.data[field.name];
    // A title the lookup put in sentence case comes with the source's own, kept for the reader to check.
    const imported = `${field.name}AsImported`;
    if (found.data[imported] !== undefined) data[imported] = found.data[imported];
    filled.push(field.name);
  }
  return { draft: { referenceTypeID, data }, filled };
}

/** The data as the api stores it (cleaned), in one order whatever order the fields were filled in. */
const comparable = (data: Record<string, unknown>) => JSON.stringify(Object.entries(cleanReferenceData(data)).sort(([a], [b]) => (a < b ? -1 : 1)));

/** Whether the draft says something the reference as saved (the draft that was sent) does not. */
export function differsFromSaved(draft: Draft, saved: Draft): boolean {
  return draft.referenceTypeID !== saved.referenceTypeID || comparable(draft.data) !== comparable(saved.data);
}

/** "Title", "Title and Journal name", "Title, Volume and Journal name". */
export function listed(labels: readonly string[]): string {
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** What the notice says of the required fields left empty. */
export const missingTitle = (labels: readonly string[]) => `${listed(labels)} ${labels.length === 1 ? 'is' : 'are'} empty`;
