/**
 * Titles as a reference keeps them: in sentence case, CSL's convention, from which MLA and Turabian make title case
 * (APA 6.17 prints titles of works in sentence case). Imports, lookups and captures often bring Title Case; it is
 * converted here, and the source's title kept beside it (`titleAsImported`) so the writer can put it back in one
 * click, and so the library can ask to check the change until the reference is saved. A work's title also gets
 * the italics of the scientific names its metadata lost. Periodicals' names, case names, posts' own words and
 * titles not in English (by the record's language, else by the title's own words) stay as they came.
 */
import { typeKind, isType } from '../catalogue/type-kinds.js';
import type { Reference } from '../model/reference.js';
import type { ReferenceData } from '../model/reference-data.js';
import { isEnglish } from '../format/language.js';
import { italicScientificNames } from '../format/scientific-names.js';
import { toSentenceCase } from '../format/sentence-case.js';
import { titleLanguage } from '../format/title-language.js';

/** A book's or proceedings' title is a work's title; a journal's, a site's or a series' name is not. */
const WORK_CONTAINERS = new Set(['book', 'proceedings']);

/**
 * A proceedings title that names its meeting ("Proceedings of the 2021 International Conference on Management of
 * Data") holds a proper noun, the meeting's name, which sentence case keeps (APA 6.14); it is kept as it came.
 */
const NAMES_A_MEETING = /\b(?:conference|symposium|workshop|congress|colloquium|convention|meeting|summit)s?\b/i;

function converted(title: string | undefined, isWorkTitle = false): string | undefined {
  if (!title) return undefined;
  const sentence = toSentenceCase(isWorkTitle ? italicScientificNames(title) : title);
  return sentence && sentence !== title ? sentence : undefined;
}

/** The titles put in sentence case on the way in, each with the field that keeps it as it came. */
const KEPT_AS_IMPORTED = {
  title: 'titleAsImported',
  containerTitle: 'containerTitleAsImported',
  reviewedTitle: 'reviewedTitleAsImported',
} as const satisfies Partial<Record<keyof ReferenceData, keyof ReferenceData>>;
const CONVERTED = Object.keys(KEPT_AS_IMPORTED) as (keyof typeof KEPT_AS_IMPORTED)[];

/** The reference with its titles in sentence case, the originals kept; the same reference when nothing changes. */
export function withSentenceCaseTitles(ref: Reference): Reference {
  const { data } = ref;
  // A title a record gives no language for is read for one: a German title is no English title to recase.
  const language = !data.language && data.title ? titleLanguage(data.title) : undefined;
  if (language) return { ...ref, data: { ...data, language } };
  const kind = typeKind(ref.referenceTypeID);
  // A case's or a statute's name is no title to recase; a patent's title is (APA 11.8: "Using metaphors to present concepts").
  const legalName = kind.kind === 'legal' && !isType(ref.referenceTypeID, 'patent');
  if (!isEnglish(data) || legalName || isType(ref.referenceTypeID, 'social-media-post', 'online-comment')) return ref;
  const convertsContainer = WORK_CONTAINERS.has(kind.container) && !(kind.container === 'proceedings' && NAMES_A_MEETING.test(data.containerTitle ?? ''));
  // A reviewed work's title is a work's title too (APA 10.7: "[Review of the book The Roman amphitheatre: …]").
  const sentenceCase = { title: converted(data.title, true), containerTitle: convertsContainer ? converted(data.containerTitle) : undefined, reviewedTitle: converted(data.reviewedTitle, true) };
  const changed = CONVERTED.filter((name) => sentenceCase[name] !== undefined);
  if (changed.length === 0) return ref;
  const next: ReferenceData = { ...data };
  for (const name of changed) Object.assign(next, { [name]: sentenceCase[name], [KEPT_AS_IMPORTED[name]]: data[name] });
  return { ...ref, data: next };
}

/** The first title kept as it came in, which the library shows beside the converted one. */
export const titleAsImported = (data: ReferenceData): string | undefined => CONVERTED.map((name) => data[KEPT_AS_IMPORTED[name]]).find(Boolean);

/** Whether the reference's titles were changed on the way in and not yet checked (saved) by the writer. */
export const hasImportedTitleCase = (ref: { data: ReferenceData }): boolean => titleAsImported(ref.data) !== undefined;

/** The data with its titles as they came in: the writer's one-click undo of the conversion. */
export function importedTitles(data: ReferenceData): ReferenceData {
  const next = titlesChecked(data);
  for (const name of CONVERTED) if (data[KEPT_AS_IMPORTED[name]]) next[name] = data[KEPT_AS_IMPORTED[name]];
  return next;
}

/** The data as the writer checked it: the kept originals dropped (saving the reference does this). */
export function titlesChecked(data: ReferenceData): ReferenceData {
  const next = { ...data };
  for (const name of CONVERTED) delete next[KEPT_AS_IMPORTED[name]];
  return next;
}
