import { describe, expect, it } from 'vitest';
import { PARAGRAPH_STYLES } from './schema.js';
import { nextParagraphStyle, textStyles } from './text-styles.js';

const described = (format: Parameters<typeof textStyles>[0]) => Object.fromEntries(textStyles(format).map((s) => [s.name, s.description]));

describe('text styles per format', () => {
  it('lists every paragraph style once, in the spec order, for each format', () => {
    for (const format of ['apa7', 'mla9', 'turabian9'] as const) {
      expect(textStyles(format).map((s) => s.style)).toEqual([...PARAGRAPH_STYLES]);
      expect(textStyles(format).map((s) => s.name)).toEqual(['Paragraph', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Block Quote', 'Reference', 'Reference Annotation']);
    }
  });

  it('describes the APA 7 heading levels of the Publication Manual 2.27', () => {
    const apa = described('apa7');
    expect(apa['Heading 1']).toBe('Centered, Bold, Title Case.');
    expect(apa['Heading 3']).toBe('Flush left, Bold Italic, Title Case.');
    expect(apa['Heading 4']).toBe('Indented 0.5 in, Bold, Title Case, ending with a period; the text continues on the same line.');
    expect(apa['Block Quote']).toMatch(/^A quotation of 40 words or more: indented 0.5 in, double-spaced/);
    expect(apa['Reference']).toContain('References list');
  });

  it('describes MLA 9 headings, its block quotes and Works Cited', () => {
    const mla = described('mla9');
    expect(mla['Heading 2']).toBe('Flush left, Italic, Title Case.');
    expect(mla['Heading 5']).toBe('Flush left, Underlined, Title Case.');
    expect(mla['Block Quote']).toMatch(/^A quotation of more than four lines of prose/);
    expect(mla['Reference']).toContain('Works Cited');
  });

  it('describes Turabian 9 headings, single-spaced block quotes and the Bibliography', () => {
    const turabian = described('turabian9');
    expect(turabian['Heading 2']).toBe('Centered, Regular type, Headline-style capitalization.');
    expect(turabian['Heading 4']).toBe('Flush left, Regular type, Sentence-style capitalization.');
    expect(turabian['Block Quote']).toBe('A quotation of five or more lines: indented 0.5 in, single-spaced, a blank line before and after, without quotation marks.');
    expect(turabian['Reference']).toBe('An entry of the Bibliography list: a hanging indent of 0.5 in, single-spaced, a blank line between entries.');
  });
});

describe('the paragraph after one', () => {
  it('is body text after a heading, and keeps the style of any other paragraph', () => {
    expect(PARAGRAPH_STYLES.map((style) => [style, nextParagraphStyle(style)])).toEqual([
      ['Normal', 'Normal'],
      ['Heading1', 'Normal'],
      ['Heading2', 'Normal'],
      ['Heading3', 'Normal'],
      ['Heading4', 'Normal'],
      ['Heading5', 'Normal'],
      ['BlockQuote', 'BlockQuote'],
      ['Reference', 'Reference'],
      ['ReferenceAnnotation', 'ReferenceAnnotation'],
    ]);
  });
});
