/**
 * The paper's Word styles, built from the format's rules: the editor's paragraph styles (Normal, Heading1-5,
 * BlockQuote, Reference, ReferenceAnnotation, schema.ts) keep their ids in the .docx, so a paper opened in Word
 * shows them in its style gallery, plus the few the writer needs for title pages, captions and section titles.
 */
import type { ICharacterStyleOptions, IParagraphStyleOptions, IStylesOptions } from 'docx';
import type { FormatRules, HeadingRule } from './format-rules.js';
import { DOUBLE_SPACED, FONT_SIZE, HALF_INCH, SINGLE_SPACED } from './page-setup.js';

/** Style ids the writer uses besides the editor's paragraph styles. */
export const STYLE = {
  /** The paper's title on its first page of text (APA bold, MLA plain), centred. */
  paperTitle: 'PaperTitle',
  /** Centred lines without indent: title pages. */
  centered: 'Centered',
  /** Flush-left lines without indent: MLA's header block, the abstract, captions, notes of figures and tables. */
  flushLeft: 'FlushLeft',
  /** "References", "Works Cited", "Abstract", "Appendix A", "Contents". */
  sectionTitle: 'SectionTitle',
  /** Table cells: single-spaced, no indent. */
  tableText: 'TableText',
  /** Header lines (running head, surname, page number): single-spaced, no indent. Word's own id and name. */
  header: 'Header',
} as const;

/** The character styles of run-in headings (their text opens a Normal paragraph), by heading level. */
export const RUN_IN_STYLE = (level: number) => `Heading${level}Char`;

const headingRun = (rule: HeadingRule) => ({
  bold: rule.bold ?? false,
  italics: rule.italic ?? false,
  ...(rule.underline ? { underline: {} } : {}),
});

function headingStyle(rule: HeadingRule, index: number): IParagraphStyleOptions {
  const level = index + 1;
  return {
    id: `Heading${level}`,
    // Word's own names, so Word treats them as its built-in headings (navigation pane, contents).
    name: `heading ${level}`,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    paragraph: {
      alignment: rule.align,
      indent: { firstLine: rule.indent ? HALF_INCH : 0 },
      spacing: { before: rule.spaceBefore ?? 0, after: 0 },
      keepNext: true,
      keepLines: true,
      outlineLevel: index,
    },
    run: headingRun(rule),
  };
}

const RUN_IN_LEVELS = (rules: FormatRules) => rules.headings.flatMap((rule, index) => (rule.runIn ? [{ rule, level: index + 1 }] : []));

function runInStyles(rules: FormatRules): ICharacterStyleOptions[] {
  return RUN_IN_LEVELS(rules).map(({ rule, level }) => ({
    id: RUN_IN_STYLE(level),
    name: `Heading ${level} Char`,
    link: `Heading${level}`,
    run: headingRun(rule),
  }));
}

/** Every style of a paper in one format and font. */
export function paperStyles(rules: FormatRules, font: string): IStylesOptions {
  const noIndent = { firstLine: 0 };
  const paragraphStyles: IParagraphStyleOptions[] = [
    {
      id: 'Normal',
      name: 'Normal',
      quickFormat: true,
      paragraph: { indent: { firstLine: HALF_INCH }, spacing: { line: DOUBLE_SPACED, before: 0, after: 0 } },
    },
    ...rules.headings.map(headingStyle),
    {
      id: STYLE.paperTitle,
      name: 'Paper Title',
      basedOn: 'Normal',
      next: 'Normal',
      paragraph: { alignment: 'center', indent: noIndent, keepNext: true },
      run: { bold: rules.paperTitle.bold },
    },
    { id: STYLE.centered, name: 'Centered', basedOn: 'Normal', paragraph: { alignment: 'center', indent: noIndent } },
    { id: STYLE.flushLeft, name: 'Flush Left', basedOn: 'Normal', paragraph: { indent: noIndent } },
    {
      id: STYLE.sectionTitle,
      name: 'Section Title',
      basedOn: 'Normal',
      next: 'Normal',
      paragraph: { alignment: 'center', indent: noIndent, keepNext: true, spacing: { after: rules.sectionTitle.spaceAfter } },
      run: { bold: rules.sectionTitle.bold },
    },
    {
      id: 'BlockQuote',
      name: 'Block Quote',
      basedOn: 'Normal',
      paragraph: {
        indent: { left: HALF_INCH, firstLine: 0 },
        spacing: { line: rules.blockQuote.line, before: rules.blockQuote.spaceAround, after: rules.blockQuote.spaceAround },
      },
    },
    {
      id: 'Reference',
      name: 'Reference',
      basedOn: 'Normal',
      // A hanging indent: the first line at the margin, the lines after it half an inch in.
      paragraph: {
        indent: { left: HALF_INCH, hanging: HALF_INCH },
        spacing: { line: rules.referenceEntry.line, after: rules.referenceEntry.spaceAfter },
      },
    },
    {
      id: 'ReferenceAnnotation',
      name: 'Reference Annotation',
      basedOn: 'Normal',
      paragraph: {
        indent: { left: HALF_INCH, firstLine: 0 },
        spacing: { line: rules.referenceEntry.line, after: rules.referenceEntry.spaceAfter },
      },
    },
    // The contents' entries: flush left, each level half an inch further in (Word's own indent them by a few points).
    ...[1, 2, 3].map((level) => ({
      id: `TOC${level}`,
      name: `toc ${level}`,
      basedOn: 'Normal',
      next: 'Normal',
      paragraph: { indent: { left: (level - 1) * HALF_INCH, firstLine: 0 }, spacing: { after: 0 } },
    })),
    { id: STYLE.header, name: 'header', basedOn: 'Normal', paragraph: { indent: noIndent, spacing: { line: SINGLE_SPACED } } },
    {
      id: STYLE.tableText,
      name: 'Table Text',
      basedOn: 'Normal',
      paragraph: { indent: noIndent, spacing: { line: SINGLE_SPACED } },
    },
  ];
  return {
    default: {
      document: { run: { font, size: FONT_SIZE }, paragraph: { spacing: { line: DOUBLE_SPACED, before: 0, after: 0 } } },
      footnoteText: {
        basedOn: 'Normal',
        paragraph: {
          indent: { firstLine: rules.note.indent ? HALF_INCH : 0 },
          spacing: { line: rules.note.line, after: rules.note.spaceAfter },
        },
        run: { size: FONT_SIZE },
      },
      // The style of the note's own number; the text's reference is made superscript where it stands (inline.ts).
      footnoteReference: { run: { superScript: !rules.note.fullSizeNumber } },
    },
    paragraphStyles,
    characterStyles: runInStyles(rules),
  };
}
