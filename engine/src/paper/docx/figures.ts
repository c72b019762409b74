/**
 * Figures and tables with their numbered captions and notes, placed as the format's rules say (APA 7.4: label bold
 * above, title italic under it, note under the figure; MLA: "Table 1" above, "Fig. 1. Title" below; Turabian:
 * "Table 1. Title" above, "Figure 1. Title" below). Numbers come from `layoutPaper`'s labels.
 */
import { BorderStyle, ImageRun, LineRuleType, Paragraph, Table, TableCell, TableRow, TextRun, type FileChild } from 'docx';
import type { FigureNode, TableNode } from '../schema.js';
import { partControl } from './content-control.js';
import { flowParagraph, type RenderContext } from './context.js';
import type { CaptionRule } from './format-rules.js';
import { figureImage } from './image.js';
import { SINGLE_SPACED, TEXT_WIDTH } from './page-setup.js';
import { textRuns } from './runs.js';
import { STYLE } from './styles.js';

/** The text width in pixels at 96 to the inch, which the package's image sizes are in. */
const TEXT_WIDTH_PX = Math.floor((TEXT_WIDTH / 1440) * 96);
const LINE = { style: BorderStyle.SINGLE, size: 4, color: '000000' } as const;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;

function caption(ctx: RenderContext, rule: CaptionRule, label: string, title: string): Paragraph[] {
  const keepNext = rule.placement === 'above';
  if (rule.layout === 'stacked') {
    return [
      flowParagraph(ctx, { style: STYLE.flushLeft, keepNext: true, children: textRuns(label, { bold: true }) }),
      ...(title ? [new Paragraph({ style: STYLE.flushLeft, keepNext, children: textRuns(title, { italics: true }) })] : []),
    ];
  }
  return [flowParagraph(ctx, { style: STYLE.flushLeft, keepNext, children: textRuns(title ? `${label}. ${title}` : label) })];
}

function note(ctx: RenderContext, text: string): Paragraph[] {
  if (!text.trim()) return [];
  const label = ctx.rules.noteLabel;
  return [new Paragraph({ style: STYLE.flushLeft, children: [...(label ? textRuns(`${label} `, { italics: true }) : []), ...textRuns(text)] })];
}

const labelOf = (ctx: RenderContext, id: string, fallback: string) => ctx.layout.labels[id]?.label ?? fallback;

/** A figure: its caption, its image (fitted to the text width), its note. */
export function figureBlocks(ctx: RenderContext, node: FigureNode): FileChild[] {
  const { id, title, src, note: noteText, width, height } = node.attrs;
  const rule = ctx.rules.figure;
  const image = src ? figureImage(src, { width, height }, TEXT_WIDTH_PX) : undefined;
  const picture = image
    ? [
        flowParagraph(ctx, {
          style: STYLE.flushLeft,
          // Grown to the image: LibreOffice reads a line height without its rule as exact and shows only that much of it.
          spacing: { line: SINGLE_SPACED, lineRule: LineRuleType.AUTO },
          keepNext: rule.placement === 'below',
          children: [new ImageRun({ type: image.type, data: image.data, transformation: { width: image.width, height: image.height }, altText: { name: id, title, description: title } })],
        }),
      ]
    : [];
  const label = caption(ctx, rule, labelOf(ctx, id, 'Figure'), title);
  return partControl(ctx, 'figure', id, rule.placement === 'above' ? [...label, ...picture, ...note(ctx, noteText)] : [...picture, ...label, ...note(ctx, noteText)]);
}

/** A table of text: rules above and below it and under its header row (APA 7.21: no vertical rules), full width. */
function textTable(rows: readonly (readonly string[])[]): Table {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const width = Math.floor(TEXT_WIDTH / columns);
  return new Table({
    width: { size: TEXT_WIDTH, type: 'dxa' },
    columnWidths: Array.from({ length: columns }, () => width),
    borders: { top: LINE, bottom: LINE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
    rows: rows.map(
      (row, index) =>
        new TableRow({
          tableHeader: index === 0,
          children: Array.from({ length: columns }, (_, column) =>
            new TableCell({
              width: { size: width, type: 'dxa' },
              ...(index === 0 ? { borders: { bottom: LINE } } : {}),
              children: [new Paragraph({ style: STYLE.tableText, children: [new TextRun(row[column] ?? '')] })],
            }),
          ),
        }),
    ),
  });
}

/** A table: its caption, the table, its note. */
export function tableBlocks(ctx: RenderContext, node: TableNode): FileChild[] {
  const { id, title, rows, note: noteText } = node.attrs;
  const rule = ctx.rules.table;
  const label = caption(ctx, rule, labelOf(ctx, id, 'Table'), title);
  const table = rows.length ? [textTable(rows)] : [];
  return partControl(ctx, 'table', id, rule.placement === 'above' ? [...label, ...table, ...note(ctx, noteText)] : [...table, ...label, ...note(ctx, noteText)]);
}
