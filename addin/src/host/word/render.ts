/// <reference types="office-js" />
/**
 * The generated text of the document, written from `layoutPaper`: every citation control's text and the reference
 * list control's title and entries (each bookmarked with its anchor, as the writer does, so the reader knows the
 * entries are generated). Queued in the caller's batch.
 */
import { CONTROL_KINDS, controlTag, type PaperLayout } from '@ibid/engine/paper';
import type { IbidControl } from './controls';

/** The paper's own paragraph styles, by their ids in the .docx the writer makes (engine docx/styles.ts), as Word names them. */
export const STYLE_NAMES = {
  Normal: 'Normal',
  Heading1: 'Heading 1',
  Heading2: 'Heading 2',
  Heading3: 'Heading 3',
  Heading4: 'Heading 4',
  Heading5: 'Heading 5',
  BlockQuote: 'Block Quote',
  Reference: 'Reference',
  ReferenceAnnotation: 'Reference Annotation',
  SectionTitle: 'Section Title',
} as const;

export type PaperStyleId = keyof typeof STYLE_NAMES;

/** Word's built-in styles among them, set by their language-independent names (a French Word calls Heading 1 "Titre 1"). */
const BUILT_IN = new Set<PaperStyleId>(['Normal', 'Heading1', 'Heading2', 'Heading3', 'Heading4', 'Heading5']);

export function setStyle(paragraph: Word.Paragraph, style: PaperStyleId): void {
  if (BUILT_IN.has(style)) paragraph.styleBuiltIn = style as Word.BuiltInStyleName;
  else paragraph.style = STYLE_NAMES[style];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);

/** A formatted text's pieces, italic or not (`Formatted.html` carries only <i>, and <sup> for notes). */
export function italicPieces(html: string): { text: string; italic: boolean }[] {
  return html
    .split(/(<i>.*?<\/i>)/)
    .filter(Boolean)
    .map((piece) => {
      const italic = piece.startsWith('<i>');
      return { text: unescape((italic ? piece.slice(3, -4) : piece).replace(/<\/?sup>/g, '')), italic };
    });
}

/** Replaces a control's text, unlocking it for the change (Word refuses to edit a control whose contents are locked). */
export function replaceControlText(control: Word.ContentControl, text: string): void {
  control.cannotEdit = false;
  control.insertText(text, 'Replace');
  control.cannotEdit = true;
}

/** Removes a control, unlocked first (Word refuses to delete a locked one), its content kept or not. */
export function removeControl(control: Word.ContentControl, keepContent: boolean): void {
  control.cannotDelete = false;
  control.cannotEdit = false;
  control.delete(keepContent);
}

/**
 * Every citation's text: APA and MLA the in-text citation in the control; Turabian a footnote whose reference mark
 * stands in the control (as the writer makes it), its text replaced when it has one already. A Word without footnotes
 * in its api (WordApi 1.5) gets the note's text in the control instead.
 */
export function renderCitations(layout: PaperLayout, citations: readonly IbidControl[], notes: ReadonlyMap<string, Word.NoteItem> | undefined): void {
  for (const { control, id } of citations) {
    const citation = layout.citations[id];
    const note = citation?.note?.text.text;
    if (note === undefined || !notes) {
      replaceControlText(control, note ?? citation?.text.text ?? '');
      continue;
    }
    const existing = notes.get(id);
    if (existing) existing.body.insertText(note, 'Replace');
    else {
      control.cannotEdit = false;
      control.clear();
      control.getRange('End').insertFootnote(note);
      control.cannotEdit = true;
    }
  }
}

/**
 * The list's content drawn again: its title, then one Reference paragraph per entry, bookmarked with its anchor. An
 * annotated bibliography's annotations (their text, by reference) follow their entries, each in its control; its
 * list stays open to typing, as the annotations are typed in it.
 */
export function renderReferenceList(layout: PaperLayout, list: Word.ContentControl, { annotations, bookmarks }: { annotations?: ReadonlyMap<string, string>; bookmarks: boolean }): void {
  list.cannotEdit = false;
  list.clear();
  const title = list.paragraphs.getFirst();
  title.insertText(layout.referenceList.title, 'Start');
  setStyle(title, 'SectionTitle');
  for (const entry of layout.referenceList.entries) {
    const paragraph = list.insertParagraph('', 'End');
    setStyle(paragraph, 'Reference');
    for (const piece of italicPieces(entry.text.html)) paragraph.insertText(piece.text, 'End').font.italic = piece.italic;
    // Bookmarks came with WordApi 1.4; a list without them reads back as typed (the reader warns), and is drawn again.
    if (bookmarks) paragraph.getRange('Whole').insertBookmark(entry.anchor);
    if (annotations) annotate(list, entry.referenceUniqueID, annotations.get(entry.referenceUniqueID.toUpperCase()) ?? '');
  }
  list.cannotEdit = !annotations;
}

/** An entry's annotation: its paragraphs in a control tagged with the reference's id. */
function annotate(list: Word.ContentControl, referenceUniqueID: string, text: string): void {
  const [first = '', ...rest] = text.split(/\r\n|\r|\n/);
  const paragraph = list.insertParagraph(first, 'End');
  setStyle(paragraph, 'ReferenceAnnotation');
  const control = paragraph.insertContentControl();
  control.tag = controlTag('annotation', referenceUniqueID.toUpperCase());
  control.title = CONTROL_KINDS.annotation.alias;
  control.appearance = 'BoundingBox';
  for (const line of rest) setStyle(control.insertParagraph(line, 'End'), 'ReferenceAnnotation');
}
