/// <reference types="office-js" />
/**
 * The parts of a paper the pane inserts (word-addin §2.9-2.11): each a block control tagged as the writer tags it
 * (engine docx/control-tags.ts), so the reader finds it again. A part is made from its first paragraph, wrapped in
 * its control; its other paragraphs go in at the control's end. Queued in the caller's batch.
 */
import { CONTROL_KINDS, FORMAT_RULES, controlTag, titlePageLines, type CaptionRule, type ControlKind, type FormatRules, type TitlePageAttrs } from '@ibid/engine/paper';
import { replaceControlText, setStyle, type PaperStyleId } from './render';

/** One paragraph of a part: its text and how it is set, or a picture, or a table. */
export type PartLine =
  | { text: string; style?: PaperStyleId; bold?: boolean; italic?: boolean }
  | { picture: string }
  | { table: string[][] };

/** How a part's control is shown: Word's bounding box and the part's name; the writer types in it. */
function dress(control: Word.ContentControl, kind: ControlKind, id: string | undefined): void {
  control.tag = controlTag(kind, id);
  control.title = CONTROL_KINDS[kind].alias;
  control.appearance = 'BoundingBox';
}

function fill(paragraph: Word.Paragraph, line: Extract<PartLine, { text: string }>): void {
  setStyle(paragraph, line.style ?? 'Normal');
  if (!line.text) return;
  const range = paragraph.insertText(line.text, 'Start');
  if (line.bold) range.font.bold = true;
  if (line.italic) range.font.italic = true;
}

/** Appends a line at the control's end (a picture or a table in a paragraph or table of its own). */
function appendLine(control: Word.ContentControl, line: PartLine): Word.Paragraph | undefined {
  if ('table' in line) {
    control.insertTable(line.table.length, line.table[0]?.length ?? 1, 'End', line.table);
    return undefined;
  }
  const paragraph = control.insertParagraph('', 'End');
  if ('picture' in line) {
    setStyle(paragraph, 'Normal');
    paragraph.insertInlinePictureFromBase64(line.picture, 'Start');
  } else fill(paragraph, line);
  return paragraph;
}

/**
 * A part made from a new paragraph (the caller inserts it where the part goes): its first line fills that paragraph,
 * which is wrapped in the part's control; the other lines go in at the control's end. Answers the control and the
 * part's last paragraph (where the cursor goes).
 */
export function insertPart(
  paragraph: Word.Paragraph,
  kind: ControlKind,
  id: string | undefined,
  lines: readonly PartLine[],
): { control: Word.ContentControl; last: Word.Paragraph | undefined } {
  const [first, ...rest] = lines;
  if (first && 'picture' in first) paragraph.insertInlinePictureFromBase64(first.picture, 'Start');
  else if (first && 'text' in first) fill(paragraph, first);
  const control = paragraph.insertContentControl();
  dress(control, kind, id);
  let last: Word.Paragraph | undefined = paragraph;
  for (const line of rest) last = appendLine(control, line) ?? last;
  return { control, last };
}

/** The title page's lines, as the writer prints them (the title's place by the type's layout, the author note under its heading). */
export function titlePageText(paperTypeID: number, attrs: TitlePageAttrs): string[] {
  const lines = titlePageLines(paperTypeID, attrs);
  if (!lines) return [];
  const main = lines.bylineFirst ? [...lines.byline, lines.title] : [lines.title, ...lines.byline];
  return [...main, ...(lines.authorNote.length ? ['Author Note', ...lines.authorNote] : [])];
}

/**
 * The title page drawn again with these lines. When it has as many lines of text as before (a field's value
 * changed), each keeps its paragraph, so its style and spacing stay as the writer set them; otherwise (a line added
 * or gone, another paper type's page) its text is replaced as a whole. `paragraphs` are the page's, their text loaded.
 */
export function redrawTitlePage(page: Word.ContentControl, paragraphs: readonly Word.Paragraph[], lines: readonly string[]): void {
  const filled = paragraphs.filter((paragraph) => paragraph.text.trim());
  if (filled.length !== lines.length) return replaceControlText(page, lines.join('\n'));
  page.cannotEdit = false;
  filled.forEach((paragraph, index) => {
    if (paragraph.text !== lines[index]) paragraph.insertText(lines[index]!, 'Replace');
  });
  page.cannotEdit = true;
}

/** A figure's or table's caption lines by the format's rule (engine docx/figures.ts): stacked label and italic title, or "Label. Title". */
export function captionLines(rule: CaptionRule, label: string, title: string): PartLine[] {
  if (rule.layout === 'stacked') return [{ text: label, bold: true }, ...(title ? [{ text: title, italic: true }] : [])];
  return [{ text: title ? `${label}. ${title}` : label }];
}

/** The note under a figure or table, opened by the format's label (APA's "Note."). */
export function noteLine(rules: FormatRules, text: string): PartLine[] {
  return text ? [{ text: rules.noteLabel ? `${rules.noteLabel} ${text}` : text }] : [];
}

/** The lines of a figure or table, the caption above or below the thing it captions. */
export function captionedLines(rule: CaptionRule, caption: PartLine[], thing: PartLine, note: PartLine[]): PartLine[] {
  return rule.placement === 'above' ? [...caption, thing, ...note] : [thing, ...caption, ...note];
}

export const formatRules = (format: keyof typeof FORMAT_RULES): FormatRules => FORMAT_RULES[format];
