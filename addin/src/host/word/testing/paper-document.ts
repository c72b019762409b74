/**
 * A Word document as a new Ibid paper leaves it: its title page, a paragraph of text (the cursor's), its reference
 * list, its properties. The model only, for the unit tests' fake Word and the browser tests' office.js double.
 */
import { controlTag, getPaperType, paperReferenceListTitle, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import { STYLE_NAMES } from '../render';
import { titlePageText } from '../sections';
import { blockControl, paragraph, WORD_STYLES, type FakeBlock, type FakeParagraph } from './fake-word-model';

export const PAPER_GUID = 'PAPER-GUID-1';

export interface WordPaperOptions {
  paperTypeID?: number;
  properties?: Record<string, string>;
}

/** The styles of a paper the writer made (engine docx/styles.ts), by name, besides Word's own. */
const PAPER_STYLES = [...WORD_STYLES, ...Object.values(STYLE_NAMES), 'Paper Title', 'Centered', 'Flush Left', 'Table Text'];

export function wordPaperDocument({ paperTypeID = 11, properties = {} }: WordPaperOptions = {}): {
  body: FakeBlock[];
  properties: Record<string, string>;
  text: FakeParagraph;
  styles: readonly string[];
} {
  const type = getPaperType(paperTypeID)!;
  const fields = { Title: 'Sleep and Memory', Author: 'Ada Student', Course: 'PSY 101', Teacher: 'Dr. Born', Institution: 'State University', DueDate: '2026-12-01', RunningHead: '' };
  const lines = titlePageText(paperTypeID, { title: fields.Title, author: fields.Author, course: fields.Course, teacher: fields.Teacher, institution: fields.Institution, dueDate: fields.DueDate, runningHead: '', authorNote: '' });
  const text = paragraph('Sleep matters.');
  const body = [
    ...(lines.length ? [blockControl(controlTag('title-page'), lines.map((line, index) => paragraph(line, index === 0 ? 'Paper Title' : 'Centered')), { cannotEdit: true })] : []),
    text,
    blockControl(REFERENCE_LIST_TAG, [paragraph(paperReferenceListTitle(type, fields.Title), STYLE_NAMES.SectionTitle)], { cannotEdit: true }),
  ];
  return { styles: PAPER_STYLES, body, properties: { PaperGUID: PAPER_GUID, PaperID: '7', PaperTypeID: String(paperTypeID), ...fields, CitationFont: '1', UseNewCitationMode: 'true', ...properties }, text };
}
