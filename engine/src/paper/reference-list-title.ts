/** The heading of a paper's reference list by format (purchase-and-paper-creation §4, "Defaults"). */
import type { FormatId } from '../formats.js';

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
