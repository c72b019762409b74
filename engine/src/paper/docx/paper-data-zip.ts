/** The paper's data part (paper-data-part.ts) put into a .docx the docx package wrote: its file, relationship and content type. */
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { PAPER_DATA_NAMESPACE } from './paper-data-part.js';

const PART = 'customXml/item1.xml';
const PROPS = 'customXml/itemProps1.xml';
/** The part's id: fixed, as there is one such part in a document. */
const ITEM_ID = '{5C1B7A4E-2D3F-4A6B-9E8C-1F0D2B3A4C5D}';
const RELATIONSHIP_ID = 'rIdIbidPaperData';

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
