/** Which parts of a paper start a page of their own: the .docx breaks the page there, the editor draws the break. */
import type { PaperKind } from './paper-types.js';

/** Kinds whose reference list follows the text on its page: a post's list a line below it, a list or bibliography as the whole paper. */
const LIST_FOLLOWS_TEXT: readonly PaperKind[] = ['discussion', 'reference-list', 'annotated-bibliography'];

/** Whether the reference list starts a new page: in papers (APA 2.12, MLA 1.6, Turabian 16.1), when text stands before it. */
export function referenceListStartsPage(kind: PaperKind | undefined, contentBefore: boolean): boolean {
  return contentBefore && !(kind && LIST_FOLLOWS_TEXT.includes(kind));
}
