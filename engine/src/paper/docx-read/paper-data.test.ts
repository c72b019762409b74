import { describe, expect, it } from 'vitest';
import { citationDataElement, paperDataXml, PAPER_DATA_NAMESPACE } from '../docx/paper-data-part.js';
import type { CitationNode } from '../schema.js';
import { paperDataCitations } from './paper-data.js';

const cite = (id: string, referenceUniqueID: string, extra: Partial<CitationNode['attrs']> = {}): CitationNode => ({
  type: 'citation',
  attrs: { citationUniqueID: id, groupUniqueID: null, items: [{ referenceUniqueID, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false, ...extra },
});

describe('paperDataCitations: the data part as the add-in reads it', () => {
  it('reads back what paperDataXml writes', () => {
    const citations = [cite('C1', 'REF-1', { narrative: true, suffix: 'p. 4 & 5' }), cite('C2', 'REF-2', { groupUniqueID: 'G' })];
    expect(paperDataCitations(paperDataXml(citations))).toEqual({ citations: new Map(citations.map((c) => [c.attrs.citationUniqueID, c])), warnings: [] });
  });

  it('upper-cases reference ids, as they compare case-insensitively', () => {
    expect(paperDataCitations(paperDataXml([cite('C1', 'ref-1')])).citations.get('C1')!.attrs.items[0]!.referenceUniqueID).toBe('REF-1');
  });

  it('leaves out a citation whose data does not read, saying so, and reads nothing from a part in another namespace', () => {
    const bad = `<paper xmlns="${PAPER_DATA_NAMESPACE}"><citation citationUniqueID="C1"><citationData citationUniqueID="C1" type="3" value=""/></citation>${citationDataElement(cite('C2', 'R'))}</paper>`;
    const read = paperDataCitations(bad);
    expect([...read.citations.keys()]).toEqual(['C2']);
    expect(read.warnings).toEqual(['The data of citation C1 does not read (The citation data is not a citation: it needs a referenceUniqueID.); its text is kept as text.']);
    expect(paperDataCitations(paperDataXml([cite('C1', 'R')]).replace(PAPER_DATA_NAMESPACE, 'urn:other')).citations.size).toBe(0);
  });
});
