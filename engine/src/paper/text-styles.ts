/**
 * The Text & Headings drawer (word-addin §2.13): the paper's paragraph styles in the format's words, with what
 * each looks like. Heading descriptions are read from the same rules the .docx styles are built from, so the
 * drawer and the document cannot disagree.
 */
import type { CurrentFormatId } from '../formats.js';
import { FORMAT_RULES, type HeadingRule } from './docx/format-rules.js';
import { SINGLE_SPACED } from './docx/page-setup.js';
import { paperReferenceListTitle } from './reference-list-title.js';
import type { ParagraphStyle } from './schema.js';

export interface TextStyleOption {
  style: ParagraphStyle;
  name: string;
  description: string;
}

/** How each format capitalises its headings, by level (APA 2.27 and MLA title case; Turabian A.2.2.4 headline then sentence style). */
const HEADING_CASE = {
  apa7: ['Title Case', 'Title Case', 'Title Case', 'Title Case', 'Title Case'],
  mla9: ['Title Case', 'Title Case', 'Title Case', 'Title Case', 'Title Case'],
  turabian9: ['Headline-style capitalization', 'Headline-style capitalization', 'Headline-style capitalization', 'Sentence-style capitalization', 'Sentence-style capitalization'],
} as const satisfies Record<CurrentFormatId, readonly string[]>;

/** What a block quote is in each format (APA 8.27, MLA 1.3.7 / 6.34, Turabian 25.2.2). */
const BLOCK_QUOTE_LENGTH = {
  apa7: 'A quotation of 40 words or more',
  mla9: 'A quotation of more than four lines of prose',
  turabian9: 'A quotation of five or more lines',
} as const satisfies Record<CurrentFormatId, string>;

const spacing = (line: number) => (line > SINGLE_SPACED ? 'double-spaced' : 'single-spaced');

function typeface(rule: HeadingRule): string {
  if (rule.bold && rule.italic) return 'Bold Italic';
  if (rule.bold) return 'Bold';
  if (rule.italic) return 'Italic';
  if (rule.underline) return 'Underlined';
  return 'Regular type';
}

function headingDescription(rule: HeadingRule, capitalization: string): string {
  const place = rule.align === 'center' ? 'Centered' : rule.indent ? 'Indented 0.5 in' : 'Flush left';
  const runIn = rule.runIn ? ', ending with a period; the text continues on the same line' : '';
  return `${place}, ${typeface(rule)}, ${capitalization}${runIn}.`;
}

/** The styles the drawer lists for a format, in the spec's order: Paragraph, Heading 1-5, Block Quote, Reference, Reference Annotation. */
export function textStyles(format: CurrentFormatId): TextStyleOption[] {
  const rules = FORMAT_RULES[format];
  const listTitle = paperReferenceListTitle({ kind: 'research', format });
  const entrySpacing = spacing(rules.referenceEntry.line);
  const betweenEntries = rules.referenceEntry.spaceAfter > 0 ? ', a blank line between entries' : '';
  const quoteSpacing = spacing(rules.blockQuote.line);
  const aroundQuote = rules.blockQuote.spaceAround > 0 ? ', a blank line before and after' : '';
  const headings = rules.headings.map((rule, index) => ({
    style: `Heading${index + 1}` as ParagraphStyle,
    name: `Heading ${index + 1}`,
    description: headingDescription(rule, HEADING_CASE[format][index] ?? 'Title Case'),
  }));
  return [
    { style: 'Normal', name: 'Paragraph', description: 'Body text: double-spaced, the first line indented 0.5 in.' },
    ...headings,
    { style: 'BlockQuote', name: 'Block Quote', description: `${BLOCK_QUOTE_LENGTH[format]}: indented 0.5 in, ${quoteSpacing}${aroundQuote}, without quotation marks.` },
    { style: 'Reference', name: 'Reference', description: `An entry of the ${listTitle} list: a hanging indent of 0.5 in, ${entrySpacing}${betweenEntries}.` },
    { style: 'ReferenceAnnotation', name: 'Reference Annotation', description: `An annotated bibliography's annotation under its entry: indented 0.5 in, ${entrySpacing}.` },
  ];
}

/**
 * The style of the paragraph Enter starts after one in `style`, as Word's "style for following paragraph" (the .docx
 * heading styles' next: Normal): the text after a heading; a block quote or an entry goes on in its own style.
 */
export const nextParagraphStyle = (style: ParagraphStyle): ParagraphStyle => (style.startsWith('Heading') ? 'Normal' : style);
