/**
 * The page's look per format, from the same rules the .docx styles are built from (FORMAT_RULES): the heading
 * levels, the section titles, the reference list's spacing, block quotes and notes. The rest is editor.css.
 */
import type { CurrentFormatId } from '@ibid/engine';
import { FORMAT_RULES, paperFont, type HeadingRule } from '@ibid/engine/paper';

/** Word's line spacing in 240ths: 480 is double. */
const lineHeight = (line: number) => String(line / 240);
/** Word's space in twips (1/20 pt). */
const points = (twips: number) => `${twips / 20}pt`;

function headingCss(rule: HeadingRule): string {
  return [
    `text-align:${rule.align === 'center' ? 'center' : 'left'}`,
    `font-weight:${rule.bold ? 'bold' : 'normal'}`,
    `font-style:${rule.italic ? 'italic' : 'normal'}`,
    `text-decoration:${rule.underline ? 'underline' : 'none'}`,
    `text-indent:${rule.indent ? '0.5in' : '0'}`,
    ...(rule.spaceBefore ? [`margin-top:${points(rule.spaceBefore)}`] : []),
    ...(rule.runIn ? ['display:inline'] : []),
  ].join(';');
}

/** CSS for a paper in a format, scoped to `.ib-page`. */
export function paperPageCss(format: CurrentFormatId): string {
  const rules = FORMAT_RULES[format];
  const headings = rules.headings.map((rule, index) => `.ib-page .ProseMirror p[data-style="Heading${index + 1}"]{${headingCss(rule)}}`);
  return [
    ...headings,
    `.ib-page .ib-paper-title.is-bold,.ib-page .ib-section-title.is-bold{font-weight:bold}`,
    `.ib-page .ib-reference-entry{line-height:${lineHeight(rules.referenceEntry.line)};margin-bottom:${points(rules.referenceEntry.spaceAfter)}}`,
    `.ib-page .ProseMirror p[data-style="BlockQuote"]{line-height:${lineHeight(rules.blockQuote.line)};margin:${points(rules.blockQuote.spaceAround)} 0}`,
    `.ib-page .ib-notes li{line-height:${lineHeight(rules.note.line)};margin-bottom:${points(rules.note.spaceAfter)}}`,
  ].join('\n');
}

/** The paper's typeface (word-addin §3 CitationFont) with fallbacks. */
export function pageFontFamily(citationFont: number | undefined): string {
  const font = paperFont(citationFont);
  const generic = font.startsWith('Courier') ? 'monospace' : font.startsWith('Times') ? 'serif' : 'sans-serif';
  return `"${font}", ${generic}`;
}
