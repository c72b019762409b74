import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newPaperDocument } from '../new-paper-document.js';
import type { CitationNode, PaperDocument } from '../schema.js';
import { paperToDocx } from './index.js';
import { citationDataElement, PAPER_DATA_NAMESPACE } from './paper-data-part.js';

const citation: CitationNode = {
  type: 'citation',
  attrs: {
    citationUniqueID: 'C1',
    groupUniqueID: 'G1',
    items: [
      { referenceUniqueID: 'REF-1', namePart: true, datePart: false, location: { type: 10, value: '15', label: 'Track "B" & <C>' } },
      { referenceUniqueID: 'REF-2', namePart: true, datePart: true },
    ],
    prefix: 'see',
    suffix: '',
    narrative: true,
  },
};

function paper(): PaperDocument {
  const doc = newPaperDocument({ Title: 'T' }, 11);
  doc.content.splice(1, 1, { type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text: 'Words ' }, citation] });
  return doc;
}

describe("the paper's data part", () => {
  it("writes a citation's own attributes and the spec's citationData of each cited reference, escaped", () => {
    expect(citationDataElement(citation)).toBe(
      '<citation citationUniqueID="C1" groupUniqueID="G1" prefix="see" suffix="" narrative="true">' +
        '<citationData referenceUniqueID="REF-1" citationUniqueID="C1" groupUniqueID="G1" namePart="true" datePart="false" type="10" value="15" label="Track &quot;B&quot; &amp; &lt;C&gt;"/>' +
        '<citationData referenceUniqueID="REF-2" citationUniqueID="C1" groupUniqueID="G1" namePart="true" datePart="true"/></citation>',
    );
  });

  it('is a custom XML part of the .docx: related from the document, with its properties typed, its root in its namespace', async () => {
    const files = unzipSync(await paperToDocx(paper(), []));
    const text = (name: string) => strFromU8(files[name]!);
    expect(text('customXml/item1.xml')).toContain(`<paper xmlns="${PAPER_DATA_NAMESPACE}">${citationDataElement(citation)}</paper>`);
    expect(text('word/_rels/document.xml.rels')).toContain('Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXml" Target="../customXml/item1.xml"');
    expect(text('[Content_Types].xml')).toContain('<Override ContentType="application/vnd.openxmlformats-officedocument.customXmlProperties+xml" PartName="/customXml/itemProps1.xml"/>');
    expect(text('customXml/itemProps1.xml')).toContain(`<ds:schemaRef ds:uri="${PAPER_DATA_NAMESPACE}"/>`);
    expect(text('customXml/_rels/item1.xml.rels')).toContain('Target="itemProps1.xml"');
  });

  it('is left out of a clean copy', async () => {
    const files = unzipSync(await paperToDocx(paper(), [], { cleanCopy: true }));
    expect(Object.keys(files).filter((name) => name.startsWith('customXml/'))).toEqual([]);
    expect(strFromU8(files['word/_rels/document.xml.rels']!)).not.toContain('customXml');
  });
});
