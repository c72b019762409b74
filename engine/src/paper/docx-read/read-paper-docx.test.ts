import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Reference } from '../../model/reference.js';
import { person } from '../../testing/builders.js';
import { PAPER_PAYLOAD } from '../../testing/paper-payload.js';
import { citationDataElement, paperToDocx } from '../docx/index.js';
import { figureImage } from '../docx/image.js';
import { TEXT_WIDTH } from '../docx/page-setup.js';
import { layoutPaper } from '../layout-paper.js';
import { newPaperDocument } from '../new-paper-document.js';
import { notesAfterPunctuation } from '../note-punctuation.js';
import { checkPaper } from '../paper-checks.js';
import { getPaperType, paperTypes } from '../paper-types.js';
import { paperDocumentSchema, type BlockNode, type CitationNode, type InlineNode, type PaperDocument, type PaperDocumentInput, type ParagraphNode, type ParagraphStyle } from '../schema.js';
import { readPaperDocx, type ReadPaperDocx } from './index.js';

const book = (id: string, family: string, year: number): Reference => ({
  referenceUniqueID: id,
  referenceTypeID: 2,
  data: { contributors: [person(family, 'Ana')], title: `A book by ${family}`, issued: { year } },
});
const REFERENCES = [book('REF-1', 'Ruiz', 2020), book('REF-2', 'Lee', 2018), book('REF-3', 'Okafor', 2021)];

/** A 2 × 1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGGEMAB8gAv+Yc0NJAAAAAElFTkSuQmCC';

const text = (value: string, ...marks: ('bold' | 'italic' | 'underline')[]): Extract<InlineNode, { type: 'text' }> => ({ type: 'text', text: value, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const para = (style: ParagraphStyle, ...content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', attrs: { style }, content });
const cite = (id: string, items: CitationNode['attrs']['items'], extra: Partial<CitationNode['attrs']> = {}): CitationNode => ({
  type: 'citation',
  attrs: { citationUniqueID: id, groupUniqueID: null, items, prefix: '', suffix: '', narrative: false, ...extra },
});
const item = (referenceUniqueID: string, extra: Partial<CitationNode['attrs']['items'][number]> = {}) => ({ referenceUniqueID, namePart: true, datePart: true, ...extra });

/**
 * A paper of a type as a student fills it: headings (a run-in one), marked text, a block quote, a line break,
 * citations (single with a page, a group with a chapter and a name left out, narrative with words around it), a
 * typed footnote, and what the type allows of figure, table, abstract, contents, appendix and annotations.
 */
function filledPaper(paperTypeID: number): PaperDocument {
  const type = getPaperType(paperTypeID)!;
  const doc: PaperDocumentInput = newPaperDocument(PAPER_PAYLOAD, paperTypeID);
  const body: BlockNode[] = [
    para('Heading1', text('Why Sleep Matters')),
    para('Normal', text('Sleep '), text('consolidates', 'bold'), text(' memories '), cite('C1', [item('REF-1', { location: { type: 3, value: '12' } })]), text('. Adults '), text('need', 'italic', 'underline'), text(' rest '), cite('C2', [item('REF-1'), item('REF-2', { namePart: false, location: { type: 5, value: '4' } })], { groupUniqueID: 'G1' }), text('.')),
    para('Heading2', text('What the Studies Show')),
    para('Normal', cite('C3', [item('REF-2')], { narrative: true, prefix: 'as', suffix: 'argued' }), text(' that naps help'), { type: 'footnote', content: [text('A typed note, '), text('in italics', 'italic'), { type: 'hardBreak' }, text('over two lines.')] }, text('. A second line:'), { type: 'hardBreak' }, text('after a break.')),
    para('BlockQuote', text('A long quotation of forty words or more stands as a block, indented half an inch. '), cite('C4', [item('REF-3')])),
    para('Heading4', text('A Run-In Heading')),
    para('Normal', text('The paragraph it opens.')),
  ];
  if (type.allows.figures) body.push({ type: 'figure', attrs: { id: 'F1', title: 'Hours of Sleep by Age', src: PNG, note: 'Adapted from Ruiz (2020).', width: 0, height: 0 } });
  if (type.allows.tables) body.push({ type: 'table', attrs: { id: 'T1', title: 'Participants', note: 'Two groups.', rows: [['Group', 'Count'], ['Nappers', '12'], ['Others', '9']] } });
  body.push(para('Normal', text('The end of the text.')));
  const at = doc.content.findIndex((node) => node.type === 'paragraph');
  doc.content.splice(at, 1, ...body);
  const front: PaperDocumentInput['content'] = [];
  if (type.allows.abstract) front.push({ type: 'abstract', attrs: { keywords: 'sleep, memory, learning' }, content: [para('Normal', text('This paper reviews '), cite('C5', [item('REF-1')]), text(' and more.'))] });
  if (type.allows.tableOfContents) front.push({ type: 'tableOfContents' });
  doc.content.splice(doc.content[0]?.type === 'titlePage' ? 1 : 0, 0, ...front);
  const list = doc.content.find((node) => node.type === 'referenceList')!;
  if (type.kind === 'annotated-bibliography') list.content = [{ type: 'annotation', attrs: { referenceUniqueID: 'REF-2' }, content: [para('ReferenceAnnotation', text('Lee surveys the field.')), para('ReferenceAnnotation', text('A second paragraph.'))] }];
  if (type.allows.appendices) {
    doc.content.push({ type: 'appendix', attrs: { id: 'A1' }, content: [para('Normal', text('Survey Items')), para('Normal', text('Each item was read aloud.')), { type: 'table', attrs: { id: 'T2', title: 'Items', note: '', rows: [['Item', 'Text'], ['1', 'I sleep well.']] } }] });
    doc.content.push({ type: 'appendix', attrs: { id: 'A2' }, content: [para('Normal', text('Consent Form'))] });
  }
  return paperDocumentSchema.parse(doc);
}

/**
 * What the .docx cannot carry, applied to the paper written: the reader gives back the rest as it was.
 * - A note number stands after the punctuation that follows it (`notesAfterPunctuation`): the .docx prints it there.
 * - A figure sized 0 (fit to the page) reads back at the size it was printed at, in pixels.
 * - (Not exercised above, so nothing to do here:) a run-in heading's own final period is the one the format adds,
 *   so it reads back without it; abstract paragraphs and an appendix's title paragraph read back in the Normal style,
 *   annotation paragraphs in the ReferenceAnnotation style; a picture's type is told by its bytes (image/jpg reads as image/jpeg);
 *   ragged table rows read back padded to the widest row; a body of only empty paragraphs reads back as one.
 */
function normalised(doc: PaperDocument, references: readonly Reference[]): PaperDocument {
  const layout = layoutPaper(doc, references);
  const maxWidth = Math.floor((TEXT_WIDTH / 1440) * 96);
  const block = (node: BlockNode): BlockNode => {
    if (node.type === 'paragraph') return { ...node, content: notesAfterPunctuation(node.content, layout) };
    if (node.type === 'figure' && node.attrs.src) {
      const image = figureImage(node.attrs.src, node.attrs, maxWidth)!;
      return { ...node, attrs: { ...node.attrs, width: image.width, height: image.height } };
    }
    return node;
  };
  return {
    ...doc,
    content: doc.content.map((node) => {
      if (node.type === 'paragraph' || node.type === 'figure' || node.type === 'table') return block(node);
      if (node.type === 'abstract' || node.type === 'appendix') return { ...node, content: node.content.map(block) } as typeof node;
      if (node.type === 'referenceList') return { ...node, content: node.content.map((a) => ({ ...a, content: a.content.map((p) => block(p) as typeof p) })) };
      return node;
    }),
  };
}

const read = (bytes: Uint8Array, opts?: Parameters<typeof readPaperDocx>[1]): ReadPaperDocx => {
  const result = readPaperDocx(bytes, opts);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('readPaperDocx: an Ibid paper written by paperToDocx reads back as the same paper', () => {
  for (const type of paperTypes.filter((t) => t.creatable)) {
    it(`${type.name} (${type.id})`, async () => {
      const doc = filledPaper(type.id);
      const bytes = await paperToDocx(doc, REFERENCES, { paperGUID: 'GUID-1', paperID: 7 });
      const back = read(bytes);
      expect(back.warnings).toEqual([]);
      expect(back).toMatchObject({ paperTypeID: type.id, paperGUID: 'GUID-1', paperID: 7 });
      expect(back.document).toEqual(normalised(doc, REFERENCES));
      expect(checkPaper(back.document, REFERENCES)).toEqual(checkPaper(doc, REFERENCES));
      // Written again, it reads back the same: the two editors share one format.
      expect(read(await paperToDocx(back.document, REFERENCES)).document).toEqual(back.document);
    });
  }

  it('keeps the font, the advanced mode and a new paper’s empty body', async () => {
    const doc = newPaperDocument(PAPER_PAYLOAD, 12);
    const styled = { ...doc, attrs: { ...doc.attrs, citationFont: 3, advancedMode: true } };
    const back = read(await paperToDocx(styled, []));
    expect(back.document).toEqual(styled);
    expect(back.paperGUID).toBeUndefined();
  });

  it('reads back figures without a picture and tables without rows, with and without titles and notes, in every format', async () => {
    for (const paperTypeID of [11, 111, 211]) {
      const doc = newPaperDocument(PAPER_PAYLOAD, paperTypeID);
      const figure = (id: string, title: string, note: string): BlockNode => ({ type: 'figure', attrs: { id, title, src: '', note, width: 0, height: 0 } });
      const table = (id: string, title: string, note: string): BlockNode => ({ type: 'table', attrs: { id, title, note, rows: [] } });
      doc.content.splice(1, 1, figure('F1', 'A title', 'A note.'), figure('F2', '', 'Only a note.'), figure('F3', '', ''), table('T1', 'A title', 'A note.'), table('T2', '', 'Only a note.'), table('T3', 'Only a title', ''));
      const back = read(await paperToDocx(doc, []));
      expect(back.warnings).toEqual([]);
      expect(back.document).toEqual(doc);
    }
  });

  it('reads a checkPaper problem back as it was: a citation of a reference the paper does not hold', async () => {
    const doc = filledPaper(11);
    const references = REFERENCES.slice(0, 2);
    const back = read(await paperToDocx(doc, references)).document;
    expect(checkPaper(back, references).map((problem) => problem.code)).toEqual(['missing-reference']);
    expect(checkPaper(back, references)).toEqual(checkPaper(doc, references));
  });
});

type Files = Record<string, Uint8Array>;
const edit = (bytes: Uint8Array, change: (files: Files, xml: (name: string) => string) => void): Uint8Array => {
  const files = unzipSync(bytes);
  change(files, (name) => strFromU8(files[name]!));
  return zipSync(files);
};

/**
 * The Word add-in's citation, as `WordHost` inserts it (a test double editing the .docx's XML as office-js edits the
 * open document): an inline content control tagged `ibid:citation:<id>` holding the citation's text, and the
 * citation's data (`citationDataElement`) added to the paper's data part, found by its namespace.
 */
function insertCitationAsWordHost(bytes: Uint8Array, after: string, node: CitationNode, shown: string): Uint8Array {
  return edit(bytes, (files, xml) => {
    const document = xml('word/document.xml');
    const run = `<w:r><w:t xml:space="preserve">${after}</w:t></w:r>`;
    expect(document).toContain(run);
    const control = `<w:sdt><w:sdtPr><w:alias w:val="Citation"/><w:tag w:val="ibid:citation:${node.attrs.citationUniqueID}"/><w:id w:val="424242"/></w:sdtPr><w:sdtContent><w:r><w:t xml:space="preserve">${shown}</w:t></w:r></w:sdtContent></w:sdt>`;
    files['word/document.xml'] = strToU8(document.replace(run, run + control));
    const part = Object.keys(files).find((name) => /^customXml\/item\d+\.xml$/.test(name) && xml(name).includes('urn:ibid:paper-data:1'))!;
    files[part] = strToU8(xml(part).replace('</paper>', `${citationDataElement(node)}</paper>`));
  });
}

describe('readPaperDocx: a paper changed in Word', () => {
  const plainPaper = () => {
    const doc = newPaperDocument(PAPER_PAYLOAD, 11);
    doc.content.splice(1, 1, para('Normal', text('Sleep matters for memory.')));
    return doc;
  };

  it('reads a citation the add-in inserted: its control and its data', async () => {
    const inserted = cite('W-1', [item('REF-1', { location: { type: 9, value: '1/02/03' } }), item('ref-2', { datePart: false })], { groupUniqueID: 'W-G', prefix: 'see', narrative: false });
    const bytes = insertCitationAsWordHost(await paperToDocx(plainPaper(), REFERENCES), 'Sleep matters for memory.', inserted, ' (Ruiz, 2020, 1:02:03; Lee)');
    const back = read(bytes);
    expect(back.warnings).toEqual([]);
    const paragraph = back.document.content[1]!;
    expect(paragraph).toEqual(para('Normal', text('Sleep matters for memory.'), cite('W-1', [item('REF-1', { location: { type: 9, value: '1/02/03' } }), item('REF-2', { datePart: false })], { groupUniqueID: 'W-G', prefix: 'see' })));
    expect(checkPaper(back.document, REFERENCES).map((p) => [p.code, p.referenceUniqueID])).toEqual([['uncited-reference', 'REF-3']]);
  });

  it('reads citation data from a data part the add-in added, a later element of an id replacing an earlier one', async () => {
    const first = cite('W-2', [item('REF-3')]);
    const edited = cite('W-2', [item('REF-3', { location: { type: 3, value: '7' } })], { suffix: 'emphasis added' });
    const bytes = edit(insertCitationAsWordHost(await paperToDocx(plainPaper(), REFERENCES), 'Sleep matters for memory.', first, ' (Okafor, 2021)'), (files) => {
      const part = (node: CitationNode) => strToU8(`<?xml version="1.0"?><ibid:paper xmlns:ibid="urn:ibid:paper-data:1">${citationDataElement(node).replace(/<(\/?)c/g, '<$1ibid:c')}</ibid:paper>`);
      files['customXml/item2.xml'] = part(cite('W-2', [item('REF-1')]));
      files['customXml/item10.xml'] = part(edited);
    });
    const back = read(bytes);
    expect(back.warnings).toEqual([]);
    expect(back.document.content[1]).toEqual(para('Normal', text('Sleep matters for memory.'), edited));
  });

  it('keeps a citation control without data as its text, with a warning', async () => {
    const bytes = edit(await paperToDocx(plainPaper(), REFERENCES), (files, xml) => {
      files['word/document.xml'] = strToU8(
        xml('word/document.xml').replace('Sleep matters for memory.</w:t></w:r>', 'Sleep matters for memory.</w:t></w:r><w:sdt><w:sdtPr><w:tag w:val="ibid:citation:LOST"/></w:sdtPr><w:sdtContent><w:r><w:t xml:space="preserve"> (Lost, 2001)</w:t></w:r></w:sdtContent></w:sdt>'),
      );
    });
    const back = read(bytes);
    expect(back.document.content[1]).toEqual(para('Normal', text('Sleep matters for memory. (Lost, 2001)')));
    expect(back.warnings).toEqual(['Citation LOST has no data in the document; its text is kept as text.']);
  });

  it('reads paragraphs typed in Word: in the text, after the reference list (moved above it), after an appendix (in it)', async () => {
    const doc = plainPaper();
    doc.content.push({ type: 'appendix', attrs: { id: 'A1' }, content: [para('Normal', text('Data'))] });
    const typed = (words: string) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${words}</w:t></w:r></w:p>`;
    const bytes = edit(await paperToDocx(doc, REFERENCES), (files, xml) => {
      let document = xml('word/document.xml');
      document = document.replace(/(<w:sdt><w:sdtPr><w:alias w:val="Reference List"\/>)/, `${typed('Typed before the list.')}$1`);
      document = document.replace(/(<w:sdt><w:sdtPr><w:alias w:val="Appendix"\/>)/, `${typed('Typed after the list.')}$1`);
      document = document.replace(/(<w:sectPr>)/, `${typed('Typed at the end.')}$1`);
      files['word/document.xml'] = strToU8(document);
    });
    const back = read(bytes);
    const bold = (words: string) => para('Normal', text(words, 'bold'));
    expect(back.document.content.slice(1, 4)).toEqual([para('Normal', text('Sleep matters for memory.')), bold('Typed before the list.'), bold('Typed after the list.')]);
    expect(back.document.content.at(-1)).toEqual({ type: 'appendix', attrs: { id: 'A1' }, content: [para('Normal', text('Data')), bold('Typed at the end.')] });
    expect(back.warnings).toEqual(['Text after the reference list was moved above it: a paper’s text comes before its references.']);
  });

  it('keeps paragraphs typed in generated parts: under the contents (the text starts there), between reference entries (moved above the list)', async () => {
    const doc = plainPaper();
    doc.content.splice(1, 0, { type: 'tableOfContents' });
    const bytes = edit(await paperToDocx(doc, REFERENCES), (files, xml) => {
      let document = xml('word/document.xml');
      const typed = (style: string, words: string) => `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${words}</w:t></w:r></w:p>`;
      document = document.replace(/(<w:tag w:val="ibid:table-of-contents"\/>.*?<\/w:sdtContent><\/w:sdt>)(<\/w:sdtContent><\/w:sdt>)/s, `$1${typed('Normal', 'Under the contents.')}$2`);
      document = document.replace(/(<w:bookmarkEnd w:id="\d+"\/><\/w:p>)/, `$1${typed('Reference', 'My own entry.')}`);
      files['word/document.xml'] = strToU8(document);
    });
    const back = read(bytes);
    expect(back.document.content.slice(1, 5)).toEqual([{ type: 'tableOfContents' }, para('Normal', text('Under the contents.')), para('Normal', text('Sleep matters for memory.')), para('Reference', text('My own entry.'))]);
    expect(back.warnings).toEqual(['Text typed in the reference list outside an annotation was moved above the list: the list itself is generated.']);
  });

  it('names what the paper cannot hold in warnings and keeps the text around it', async () => {
    const bytes = edit(await paperToDocx(plainPaper(), REFERENCES), (files, xml) => {
      files['word/document.xml'] = strToU8(
        xml('word/document.xml').replace(
          'Sleep matters for memory.</w:t></w:r>',
          'Sleep matters</w:t></w:r><w:del><w:r><w:delText>not</w:delText></w:r></w:del><w:r><w:sym w:font="Wingdings" w:char="F04A"/><w:t xml:space="preserve"> for </w:t></w:r><w:hyperlink r:id="rId99"><w:r><w:t>memory</w:t></w:r></w:hyperlink><w:r><w:t>.</w:t><w:commentReference w:id="0"/></w:r>',
        ),
      );
    });
    const back = read(bytes);
    expect(back.document.content[1]).toEqual(para('Normal', text('Sleep matters for memory.')));
    expect(back.warnings).toEqual([
      'Text deleted with tracked changes was left out; accept or reject the changes in Word to keep it.',
      'A symbol inserted from a symbol font was left out.',
      'Links to web pages were kept as their text, without the link.',
      'Comments made in Word were left out.',
    ]);
  });

  it('names the lines typed on the title page, which is drawn again from its fields', async () => {
    const bytes = edit(await paperToDocx(plainPaper(), REFERENCES), (files, xml) => {
      files['word/document.xml'] = strToU8(xml('word/document.xml').replace('>State University<', '>State University, Department of Psychology<'));
    });
    const back = read(bytes);
    expect(back.document.content[0]).toEqual(newPaperDocument(PAPER_PAYLOAD, 11).content[0]);
    expect(back.warnings).toEqual(['The title page was edited in Word; it is drawn again from the paper\'s title page fields, without: "State University, Department of Psychology".']);
  });
});

/** A .docx as Word makes it, in its fewest parts (and any others given). */
function wordDocx(body: string, parts: Files = {}): Uint8Array {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    'word/document.xml': strToU8(document),
    ...parts,
  });
}

describe('readPaperDocx: what Word puts in a paper', () => {
  it('reads a picture pasted in a paragraph as a figure between its text, a footnote typed in Word, and Word’s own table of contents', () => {
    const picture =
      '<w:r><w:drawing><wp:inline><wp:extent cx="19050" cy="9525"/><wp:docPr id="1" name="Picture 1" descr="A chart"/><a:graphic><a:graphicData><pic:pic><pic:blipFill><a:blip r:embed="rId9"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
    const body =
      '<w:sdt><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Table of Contents"/></w:docPartObj></w:sdtPr><w:sdtContent><w:p><w:pPr><w:pStyle w:val="TOC1"/></w:pPr><w:r><w:t>Start 1</w:t></w:r></w:p></w:sdtContent></w:sdt>' +
      `<w:p><w:r><w:t xml:space="preserve">Before </w:t></w:r>${picture}<w:r><w:t>after</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:t>.</w:t></w:r></w:p>`;
    const footnotes = '<w:footnotes><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> A </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r><w:r><w:t xml:space="preserve"> note.</w:t></w:r></w:p></w:footnote></w:footnotes>';
    const rels = '<Relationships><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/></Relationships>';
    const png = Uint8Array.from(atob(PNG.split(',')[1]!), (c) => c.charCodeAt(0));
    const back = read(wordDocx(body, { 'word/footnotes.xml': strToU8(footnotes), 'word/_rels/document.xml.rels': strToU8(rels), 'word/media/image1.png': png }), { paperTypeID: 16 });
    expect(back.warnings).toEqual([]);
    expect(back.document.content.slice(0, 4)).toEqual([
      { type: 'tableOfContents' },
      para('Normal', text('Before ')),
      { type: 'figure', attrs: { id: 'word-figure-1', title: 'A chart', src: PNG, note: '', width: 2, height: 1 } },
      para('Normal', text('after'), { type: 'footnote', content: [text('A '), text('bold', 'bold'), text(' note.')] }, text('.')),
    ]);
  });

  it('reads a run-in heading without the period the format adds, keeping a question mark', async () => {
    const doc = newPaperDocument(PAPER_PAYLOAD, 11);
    doc.content.splice(1, 1, para('Heading4', text('Results.')), para('Normal', text('One.')), para('Heading5', text('Why Now?')), para('Normal', text('Two.')));
    const back = read(await paperToDocx(doc, []));
    expect(back.document.content.slice(1, 5)).toEqual([para('Heading4', text('Results')), para('Normal', text('One.')), para('Heading5', text('Why Now?')), para('Normal', text('Two.'))]);
  });

  it('keeps both copies of a citation control copied in Word, with a warning, and checkPaper names the duplicate', async () => {
    const doc = newPaperDocument(PAPER_PAYLOAD, 11);
    doc.content.splice(1, 1, para('Normal', text('Sleep matters '), cite('C1', [item('REF-1')]), text('.')));
    const bytes = edit(await paperToDocx(doc, REFERENCES.slice(0, 1)), (files, xml) => {
      const document = xml('word/document.xml');
      const control = /<w:sdt><w:sdtPr><w:alias w:val="Citation"\/>.*?<\/w:sdt>/s.exec(document)![0];
      files['word/document.xml'] = strToU8(document.replace(control, control + control));
    });
    const back = read(bytes);
    expect(back.document.content[1]).toEqual(para('Normal', text('Sleep matters '), cite('C1', [item('REF-1')]), cite('C1', [item('REF-1')]), text('.')));
    expect(back.warnings).toEqual(['Citation C1 stands twice in the document (a copied control); both are kept.']);
    expect(checkPaper(back.document, REFERENCES.slice(0, 1)).map((p) => p.code)).toEqual(['duplicate-citation-id']);
  });
});

describe('readPaperDocx: a .docx that is not an Ibid paper', () => {
  const wordBody =
    '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>My Essay</w:t></w:r></w:p>' +
    '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Start</w:t></w:r></w:p>' +
    '<w:p><w:r><w:t xml:space="preserve">Plain </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>words</w:t></w:r><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>.</w:t></w:r></w:p>' +
    '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>A</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>B</w:t></w:r></w:p></w:tc></w:tr></w:tbl>';

  it('fails clearly without a paper type: it has no PaperTypeID property', async () => {
    for (const bytes of [wordDocx(wordBody), await paperToDocx(filledPaper(11), REFERENCES, { cleanCopy: true })]) {
      const result = readPaperDocx(bytes);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toEqual({ code: 'not-an-ibid-paper', message: expect.stringMatching(/^This Word document is not an Ibid paper: it has no PaperTypeID property\. It may be a clean copy/) });
    }
  });

  it('reads as plain paragraphs of the paper type asked for (adopting it), naming styles it does not know', () => {
    const back = read(wordDocx(wordBody), { paperTypeID: 16 });
    expect(back.document).toEqual({
      type: 'doc',
      attrs: { paperTypeID: 16, citationFont: 1 },
      content: [
        para('Normal', text('My Essay')),
        para('Heading1', text('Start')),
        para('Normal', text('Plain '), text('words', 'italic'), text('.')),
        { type: 'table', attrs: { id: 'word-table-1', title: '', note: '', rows: [['A', 'B']] } },
        { type: 'referenceList', attrs: { title: 'References' }, content: [] },
      ],
    });
    expect(back.warnings).toEqual(['Paragraphs in Word\'s style "Title" were read as Normal text.']);
  });

  it('reads a clean copy as the text it shows when adopted', async () => {
    const back = read(await paperToDocx(filledPaper(111), REFERENCES, { cleanCopy: true }), { paperTypeID: 115 });
    const texts = back.document.content.flatMap((node) => (node.type === 'paragraph' ? [node.content.map((n) => (n.type === 'text' ? n.text : '')).join('')] : []));
    expect(texts.slice(0, 5)).toEqual(['Ana María López', 'Dr. Elena Rivera', PAPER_PAYLOAD.Course, '4 March 2026', PAPER_PAYLOAD.Title]);
    expect(texts).toContain('The end of the text.');
    expect(back.document.content.some((node) => node.type === 'titlePage')).toBe(false);
  });

  it('fails on bytes that are not a .docx', () => {
    expect(readPaperDocx(strToU8('not a zip'))).toEqual({ ok: false, error: { code: 'invalid-docx', message: 'This file is not a Word document (.docx).' } });
    expect(readPaperDocx(zipSync({ 'a.txt': strToU8('x') }))).toMatchObject({ ok: false, error: { code: 'invalid-docx' } });
  });
});
