/**
 * What the text of a .docx cannot say about a paper's citations (which references each cites, with what location
 * and parts, its group, its words around it, narrative or not) kept in a custom XML part of the document, keyed by
 * the citation's id as its content control's tag is. Custom XML parts are Office's place for an add-in's data:
 * Word keeps them as they are, and office-js reads and writes them (`Office.context.document.customXmlParts`,
 * found by the namespace below), so the add-in keeps this part as it inserts citations. `readPaperDocx` reads it.
 */
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { citationDataFields } from '../citation-data-write.js';
import type { CitationNode } from '../schema.js';

/** The namespace of the part's root element, `<paper>`; its children are `<citation>` elements. */
export const PAPER_DATA_NAMESPACE = 'urn:ibid:paper-data:1';

const PART = 'customXml/item1.xml';
const PROPS = 'customXml/itemProps1.xml';
/** The part's id: fixed, as there is one such part in a document. */
const ITEM_ID = '{5C1B7A4E-2D3F-4A6B-9E8C-1F0D2B3A4C5D}';
const RELATIONSHIP_ID = 'rIdIbidPaperData';

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

const PROPS_XML = `<?xml version="1.0" encoding="UTF-8" standalone="no"?><ds:datastoreItem ds:itemID="${ITEM_ID}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs><ds:schemaRef ds:uri="${PAPER_DATA_NAMESPACE}"/></ds:schemaRefs></ds:datastoreItem>`;
const PROPS_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXmlProps" Target="itemProps1.xml"/></Relationships>`;

/** A .docx the docx package wrote, with the paper's data part added (its relationship from the document and its content type). */
export function withPaperDataPart(docx: Uint8Array, xml: string): Uint8Array {
  const files = unzipSync(docx);
  const rels = strFromU8(files['word/_rels/document.xml.rels']!);
  const types = strFromU8(files['[Content_Types].xml']!);
  files['word/_rels/document.xml.rels'] = strToU8(
    rels.replace('</Relationships>', `<Relationship Id="${RELATIONSHIP_ID}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXml" Target="../${PART}"/></Relationships>`),
  );
  files['[Content_Types].xml'] = strToU8(types.replace('</Types>', `<Override ContentType="application/vnd.openxmlformats-officedocument.customXmlProperties+xml" PartName="/${PROPS}"/></Types>`));
  files[PART] = strToU8(xml);
  files[PROPS] = strToU8(PROPS_XML);
  files['customXml/_rels/item1.xml.rels'] = strToU8(PROPS_RELS);
  return zipSync(files, { level: 6 });
}
