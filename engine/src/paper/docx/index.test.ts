import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Formatted } from '../../model/citation-item.js';
import type { CitationLayout, PaperLayout } from '../layout-types.js';
import { newPaperDocument } from '../new-paper-document.js';
import { getPaperType } from '../paper-types.js';
import type { BlockNode, InlineNode, PaperDocument, ParagraphStyle } from '../schema.js';
import { fromCsl } from '../../csl/from-csl.js';
import { PAPER_PAYLOAD } from '../../testing/paper-payload.js';
import * as paperEntry from '../index.js';
import { paperTypes } from '../paper-types.js';
import { paperLayoutToDocx, paperToDocx, type PaperDocxOptions } from './index.js';

const f = (html: string): Formatted => ({ html, text: html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&') });
const text = (value: string): InlineNode => ({ type: 'text', text: value });
const cite = (id: string, ref: string): InlineNode => ({
  type: 'citation',
  attrs: { citationUniqueID: id, groupUniqueID: null, items: [{ referenceUniqueID: ref, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false },
});
const para = (style: ParagraphStyle, ...content: InlineNode[]): BlockNode => ({ type: 'paragraph', attrs: { style }, content });

const ENTRIES = [
  { referenceUniqueID: 'REF-A', html: 'Rasch, B., &amp; Born, J. (2013). About sleep’s role in memory. <i>Physiological Reviews</i>, <i>93</i>(2), 681–766.' },
  { referenceUniqueID: 'REF-B', html: 'Walker, M. (2017). <i>Why we sleep</i>. Scribner.' },
];

/** A paper of a type with two citations of two references and a body with headings, laid out by hand. */
function paper(paperTypeID: number, body: BlockNode[] = [para('Heading1', text('Why Sleep Matters')), para('Normal', text('Sleep consolidates memories '), cite('C1', 'REF-A'), text('. Adults need seven hours '), cite('C2', 'REF-B'), text('.'))]) {
  const doc = newPaperDocument(PAPER_PAYLOAD, paperTypeID);
  const at = doc.content.findIndex((node) => node.type === 'paragraph');
  doc.content.splice(at, 1, ...body);
  const notes = getPaperType(paperTypeID)!.format === 'turabian9';
  const citation = (id: string, inText: string, note: string, number: number): CitationLayout => ({
    citationUniqueID: id,
    use: 'first',
    text: f(notes ? String(number) : inText),
    first: f(inText),
    subsequent: f(inText),
    missing: [],
    ...(notes ? { note: { number, text: f(note) } } : {}),
  });
  const layout: PaperLayout = {
    paperTypeID,
    format: getPaperType(paperTypeID)!.format,
    citations: {
      C1: citation('C1', '(Rasch &amp; Born, 2013)', 'Björn Rasch and Jan Born, “About Sleep’s Role in Memory,” <i>Physiological Reviews</i> 93 (2013): 681.', 1),
      C2: citation('C2', '(Walker, 2017)', 'Matthew Walker, <i>Why We Sleep</i> (New York: Scribner, 2017), 22.', 2),
    },
    citationOrder: ['C1', 'C2'],
    footnotes: [],
    labels: { F1: { id: 'F1', kind: 'figure', label: 'Figure 1' }, T1: { id: 'T1', kind: 'table', label: 'Table 1' }, X1: { id: 'X1', kind: 'appendix', label: 'Appendix' } },
    referenceList: {
      title: doc.content.find((node) => node.type === 'referenceList')!.attrs.title,
      entries: ENTRIES.map((entry, index) => ({ referenceUniqueID: entry.referenceUniqueID, text: f(entry.html), cited: true, anchor: `ibid_ref_${index + 1}` })),
    },
    warnings: [],
  };
  return { doc, layout };
}

type Parts = Record<string, string>;
async function docx(doc: PaperDocument, layout: PaperLayout, opts: PaperDocxOptions = {}): Promise<Parts> {
  const files = unzipSync(await paperLayoutToDocx(doc, layout, opts));
  return Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.xml') || name.endsWith('.rels')).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
const render = async (paperTypeID: number, opts: PaperDocxOptions = {}) => {
  const { doc, layout } = paper(paperTypeID);
  return docx(doc, layout, opts);
};

/** The XML of one style by id. */
const style = (parts: Parts, id: string) => parts['word/styles.xml']!.match(new RegExp(`<w:style [^>]*w:styleId="${id}"[^>]*>.*?</w:style>`, 's'))?.[0] ?? '';
const headers = (parts: Parts) => Object.entries(parts).filter(([name]) => /^word\/header\d+\.xml$/.test(name)).map(([, xml]) => xml);
const paragraphs = (xml: string) => xml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [];
const plain = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
const body = (parts: Parts) => parts['word/document.xml']!;

describe('paperLayoutToDocx: page and styles', () => {
  it('sets every page in US Letter with 1-inch margins and the header half an inch from the top', async () => {
    const sections = body(await render(11)).match(/<w:sectPr>.*?<\/w:sectPr>/gs)!;
    expect(sections).toHaveLength(1);
    expect(sections[0]).toContain('<w:pgSz w:w="12240" w:h="15840"');
    expect(sections[0]).toContain('<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720"');
  });

  it("writes the paper's CitationFont at 12 pt, double spaced, as the document default", async () => {
    const { doc, layout } = paper(11);
    for (const [font, name] of [[1, 'Arial'], [2, 'Courier New'], [3, 'Times New Roman'], [4, 'Trebuchet MS'], [5, 'Verdana']] as const) {
      const styles = (await docx({ ...doc, attrs: { ...doc.attrs, citationFont: font } }, layout))['word/styles.xml']!;
      const defaults = styles.match(/<w:docDefaults>.*?<\/w:docDefaults>/s)![0];
      expect(defaults).toContain(`<w:rFonts w:ascii="${name}"`);
      expect(defaults).toContain('<w:sz w:val="24"/>');
      expect(defaults).toContain('w:line="480"');
    }
  });

  it('indents Normal paragraphs half an inch and hangs reference entries half an inch', async () => {
    const parts = await render(11);
    expect(style(parts, 'Normal')).toContain('<w:ind w:firstLine="720"/>');
    expect(style(parts, 'Normal')).toContain('w:line="480"');
    expect(style(parts, 'Reference')).toMatch(/<w:ind w:left="720" w:hanging="720"\/>/);
    expect(style(parts, 'BlockQuote')).toMatch(/<w:ind w:left="720" w:firstLine="0"\/>/);
  });

  it("gives APA 7's five heading levels: centred bold, flush-left bold, bold italic, indented bold, indented bold italic", async () => {
    const parts = await render(11);
    expect(style(parts, 'Heading1')).toMatch(/<w:jc w:val="center"\/>.*<w:b\/>/s);
    expect(style(parts, 'Heading2')).toMatch(/<w:jc w:val="left"\/>.*<w:b\/>/s);
    expect(style(parts, 'Heading3')).toMatch(/<w:b\/>.*<w:i\/>/s);
    expect(style(parts, 'Heading4')).toMatch(/<w:ind w:firstLine="720"\/>.*<w:b\/>/s);
    expect(style(parts, 'Heading5')).toMatch(/<w:ind w:firstLine="720"\/>.*<w:b\/>.*<w:i\/>/s);
    expect(style(parts, 'Heading1')).toContain('<w:name w:val="heading 1"/>');
  });

  it('single-spaces Turabian bibliography entries and notes with a blank line between them', async () => {
    const parts = await render(211);
    expect(style(parts, 'Reference')).toMatch(/<w:spacing w:after="240" w:line="240"\/>/);
    expect(style(parts, 'FootnoteText')).toMatch(/<w:spacing w:after="240" w:line="240"\/>/);
    expect(style(parts, 'Normal')).toContain('w:line="480"');
  });
});

describe('paperLayoutToDocx: title pages and headers', () => {
  it('APA 7 student: title bold and centred after three blank lines, then the byline with the date as Month d, yyyy, and the text on a new page under the title again', async () => {
    const xml = body(await render(11));
    const ps = paragraphs(xml);
    expect(ps.slice(0, 3).every((p) => plain(p) === '')).toBe(true);
    expect(ps[3]).toContain('<w:b/>');
    expect(plain(ps[3]!)).toBe(PAPER_PAYLOAD.Title);
    expect(ps.slice(5, 10).map(plain)).toEqual(['Ana María López', 'State University', PAPER_PAYLOAD.Course, 'Dr. Elena Rivera', 'March 4, 2026']);
    expect(ps[10]).toMatch(/<w:pStyle w:val="PaperTitle"\/><w:pageBreakBefore\/>/);
    expect(plain(ps[10]!)).toBe(PAPER_PAYLOAD.Title);
  });

  it('APA 7 student: the page number top right on every page and no running head', async () => {
    const [header, ...others] = headers(await render(11));
    expect(others).toEqual([]);
    expect(header).toContain('<w:jc w:val="right"/>');
    expect(header).toContain('<w:instrText xml:space="preserve">PAGE</w:instrText>');
    expect(plain(header!)).toBe('');
  });

  it('APA 7 professional: the running head in capitals flush left and the page number at a right tab, and the author note low on the title page', async () => {
    const parts = await render(12);
    const [header] = headers(parts);
    expect(plain(header!)).toBe('SLEEP AND MEMORY');
    expect(header).toContain('<w:tab w:val="right" w:pos="9360"/>');
    expect(header).toMatch(/<w:tab\/>.*PAGE/s);
    const ps = paragraphs(body(parts)).map(plain);
    const note = ps.indexOf('Author Note');
    expect(note).toBeGreaterThan(ps.indexOf('State University') + 3);
    expect(ps[note + 1]).toMatch(/^Correspondence concerning this article/);
  });

  it('MLA 9: the header block flush left with the date as d Month yyyy, the centred title, and surname and page number top right', async () => {
    const parts = await render(111);
    const ps = paragraphs(body(parts));
    expect(ps.slice(0, 4).map(plain)).toEqual(['Ana María López', 'Dr. Elena Rivera', PAPER_PAYLOAD.Course, '4 March 2026']);
    expect(ps[0]).toContain('<w:pStyle w:val="FlushLeft"/>');
    expect(ps[4]).toContain('<w:pStyle w:val="PaperTitle"/>');
    expect(style(parts, 'PaperTitle')).toContain('<w:jc w:val="center"/>');
    expect(style(parts, 'PaperTitle')).not.toContain('<w:b/>');
    const [header] = headers(parts);
    expect(plain(header!)).toBe('López ');
    expect(header).toContain('<w:jc w:val="right"/>');
    expect(header).toContain('PAGE');
  });

  it('Turabian 9: the title page is a section of its own without a header, and the text is numbered from 1', async () => {
    const xml = body(await render(211));
    const sections = xml.match(/<w:sectPr>.*?<\/w:sectPr>/gs)!;
    expect(sections).toHaveLength(2);
    expect(sections[0]).not.toContain('headerReference');
    expect(sections[1]).toContain('<w:headerReference w:type="default"');
    expect(sections[1]).toContain('<w:pgNumType w:start="1"/>');
    // The title page is in its content control; an empty paragraph after it carries the first section's properties.
    const first = paragraphs(xml.slice(0, xml.indexOf('</w:p>', xml.indexOf('<w:sectPr>')) + 6));
    expect(first.map(plain)).toEqual([PAPER_PAYLOAD.Title, 'Ana María López', PAPER_PAYLOAD.Course, 'March 4, 2026', '']);
    expect(xml).toMatch(/<w:tag w:val="ibid:title-page"\/>.*March 4, 2026.*<\/w:sdt><w:p><w:pPr><w:sectPr>/s);
  });
});

describe('paperLayoutToDocx: text, citations and reference list', () => {
  it('puts each citation in an inline content control tagged with its id, linked to the bookmark on its entry', async () => {
    const xml = body(await render(11));
    expect(xml).toMatch(/<w:sdt><w:sdtPr><w:alias w:val="Citation"\/><w:tag w:val="ibid:citation:C1"\/><w:id w:val="\d+"\/><\/w:sdtPr><w:sdtContent><w:hyperlink w:history="1" w:anchor="ibid_ref_1">.*?\(Rasch &amp; Born, 2013\).*?<\/w:hyperlink><\/w:sdtContent><\/w:sdt>/s);
    expect(xml).toContain('<w:tag w:val="ibid:citation:C2"/>');
    expect(xml).toMatch(/<w:bookmarkStart w:name="ibid_ref_1" w:id="\d+"\/><w:r><w:t xml:space="preserve">Rasch, B., &amp; Born, J\./);
    expect(xml).toContain('<w:bookmarkStart w:name="ibid_ref_2"');
  });

  it('puts the reference list, title and entries, in one block content control, on a new page, with italics kept', async () => {
    const xml = body(await render(11));
    const list = xml.match(/<w:sdt><w:sdtPr><w:alias w:val="Reference List"\/><w:tag w:val="ibid:reference-list"\/>.*?<\/w:sdt>/s)![0];
    const ps = paragraphs(list);
    expect(ps[0]).toMatch(/<w:pStyle w:val="SectionTitle"\/><w:pageBreakBefore\/>/);
    expect(plain(ps[0]!)).toBe('References');
    expect(ps.slice(1).every((p) => p.includes('<w:pStyle w:val="Reference"/>'))).toBe(true);
    expect(ps[1]).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">Physiological Reviews</);
  });

  it('sets the custom document properties of word-addin §3', async () => {
    expect((await render(11))['docProps/custom.xml']).toContain('name="DueDate"><vt:lpwstr>2026-03-04</vt:lpwstr>');
    const custom = (await render(12, { paperGUID: '0F8FAD5B-D9CB-469F-A165-70867728950E', paperID: 42 }))['docProps/custom.xml']!;
    const props = Object.fromEntries([...custom.matchAll(/name="([^"]+)"><vt:lpwstr>([^<]*)</g)].map((m) => [m[1], m[2]]));
    expect(props).toMatchObject({
      PaperGUID: '0F8FAD5B-D9CB-469F-A165-70867728950E',
      PaperID: '42',
      PaperTypeID: '12',
      Title: PAPER_PAYLOAD.Title,
      Author: PAPER_PAYLOAD.Author,
      DueDate: '',
      Institution: 'State University',
      RunningHead: 'SLEEP AND MEMORY',
      CitationFont: '1',
      IsNewDocument: 'true',
    });
  });

  it('Turabian 9: citations are real Word footnotes, the note numbered full size, the text number superscript after the sentence\'s period (Turabian 16.3.2)', async () => {
    const parts = await render(211);
    const xml = body(parts);
    expect(xml).toMatch(/memories\.<\/w:t><\/w:r><w:sdt><w:sdtPr><w:alias w:val="Citation"\/><w:tag w:val="ibid:citation:C1"\/>.*?<w:r><w:rPr><w:rStyle w:val="FootnoteReference"\/><w:vertAlign w:val="superscript"\/><\/w:rPr><w:footnoteReference w:id="1"\/><\/w:r>/s);
    const notes = parts['word/footnotes.xml']!;
    const note = notes.match(/<w:footnote w:id="1">.*?<\/w:footnote>/s)![0];
    expect(note).toMatch(/<w:footnoteRef\/><\/w:r><w:r><w:t xml:space="preserve">\. <\/w:t><\/w:r><w:hyperlink w:history="1" w:anchor="ibid_ref_1">/);
    expect(plain(note)).toBe('. Björn Rasch and Jan Born, “About Sleep’s Role in Memory,” Physiological Reviews 93 (2013): 681.');
    expect(notes).toContain('<w:footnote w:id="2">');
    expect(style(parts, 'FootnoteReference')).not.toContain('superscript');
  });

  it('runs an APA level-4 heading into its paragraph with a period, in the heading character style', async () => {
    const { doc, layout } = paper(11, [para('Heading4', text('Sleep in Class')), para('Normal', text('Students nap.'))]);
    const xml = body(await docx(doc, layout));
    const merged = paragraphs(xml).find((p) => plain(p).startsWith('Sleep in Class'))!;
    expect(plain(merged)).toBe('Sleep in Class. Students nap.');
    expect(merged).toContain('<w:pStyle w:val="Normal"/>');
    expect(merged).toContain('<w:rStyle w:val="Heading4Char"/>');
  });

  it('keeps a discussion post on one page: no page breaks, the references a line under the text', async () => {
    for (const id of [13, 112, 212]) {
      const xml = body(await render(id));
      expect(xml).not.toContain('pageBreakBefore');
      expect(paragraphs(xml).map(plain)[0]).toBe(PAPER_PAYLOAD.Title);
      // A blank line between the text and the list's title.
      expect(paragraphs(xml).find((p) => p.includes('SectionTitle'))).toContain('<w:spacing w:before="480"/>');
    }
  });

  it('heads a reference list paper with its list title and nothing before it', async () => {
    const { doc, layout } = paper(14, []);
    const ps = paragraphs(body(await docx(doc, layout)));
    expect(plain(ps[0]!)).toBe(PAPER_PAYLOAD.Title);
    expect(ps[0]).not.toContain('pageBreakBefore');
    expect(ps).toHaveLength(3);
  });

  it("puts an annotated bibliography's annotation under its entry, indented", async () => {
    const { doc, layout } = paper(15, []);
    const annotation = { type: 'annotation' as const, attrs: { referenceUniqueID: 'REF-A' }, content: [{ type: 'paragraph' as const, attrs: { style: 'Normal' as const }, content: [text('A review of how sleep helps memory.')] }] };
    layout.referenceList.entries[0]!.annotation = annotation;
    const ps = paragraphs(body(await docx(doc, layout)));
    const entry = ps.findIndex((p) => plain(p).startsWith('Rasch'));
    expect(ps[entry]).toContain('<w:keepNext/>');
    expect(ps[entry + 1]).toContain('<w:pStyle w:val="ReferenceAnnotation"/>');
    expect(plain(ps[entry + 1]!)).toBe('A review of how sleep helps memory.');
  });
});

describe('paperLayoutToDocx: front and back matter, figures and tables', () => {
  const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('writes the abstract on its own page with the keywords line in italics, then the contents field', async () => {
    const { doc, layout } = paper(12);
    doc.content.splice(1, 0, { type: 'abstract', attrs: { keywords: 'sleep, memory' }, content: [{ type: 'paragraph', attrs: { style: 'Normal' }, content: [text('We review sleep.')] }] }, { type: 'tableOfContents' });
    const xml = body(await docx(doc, layout));
    const ps = paragraphs(xml);
    const title = ps.findIndex((p) => plain(p) === 'Abstract');
    expect(ps[title]).toMatch(/<w:pStyle w:val="SectionTitle"\/><w:pageBreakBefore\/>/);
    expect(ps[title + 1]).toContain('<w:pStyle w:val="FlushLeft"/>');
    expect(ps[title + 2]).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">Keywords:<\/w:t>/);
    expect(ps[title + 3]).toMatch(/pageBreakBefore.*Table of Contents/s);
    expect(xml).toMatch(/<w:instrText xml:space="preserve">TOC [^<]*\\o &quot;1-3&quot;/);
  });

  it('captions an APA figure above it (label bold, title italic) and sizes its image', async () => {
    const { doc, layout } = paper(11, [{ type: 'figure', attrs: { id: 'F1', title: 'Hours Slept', src: PNG_1x1, note: 'Data from a survey.', width: 300, height: 0 } }]);
    const parts = await docx(doc, layout);
    const ps = paragraphs(body(parts));
    const label = ps.findIndex((p) => plain(p) === 'Figure 1');
    expect(ps[label]).toContain('<w:b/>');
    expect(plain(ps[label + 1]!)).toBe('Hours Slept');
    expect(ps[label + 1]).toContain('<w:i/>');
    expect(ps[label + 2]).toContain('<wp:extent cx="2857500" cy="2857500"/>');
    // On a line that grows to it: LibreOffice clips an image to a line height given without its rule.
    expect(ps[label + 2]).toMatch(/<w:spacing w:line="240" w:lineRule="auto"\/>/);
    expect(plain(ps[label + 3]!)).toBe('Note. Data from a survey.');
    expect(parts['[Content_Types].xml']).toContain('png');
  });

  it('writes a table with rules above, below and under its header row, and no vertical rules', async () => {
    const { doc, layout } = paper(211, [{ type: 'table', attrs: { id: 'T1', title: 'Sleep by Age', note: '', rows: [['Age', 'Hours'], ['18-25', '7-9']] } }]);
    const xml = body(await docx(doc, layout));
    expect(paragraphs(xml).map(plain)).toContain('Table 1. Sleep by Age');
    const table = xml.match(/<w:tbl>.*?<\/w:tbl>/s)![0];
    expect(table).toMatch(/<w:tblBorders><w:top w:val="single".*<w:left w:val="none".*<w:bottom w:val="single".*<w:insideV w:val="none"/s);
    expect(table).toMatch(/<w:tcBorders><w:bottom w:val="single"/);
    expect(plain(table)).toBe('AgeHours18-257-9');
  });

  it('starts an appendix on a new page with its label and title centred', async () => {
    const { doc, layout } = paper(11);
    doc.content.push({ type: 'appendix', attrs: { id: 'X1' }, content: [para('Normal', text('Survey Questions')), para('Normal', text('How long do you sleep?'))] });
    const ps = paragraphs(body(await docx(doc, layout)));
    const label = ps.findIndex((p) => plain(p) === 'Appendix');
    expect(ps[label]).toMatch(/SectionTitle"\/><w:pageBreakBefore\/>/);
    expect(ps[label + 1]).toContain('SectionTitle');
    expect(plain(ps[label + 1]!)).toBe('Survey Questions');
  });
});

describe('paperLayoutToDocx: the clean copy', () => {
  it('keeps the text and formatting and drops content controls, links, bookmarks and custom properties', async () => {
    const full = await render(11, { paperGUID: 'G' });
    const clean = await render(11, { paperGUID: 'G', cleanCopy: true });
    expect(body(full)).toContain('ibid:');
    for (const absent of ['<w:sdt>', 'ibid:', '<w:hyperlink', '<w:bookmarkStart']) expect(body(clean)).not.toContain(absent);
    expect(clean['docProps/custom.xml'] ?? '').not.toContain('<property');
    expect(plain(body(clean))).toBe(plain(body(full)));
    expect(clean['word/styles.xml']).toBe(full['word/styles.xml']);
  });

  it('keeps Turabian footnotes in the clean copy, without their links', async () => {
    const clean = await render(211, { cleanCopy: true });
    expect(clean['word/footnotes.xml']).toContain('Björn Rasch');
    expect(clean['word/footnotes.xml']).not.toContain('<w:hyperlink');
    expect(body(clean)).toContain('<w:footnoteReference w:id="1"/>');
  });
});

describe('paperToDocx', () => {
  it('is exposed by the @ibid/engine/paper entry, with paperLayoutToDocx for a caller that has the layout', () => {
    expect(paperEntry.paperToDocx).toBe(paperToDocx);
    expect(paperEntry.paperLayoutToDocx).toBe(paperLayoutToDocx);
  });

  const references = [
    { ...fromCsl({ id: 'a', type: 'book', title: 'Why we sleep', author: [{ family: 'Walker', given: 'Matthew' }], publisher: 'Scribner', issued: { 'date-parts': [[2017]] } }), referenceUniqueID: 'REF-B' },
    { ...fromCsl({ id: 'b', type: 'article-journal', title: 'About sleep’s role in memory', author: [{ family: 'Rasch', given: 'Björn' }], 'container-title': 'Physiological Reviews', issued: { 'date-parts': [[2013]] } }), referenceUniqueID: 'REF-A' },
  ];

  it('lays out and writes every paper type, legacy and adopted ones included, each citation linked to its entry', async () => {
    for (const type of paperTypes) {
      const { doc } = paper(type.id);
      const parts = unzipSync(await paperToDocx(doc, references));
      const xml = strFromU8(parts['word/document.xml']!);
      expect(xml, type.name).toContain('<w:tag w:val="ibid:reference-list"/>');
      const anchors = [...xml.matchAll(/<w:bookmarkStart w:name="([^"]+)"/g)].map((m) => m[1]);
      const links = [...(xml + strFromU8(parts['word/footnotes.xml'] ?? new Uint8Array())).matchAll(/w:anchor="(ibid_[^"]+)"/g)].map((m) => m[1]);
      expect(links.length, type.name).toBe(doc.content.some((node) => node.type === 'paragraph' && node.content.length) ? 2 : 0);
      for (const link of links) expect(anchors, type.name).toContain(link);
    }
  });

  it('prints a citation of a reference the paper does not hold without a link, still in its control', async () => {
    const { doc } = paper(11, [para('Normal', text('As shown '), cite('C9', 'REF-GONE'), text('.'))]);
    const xml = strFromU8(unzipSync(await paperToDocx(doc, references))['word/document.xml']!);
    const control = xml.match(/<w:sdt><w:sdtPr><w:alias w:val="Citation"\/><w:tag w:val="ibid:citation:C9"\/>.*?<\/w:sdt>/s)![0];
    expect(control).not.toContain('<w:hyperlink');
    expect(plain(control)).toContain('[missing reference]');
  });
});
