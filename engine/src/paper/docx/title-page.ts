/**
 * What stands above the text, by the paper type's title-page variant (paper-types.ts): APA 7's student and
 * professional title pages (Publication Manual 2.3-2.7), MLA's header block and centred title (Handbook 1.3),
 * Turabian's title page (Manual A.2.1.1), a discussion post's title line, or nothing.
 */
import { Paragraph, TextRun } from 'docx';
import type { TitlePageLines } from '../title-page-lines.js';
import { flowParagraph, type RenderContext } from './context.js';
import { INCH } from './page-setup.js';
import { textRuns } from './runs.js';
import { STYLE } from './styles.js';

/** APA: the title three to four lines down from the top margin (2.3); blank double-spaced lines, as Word users type them. */
const APA_LINES_ABOVE_TITLE = 3;
/** APA professional: the author note sits in the bottom half of the title page (2.7); about line 14 of 23. */
const APA_AUTHOR_NOTE_LINE = 14;
/** Turabian: the title a third of the way down the page, name, course and date lower down (A.2.1.1, figure A.1). */
const TURABIAN_TITLE_SPACE = Math.round((11 * INCH) / 3 - INCH);
const TURABIAN_BYLINE_SPACE = 2 * INCH;

const blankLines = (count: number) => Array.from({ length: count }, () => new Paragraph({ style: STYLE.centered }));
const centered = (text: string, options: { bold?: boolean; spaceBefore?: number } = {}) =>
  new Paragraph({
    style: STYLE.centered,
    ...(options.spaceBefore ? { spacing: { before: options.spaceBefore } } : {}),
    children: textRuns(text, options.bold ? { bold: true } : {}),
  });

/** The paper's title as the first line of its text: APA's bold centred title on page 1, MLA's plain one. */
export const paperTitleLine = (ctx: RenderContext, title: string): Paragraph =>
  flowParagraph(ctx, { style: STYLE.paperTitle, children: textRuns(title) });

function apaTitlePage(lines: TitlePageLines): Paragraph[] {
  const page = [...blankLines(APA_LINES_ABOVE_TITLE), centered(lines.title, { bold: true }), ...blankLines(1), ...lines.byline.map((line) => centered(line))];
  if (lines.authorNote.length > 0) {
    const used = APA_LINES_ABOVE_TITLE + 2 + lines.byline.length;
    page.push(...blankLines(Math.max(1, APA_AUTHOR_NOTE_LINE - used)), centered('Author Note', { bold: true }));
    page.push(...lines.authorNote.map((text) => new Paragraph({ style: 'Normal', children: textRuns(text) })));
  }
  return page;
}

function turabianTitlePage(lines: TitlePageLines): Paragraph[] {
  return [
    centered(lines.title, { bold: true, spaceBefore: TURABIAN_TITLE_SPACE }),
    ...lines.byline.map((line, index) => centered(line, index === 0 ? { spaceBefore: TURABIAN_BYLINE_SPACE } : {})),
  ];
}

export interface FrontPage {
  paragraphs: Paragraph[];
  /** Turabian's title page is a section of its own: no page number on it, the text's pages numbered from 1. */
  ownSection: boolean;
  /** The text starts on a new page after it. */
  newPageAfter: boolean;
}

/** The paper's first page, or the lines above its text, from its title section's lines (`titlePageLines`). */
export function frontPage(ctx: RenderContext, lines: TitlePageLines | undefined): FrontPage {
  switch (lines?.variant) {
    case 'apa-student':
    case 'apa-professional':
      return { paragraphs: apaTitlePage(lines), ownSection: false, newPageAfter: true };
    case 'turabian':
      return { paragraphs: turabianTitlePage(lines), ownSection: true, newPageAfter: false };
    case 'mla-header':
      // MLA's header block (name, instructor, course, date, flush left) and the centred title under it.
      return {
        paragraphs: [...lines.byline.map((line) => new Paragraph({ style: STYLE.flushLeft, children: [new TextRun(line)] })), paperTitleLine(ctx, lines.title)],
        ownSection: false,
        newPageAfter: false,
      };
    case 'heading':
      return { paragraphs: lines.title.trim() ? [paperTitleLine(ctx, lines.title)] : [], ownSection: false, newPageAfter: false };
    default:
      return { paragraphs: [], ownSection: false, newPageAfter: false };
  }
}
