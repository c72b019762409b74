// Every current paper type as a reader sees it: built with newPaperDocument, three references and two citations,
// written by paperToDocx, turned into PDFs by LibreOffice (all in one soffice call) and read back with
// pdftotext -layout: page count, the title page where each guide puts it, running head and page numbers, the
// reference list on its own page, hanging indents. UPDATE_PAPER_PNGS=1 also redraws docs/papers/*.png (the first
// two pages of each), so that a normal run leaves the tree clean.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromCsl, LOCATION_TYPES, type CslItem, type Reference } from '@ibid/engine';
import { getPaperType, newPaperDocument, paperToDocx, type CitationNode, type InlineNode, type PaperDocument, type ParagraphNode, type ParagraphStyle } from '@ibid/engine/paper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxToPdf, pdfPageToPng, pdfText } from './libreoffice.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNG_DIR = join(root, 'docs', 'papers');
// PAPERS_OUT=dir keeps the .docx and .pdf files there for a look.
const work = process.env.PAPERS_OUT ?? mkdtempSync(join(tmpdir(), 'ibid-papers-'));
afterAll(() => {
  if (!process.env.PAPERS_OUT) rmSync(work, { recursive: true, force: true });
});

const TYPES = [11, 12, 13, 14, 15, 111, 112, 113, 114, 211, 212, 213, 214] as const;

const PAYLOAD = {
  Title: 'Sleep and Memory: How Rest Shapes What Students Learn',
  Author: 'Ana María López',
  Course: 'PSY 101: Introduction to Psychology',
  Teacher: 'Dr. Elena Rivera',
  Institution: 'Department of Psychology, State University',
  DueDate: '2026-03-04',
  RunningHead: '',
  IsAuthorNote: true,
};

const CSL: CslItem[] = [
  {
    id: 'REF-RASCH',
    type: 'article-journal',
    title: 'About sleep’s role in memory',
    author: [{ family: 'Rasch', given: 'Björn' }, { family: 'Born', given: 'Jan' }],
    'container-title': 'Physiological Reviews',
    volume: '93',
    issue: '2',
    page: '681-766',
    issued: { 'date-parts': [[2013]] },
    DOI: '10.1152/physrev.00032.2012',
  },
  {
    id: 'REF-WALKER',
    type: 'book',
    title: 'Why we sleep: Unlocking the power of sleep and dreams',
    author: [{ family: 'Walker', given: 'Matthew' }],
    publisher: 'Scribner',
    'publisher-place': 'New York',
    issued: { 'date-parts': [[2017]] },
  },
  {
    id: 'REF-STICKGOLD',
    type: 'article-journal',
    title: 'Sleep-dependent memory consolidation',
    author: [{ family: 'Stickgold', given: 'Robert' }],
    'container-title': 'Nature',
    volume: '437',
    issue: '7063',
    page: '1272-1278',
    issued: { 'date-parts': [[2005]] },
    DOI: '10.1038/nature04286',
  },
];
const REFERENCES: Reference[] = CSL.map((item) => ({ ...fromCsl(item), referenceUniqueID: String(item.id) }));

const text = (value: string): InlineNode => ({ type: 'text', text: value });
const cite = (id: string, referenceUniqueID: string, page: string): CitationNode => ({
  type: 'citation',
  attrs: { citationUniqueID: id, groupUniqueID: null, items: [{ referenceUniqueID, location: { type: LOCATION_TYPES.PAGE, value: page }, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false },
});
const para = (style: ParagraphStyle, ...content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', attrs: { style }, content });

/** About a page of text with two citations: enough for a post, and for a paper's first page of text. */
const BODY = [
  para('Normal', text('Students often trade sleep for study time before an exam. The research on memory suggests that this is a poor trade: sleep after learning does not only rest the brain but actively strengthens what was learned during the day.')),
  para('Heading1', text('Sleep and Memory Consolidation')),
  para('Normal', text('During deep sleep the brain replays the day’s experiences and moves them from short-term to long-term storage, which is why a night of sleep after studying improves recall the next morning '), cite('C1', 'REF-RASCH', '690'), text('.')),
  para('Heading2', text('What This Means for Students')),
  para('Normal', text('Pulling an all-nighter removes the very stage in which memories are consolidated, so students who sleep remember more of the same material than students who stay up '), cite('C2', 'REF-WALKER', '112'), text('.')),
];

const ANNOTATION = 'The authors review how sleep strengthens memories and which sleep stages matter most.';

function paperOf(paperTypeID: number): PaperDocument {
  const doc = newPaperDocument(PAYLOAD, paperTypeID);
  const type = getPaperType(paperTypeID)!;
  const writes = type.kind === 'research' || type.kind === 'discussion';
  const at = doc.content.findIndex((node) => node.type === 'paragraph');
  doc.content.splice(at, 1, ...(writes ? BODY : []));
  if (type.audience === 'professional') {
    doc.content.splice(1, 0, { type: 'abstract', attrs: { keywords: 'sleep, memory consolidation, studying' }, content: [para('Normal', text('This paper reviews what sleep does for memory and what it means for how students prepare for exams.'))] });
  }
  const list = doc.content.find((node) => node.type === 'referenceList')!;
  if (type.kind === 'annotated-bibliography') list.content = REFERENCES.map((ref) => ({ type: 'annotation', attrs: { referenceUniqueID: ref.referenceUniqueID! }, content: [para('Normal', text(ANNOTATION))] }));
  return doc;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A line of a PDF page as a reader sees it: its text and where it stands, in points from the page's top left. */
interface Row {
  text: string;
  x0: number;
  x1: number;
  y: number;
}

/** Each paper's PDF pages: their text as pdftotext -layout reads it, and their lines with positions. */
const pages = new Map<number, string[]>();
const rows = new Map<number, Row[][]>();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** pdftotext -bbox-layout's lines, those at the same height joined (a header's running head and page number). */
function rowsOf(xhtml: string): Row[][] {
  return xhtml.split('<page ').slice(1).map((page) => {
    const lines = [...page.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>(.*?)<\/line>/gs)].map((m) => ({
      x0: Number(m[1]),
      y: Number(m[2]),
      x1: Number(m[3]),
      text: decode([...m[4]!.matchAll(/<word[^>]*>(.*?)<\/word>/g)].map((w) => w[1]).join(' ')),
    }));
    lines.sort((a, b) => a.y - b.y);
    const groups: Row[][] = [];
    for (const line of lines) {
      const last = groups.at(-1);
      if (last && Math.abs(last[0]!.y - line.y) < 2) last.push(line);
      else groups.push([line]);
    }
    // Pieces of one line (a title in italics, a page number at a tab) are read left to right.
    const joined = groups.map((group) => {
      group.sort((a, b) => a.x0 - b.x0);
      return { text: group.map((line) => line.text).join(' '), x0: group[0]!.x0, x1: Math.max(...group.map((line) => line.x1)), y: group[0]!.y };
    });
    return joined;
  });
}

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  const files = await Promise.all(
    TYPES.map(async (id) => {
      const file = join(work, `${id}.docx`);
      writeFileSync(file, await paperToDocx(paperOf(id), REFERENCES));
      return file;
    }),
  );
  await docxToPdf(files, work);
  for (const id of TYPES) {
    const pdf = join(work, `${id}.pdf`);
    pages.set(id, pdfText(pdf).split('\f').slice(0, -1));
    rows.set(id, rowsOf(pdfText(pdf, '-bbox-layout')));
    if (process.env.UPDATE_PAPER_PNGS) {
      mkdirSync(PNG_DIR, { recursive: true });
      for (const page of [1, 2].filter((n) => n <= pages.get(id)!.length)) {
        pdfPageToPng(pdf, page, join(PNG_DIR, `${id}-${slug(getPaperType(id)!.name)}-${page}`));
      }
    }
  }
}, 180_000);

/** US Letter in points: 1-inch margins, so text runs from 72 to 540, centred on 306. */
const PAGE = { left: 72, right: 540, middle: 306, top: 72, height: 792 };
const HALF_INCH = 36;
const near = (a: number, b: number, within = 2) => Math.abs(a - b) <= within;
const isCentered = (row: Row) => near((row.x0 + row.x1) / 2, PAGE.middle, 3) && row.x0 > PAGE.left + 4;
const rowsOn = (id: number, page: number) => rows.get(id)![page - 1]!;
/** The header is what stands above the top margin. */
const bodyRows = (id: number, page: number) => rowsOn(id, page).filter((row) => row.y >= PAGE.top - 4);

/** The page the reference list starts on, and its rows from its title to the first note (Turabian's notes end the page). */
function referencePage(id: number, title: string): { number: number; rows: Row[] } {
  const number = rows.get(id)!.findIndex((page) => page.some((row) => row.text === title)) + 1;
  const page = bodyRows(id, number);
  const from = page.findIndex((row) => row.text === title);
  // A note opens with its number and a capital; an entry's continuation ("1278. https://...") does not.
  const notes = page.findIndex((row, index) => index > from && /^\d+\. \p{Lu}/u.test(row.text));
  return { number, rows: page.slice(from, notes < 0 ? undefined : notes) };
}

/** Each entry's rows: an entry starts at the margin, its continuation lines further right. */
function hangingEntries(list: Row[]): Row[][] {
  const entries: Row[][] = [];
  for (const row of list) {
    if (near(row.x0, PAGE.left)) entries.push([row]);
    else entries.at(-1)?.push(row);
  }
  return entries;
}

// MLA's header carries the surname only where the paper has an author: posts and lists ask for none (paperFormFields).
const EXPECTED = {
  11: { pages: 3, list: 'References', header: (n: number) => `${n}` },
  12: { pages: 4, list: 'References', header: (n: number) => `SLEEP AND MEMORY ${n}` },
  13: { pages: 1, list: 'References', header: (n: number) => `${n}` },
  14: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
  15: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
  111: { pages: 2, list: 'Works Cited', header: (n: number) => `López ${n}` },
  112: { pages: 1, list: 'Works Cited', header: (n: number) => `${n}` },
  113: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
  114: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
  211: { pages: 3, list: 'Bibliography', header: (n: number) => `${n - 1}` },
  212: { pages: 1, list: 'Bibliography', header: (n: number) => `${n}` },
  213: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
  214: { pages: 1, list: PAYLOAD.Title, header: (n: number) => `${n}` },
} as const satisfies Record<(typeof TYPES)[number], { pages: number; list: string; header: (page: number) => string }>;

describe.each(TYPES)('paper type %i rendered by LibreOffice', (id) => {
  const expected = EXPECTED[id];
  const type = getPaperType(id)!;

  it('has the expected number of pages', () => {
    expect(pages.get(id)).toHaveLength(expected.pages);
    expect(rows.get(id)).toHaveLength(expected.pages);
  });

  it('prints the page header half an inch from the top of every page: the page number at the right margin, the running head or surname where the guide wants one', () => {
    rows.get(id)!.forEach((page, index) => {
      const n = index + 1;
      const header = page.filter((row) => row.y < PAGE.top - 4);
      if (type.titlePage === 'turabian' && n === 1) {
        expect(header).toEqual([]);
        return;
      }
      expect(header.map((row) => row.text)).toEqual([expected.header(n)]);
      expect(near(header[0]!.y, HALF_INCH, 4)).toBe(true);
      expect(near(header[0]!.x1, PAGE.right)).toBe(true);
      if (type.titlePage === 'apa-professional') expect(near(header[0]!.x0, PAGE.left)).toBe(true);
    });
  });

  it('puts the title page text where its guide puts it', () => {
    const page = bodyRows(id, 1);
    const row = (text: string) => page.find((r) => r.text === text);
    switch (type.titlePage) {
      case 'apa-student':
      case 'apa-professional': {
        const order = type.titlePage === 'apa-student' ? [PAYLOAD.Title, PAYLOAD.Author, PAYLOAD.Institution, PAYLOAD.Course, PAYLOAD.Teacher, 'March 4, 2026'] : [PAYLOAD.Title, PAYLOAD.Author, PAYLOAD.Institution, 'Author Note'];
        const found = order.map(row);
        expect(found.every((r) => r && isCentered(r))).toBe(true);
        const ys = found.map((r) => r!.y);
        expect(ys).toEqual([...ys].sort((a, b) => a - b));
        // Three to four double-spaced lines down from the top margin, a blank line under it.
        const line = ys[1]! - ys[0]! - (ys[2]! - ys[1]!);
        expect(ys[0]! - PAGE.top).toBeGreaterThan(2.5 * (ys[2]! - ys[1]!));
        expect(ys[0]! - PAGE.top).toBeLessThan(4.5 * (ys[2]! - ys[1]!));
        expect(line).toBeGreaterThan(10);
        if (type.titlePage === 'apa-professional') expect(ys[3]!).toBeGreaterThan(PAGE.height / 2);
        expect(bodyRows(id, 2)[0]!.text).toBe(type.titlePage === 'apa-student' ? PAYLOAD.Title : 'Abstract');
        break;
      }
      case 'mla-header':
        expect(page.slice(0, 5).map((r) => r.text)).toEqual([PAYLOAD.Author, PAYLOAD.Teacher, PAYLOAD.Course, '4 March 2026', PAYLOAD.Title]);
        expect(page.slice(0, 4).every((r) => near(r.x0, PAGE.left))).toBe(true);
        expect(isCentered(page[4]!)).toBe(true);
        break;
      case 'turabian':
        expect(page.map((r) => r.text)).toEqual([PAYLOAD.Title, PAYLOAD.Author, PAYLOAD.Course, 'March 4, 2026']);
        expect(page.every(isCentered)).toBe(true);
        // The title a third of the way down the page, the byline well below it.
        expect(near(page[0]!.y, PAGE.height / 3, 40)).toBe(true);
        expect(page[1]!.y - page[0]!.y).toBeGreaterThan(120);
        break;
      case 'heading':
        expect(page[0]!.text).toBe(PAYLOAD.Title);
        expect(isCentered(page[0]!)).toBe(true);
        break;
      default:
        expect(page[0]!.text).toBe(expected.list);
    }
  });

  it('titles the reference list, centred, on a page of its own in a paper and under the text in a post', () => {
    const { number, rows: list } = referencePage(id, expected.list);
    expect(number).toBeGreaterThan(0);
    expect(isCentered(list[0]!)).toBe(true);
    const page = bodyRows(id, number);
    const above = page.slice(0, page.indexOf(list[0]!));
    if (type.kind === 'research') expect(above).toEqual([]);
    if (type.kind === 'discussion') {
      expect(number).toBe(1);
      expect(above.map((r) => r.text).join(' ')).toContain('Students often trade sleep');
    }
  });

  it('hangs every entry: its first line at the margin, the lines after it half an inch in', () => {
    const entries = hangingEntries(referencePage(id, expected.list).rows.slice(1));
    expect(entries.map((entry) => entry[0]!.text.split(/[ ,.]/)[0])).toEqual(expect.arrayContaining(['Rasch', 'Walker', 'Stickgold']));
    expect(entries.some((entry) => entry.length > 1)).toBe(true);
    for (const entry of entries) for (const continuation of entry.slice(1)) expect(near(continuation.x0, PAGE.left + HALF_INCH)).toBe(true);
    if (type.kind === 'annotated-bibliography') expect(entries.flat().map((r) => r.text).join(' ')).toContain('The authors review how sleep');
  });

  it('prints the citations: in the text for APA and MLA, as numbered footnotes for Turabian', () => {
    if (type.kind !== 'research' && type.kind !== 'discussion') return;
    const all = pages.get(id)!.join('\n');
    if (type.format === 'turabian9') {
      expect(all).toMatch(/^\s+1\. Björn Rasch and Jan Born/m);
      expect(all).toMatch(/^\s+2\. Matthew Walker/m);
    } else {
      expect(all.replace(/\s+/g, ' ')).toMatch(type.format === 'apa7' ? /\(Rasch & Born, 2013, p\. 690\)/ : /\(Rasch and Born 690\)/);
    }
  });
});

describe('the committed pictures of the papers', () => {
  it('exist for the first page of every paper type', () => {
    for (const id of TYPES) {
      const png = readFileSync(join(PNG_DIR, `${id}-${slug(getPaperType(id)!.name)}-1.png`));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
