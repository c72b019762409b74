/** The heading of a paper's reference list by format (purchase-and-paper-creation §4, "Defaults") and by paper type. */
import type { FormatId } from '../formats.js';
import type { PaperType } from './paper-types.js';

/**
 * The reference-list heading each format defaults to. Turabian keeps the spec's "References" (the manual's
 * reference-list style); a notes-bibliography paper may retitle it "Bibliography".
 */
export const REFERENCE_LIST_TITLES = {
  apa7: 'References',
  apa6: 'References',
  mla9: 'Works Cited',
  mla8: 'Works Cited',
  turabian9: 'References',
} as const satisfies Record<FormatId, string>;

/** The default title of a reference list: "Works Cited" for MLA, otherwise "References". */
export function referenceListTitle(format: FormatId | undefined): string {
  return format !== undefined && Object.hasOwn(REFERENCE_LIST_TITLES, format) ? REFERENCE_LIST_TITLES[format] : 'References';
}

/** What an annotated bibliography is called when its document title is blank. */
export const ANNOTATED_BIBLIOGRAPHY_TITLE = 'Annotated Bibliography';

/**
 * The heading of a paper's reference list. A reference list or annotated bibliography is headed by its document
 * title (blank: "References" / "Works Cited", or "Annotated Bibliography"). Every other paper is headed by format,
 * except that Turabian papers are "Bibliography": Ibid's Turabian is the notes-bibliography style (footnotes), whose
 * list Turabian 9 ch. 16 titles Bibliography; "References" belongs to its author-date style (ch. 18).
 */
export function paperReferenceListTitle(paperType: Pick<PaperType, 'kind' | 'format'>, documentTitle = ''): string {
  const title = documentTitle.trim();
  if (paperType.kind === 'reference-list') return title || referenceListTitle(paperType.format);
  if (paperType.kind === 'annotated-bibliography') return title || ANNOTATED_BIBLIOGRAPHY_TITLE;
  return paperType.format === 'turabian9' ? 'Bibliography' : referenceListTitle(paperType.format);
}
