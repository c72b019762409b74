/**
 * What the text of a .docx cannot say about a paper's citations (which references each cites, with what location
 * and parts, its group, its words around it, narrative or not) kept in a custom XML part of the document, keyed by
 * the citation's id as its content control's tag is. Custom XML parts are Office's place for an add-in's data:
 * Word keeps them as they are, and office-js reads and writes them (`Office.context.document.customXmlParts`,
 * found by the namespace below), so the add-in keeps this part as it inserts citations. `readPaperDocx` reads it.
 * The part's XML only: putting it in a .docx (paper-data-zip.ts) needs the zip library, which the add-in does not.
 */
import { citationDataFields } from '../citation-data-write.js';
import type { CitationNode } from '../schema.js';

/** The namespace of the part's root element, `<paper>`; its children are `<citation>` elements. */
export const PAPER_DATA_NAMESPACE = 'urn:ibid:paper-data:1';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attributes = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

/**
 * One citation as the part holds it: `<citation>` with the atom's own attributes (id, group, prefix, suffix,
 * narrative) and one `<citationData>` per cited reference, its attributes the spec's stored citationData (word-addin §3).
 */
export function citationDataElement(node: CitationNode): string {
  const { citationUniqueID, groupUniqueID, items, prefix, suffix, narrative } = node.attrs;
  const own = { citationUniqueID, ...(groupUniqueID ? { groupUniqueID } : {}), prefix, suffix, narrative: String(narrative) };
  const data = items.map((item) => `<citationData${attributes(citationDataFields(item, citationUniqueID, groupUniqueID))}/>`).join('');
  return `<citation${attributes(own)}>${data}</citation>`;
}

/** The part's XML for a paper's citations. */
export function paperDataXml(citations: readonly CitationNode[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><paper xmlns="${PAPER_DATA_NAMESPACE}">${citations.map(citationDataElement).join('')}</paper>`;
}
