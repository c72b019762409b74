/**
 * Text as Word runs: the engine's formatted output (html with <i> and <sup> only) and the editor's marked text.
 * The .docx is one more serializer of format/inline.ts's tree.
 */
import { TextRun } from 'docx';
import { parseMarkup, type Inline } from '../../format/inline.js';
import type { Formatted } from '../../model/citation-item.js';
import { decodeEntities } from '../../text/markup.js';
import type { PaperMark } from '../schema.js';

export interface RunFormat {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  superScript?: boolean;
  style?: string;
}

/** A run of text in a format; a line break for '\n' (Word breaks a run's line with <w:br/>, not with the character). */
export function textRuns(text: string, format: RunFormat = {}): TextRun[] {
  const { underline, ...rest } = format;
  const options = { ...rest, ...(underline ? { underline: {} } : {}) };
  return text.split('\n').map((line, index) => new TextRun({ ...options, text: line, ...(index > 0 ? { break: 1 } : {}) }));
}

function inlineRuns(node: Inline, format: RunFormat): TextRun[] {
  if (typeof node === 'string') return node ? textRuns(decodeEntities(node), format) : [];
  if (Array.isArray(node)) return node.flatMap((child) => inlineRuns(child, format));
  // Italics inside italics read as roman, as the html serializer writes them.
  if ('italic' in node) return inlineRuns(node.italic, { ...format, italics: !format.italics });
  if ('quoted' in node) return inlineRuns(['“', ...node.quoted, '”'], format);
  return inlineRuns(node.sup, { ...format, superScript: true });
}

/** The runs of a citation, note or reference entry the engine formatted. */
export const formattedRuns = (value: Formatted, format: RunFormat = {}): TextRun[] => inlineRuns(parseMarkup(value.html), format);

/** The runs of text the writer typed, with its marks. */
export function markedRuns(text: string, marks: readonly PaperMark[] | undefined, format: RunFormat = {}): TextRun[] {
  const has = (type: PaperMark['type']) => marks?.some((mark) => mark.type === type) ?? false;
  return textRuns(text, {
    ...format,
    ...(has('bold') ? { bold: true } : {}),
    ...(has('italic') ? { italics: !format.italics } : {}),
    ...(has('underline') ? { underline: true } : {}),
  });
}
