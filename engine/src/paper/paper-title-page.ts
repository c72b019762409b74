/** A paper's title page: the `titlePage` node the schema allows only first, if the paper has one. */
import type { PaperDocument, TitlePageAttrs } from './schema.js';

/** The title page's attrs, or undefined for a paper without one (lists, adopted papers, a customized title page). */
export function paperTitlePage(doc: Pick<PaperDocument, 'content'>): TitlePageAttrs | undefined {
  const first = doc.content[0];
  return first?.type === 'titlePage' ? first.attrs : undefined;
}
