/**
 * Titles as a reference keeps them: in sentence case, CSL's convention, from which MLA and Turabian make title case
 * (APA 6.17 prints titles of works in sentence case). Imports, lookups and captures often bring Title Case; it is
 * converted here, and the source's title kept beside it (`titleAsImported`) so the writer can put it back in one
 * click, and so the library can ask to check the change until the reference is saved. A work's title also gets
 * the italics of the scientific names its metadata lost. Periodicals' names, case names, posts' own words and
 * titles not in English stay as they came.
 */
import { typeKind, isType } from '../catalogue/type-kinds.js';
import type { Reference } from '../model/reference.js';
import type { ReferenceData } from '../model/reference-data.js';
import { isEnglish } from '../format/language.js';
import { italicScientificNames } from '../format/scientific-names.js';
import { toSentenceCase } from '../format/sentence-case.js';

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

/** The reference with its titles in sentence case, the originals kept; the same reference when nothing changes. */
export function withSentenceCaseTitles(ref: Reference): Reference {
  const { data } = ref;
  const kind = typeKind(ref.referenceTypeID);
  if (!isEnglish(data) || kind.kind === 'legal' || isType(ref.referenceTypeID, 'social-media-post', 'online-comment')) return ref;
  const title = converted(data.title, true);
  const containerTitle =
    WORK_CONTAINERS.has(kind.container) && !(kind.container === 'proceedings' && NAMES_A_MEETING.test(data.containerTitle ?? ''))
      ? converted(data.containerTitle)
      : undefined;
  if (!title && !containerTitle) return ref;
  const next: ReferenceData = { ...data };
  if (title) Object.assign(next, { title, titleAsImported: data.title });
  if (containerTitle) Object.assign(next, { containerTitle, containerTitleAsImported: data.containerTitle });
  return { ...ref, data: next };
}

/** Whether the reference's titles were changed on the way in and not yet checked (saved) by the writer. */
export const hasImportedTitleCase = (ref: { data: { titleAsImported?: unknown; containerTitleAsImported?: unknown } }): boolean =>
  !!(ref.data.titleAsImported || ref.data.containerTitleAsImported);

/** The data with its titles as they came in: the writer's one-click undo of the conversion. */
export function importedTitles(data: ReferenceData): ReferenceData {
  const { titleAsImported, containerTitleAsImported, ...rest } = data;
  return { ...rest, ...(titleAsImported ? { title: titleAsImported } : {}), ...(containerTitleAsImported ? { containerTitle: containerTitleAsImported } : {}) };
}

/** The data as the writer checked it: the kept originals dropped (saving the reference does this). */
export function titlesChecked(data: ReferenceData): ReferenceData {
  const { titleAsImported: _title, containerTitleAsImported: _container, ...rest } = data;
  return rest;
}
