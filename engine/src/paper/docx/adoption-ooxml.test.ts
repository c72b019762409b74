import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { descendants, parseXml, textOf, type XmlElement } from '../docx-read/xml.js';
import { newPaperDocument } from '../new-paper-document.js';
import { PAPER_PAYLOAD } from '../../testing/paper-payload.js';
import { adoptionOoxml } from './adoption-ooxml.js';
import { REFERENCE_LIST_TAG } from './control-tags.js';
import { paperToDocx } from './index.js';

const parts = (pkg: XmlElement) => new Map(descendants(pkg, 'pkg:part').map((part) => [part.attrs['pkg:name'], part]));
const styleNames = (root: XmlElement) => descendants(root, 'w:style').map((style) => descendants(style, 'w:name')[0]?.attrs['w:val']);
const attr = (root: XmlElement, name: string) => descendants(root, name)[0]?.attrs['w:val'];

describe('adoptionOoxml', () => {
  it('holds the reference list control: its title in Section Title, starting a new page, and no section settings', async () => {
    const document = parts(parseXml(await adoptionOoxml(16, 'References'))!).get('/word/document.xml')!;
    const [control] = descendants(document, 'w:sdt');
    expect(attr(control!, 'w:tag')).toBe(REFERENCE_LIST_TAG);
    const paragraphs = descendants(control!, 'w:p');
    expect(paragraphs.map(textOf)).toEqual(['References']);
    expect(attr(paragraphs[0]!, 'w:pStyle')).toBe('SectionTitle');
    expect(descendants(paragraphs[0]!, 'w:pageBreakBefore')).toHaveLength(1);
    expect(descendants(document, 'w:sectPr')).toEqual([]);
  });

  it('brings the styles the pane writes in (Section Title, Reference, Reference Annotation), as a paper the writer makes has them', async () => {
    const styles = parts(parseXml(await adoptionOoxml(115, 'Works Cited'))!).get('/word/styles.xml')!;
    expect(styleNames(styles)).toEqual(expect.arrayContaining(['Section Title', 'Reference', 'Reference Annotation', 'Block Quote']));
    const docx = unzipSync(await paperToDocx(newPaperDocument(PAPER_PAYLOAD, 111), []));
    expect(styleNames(styles)).toEqual(styleNames(parseXml(strFromU8(docx['word/styles.xml']!))!));
  });

  it('relates the package root to the document and the document to its styles', async () => {
    const pkg = parseXml(await adoptionOoxml(215, 'Bibliography'))!;
    expect(descendants(pkg, 'Relationship').map((relationship) => relationship.attrs.Target)).toEqual(['word/document.xml', 'styles.xml']);
  });
});
