/**
 * What a paper's title section and page header say, as text lines (the browser editor draws them; the .docx builds
 * the same from `frontPage` and `pageHeader`): APA 7's student and professional title pages, MLA's header block,
 * Turabian's title page, a discussion post's title line.
 */
import { formatDueDate } from './docx/due-date.js';
import { FORMAT_RULES } from './docx/format-rules.js';
import { headerSurname } from './docx/header-surname.js';
import { getPaperType, type TitlePageVariant } from './paper-types.js';
import type { TitlePageAttrs } from './schema.js';

export interface TitlePageLines {
  variant: TitlePageVariant;
  /** Centred (title pages) or flush left (MLA's header block). */
  align: 'center' | 'left';
  title: string;
  /** Whether the title is bold (APA, Turabian) or plain (MLA). */
  boldTitle: boolean;
  /** The lines under the title (APA, Turabian) or above it (MLA), blanks left out. */
  byline: string[];
  /** MLA: the header block stands above the title. */
  bylineFirst: boolean;
  /** APA 7 professional: the author note's paragraphs. */
  authorNote: string[];
  /** The text starts on a new page after it (APA, Turabian). */
  ownPage: boolean;
  /** APA (2.11): the title stands again, bold and centred, atop the first page of text. */
  repeatTitle: boolean;
}

/** The title section's lines for a paper type; undefined for a type without one (or an unknown type). */
export function titlePageLines(paperTypeID: number, attrs: TitlePageAttrs): TitlePageLines | undefined {
  const type = getPaperType(paperTypeID);
  if (!type || type.titlePage === 'none') return undefined;
  const due = formatDueDate(attrs.dueDate, type.format);
  const present = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);
  const apa = type.titlePage === 'apa-student' || type.titlePage === 'apa-professional';
  const base = { variant: type.titlePage, title: attrs.title, authorNote: [] as string[], bylineFirst: false, repeatTitle: apa && attrs.title.trim() !== '' };
  switch (type.titlePage) {
    case 'apa-student':
      return { ...base, align: 'center', boldTitle: true, byline: present([attrs.author, attrs.institution, attrs.course, attrs.teacher, due]), ownPage: true };
    case 'apa-professional':
      return { ...base, align: 'center', boldTitle: true, byline: present([attrs.author, attrs.institution]), authorNote: present(attrs.authorNote.split(/\n+/)), ownPage: true };
    case 'turabian':
      return { ...base, align: 'center', boldTitle: true, byline: present([attrs.author, attrs.course, due]), ownPage: true };
    case 'mla-header':
      return { ...base, align: 'left', boldTitle: false, byline: present([attrs.author, attrs.teacher, attrs.course, due]), bylineFirst: true, ownPage: false };
    case 'heading':
      return { ...base, align: 'center', boldTitle: FORMAT_RULES[type.format].paperTitle.bold, byline: [], ownPage: false };
  }
}

/** What the page header prints before the page number: APA 7 professional's running head (upper case, flush left), MLA's surname. */
export function pageHeaderLead(paperTypeID: number, attrs: TitlePageAttrs | undefined): { text: string; flushLeft: boolean } {
  const type = getPaperType(paperTypeID);
  if (type?.titlePage === 'apa-professional') return { text: (attrs?.runningHead ?? '').toUpperCase(), flushLeft: true };
  if (type && FORMAT_RULES[type.format].headerLead === 'surname') return { text: headerSurname(attrs?.author ?? ''), flushLeft: false };
  return { text: '', flushLeft: false };
}
