// The engine's own example sets, written from the manuals' rules and their own examples (MLA Handbook 9th ed.
// chapter 5, Turabian 9 chapters 16-17, APA 7 chapters 9-10), each case citing its section: the shared oracle is a
// sample, these are the target. Checked strictly: the exact HTML, curly quotes and dashes included.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCitation, formatReference, fromCsl, type FormatId } from '../src/index.js';
import type { ExampleCase } from './example-case.js';

interface HandbookCase extends ExampleCase {
  /** The manual's section (and page where it helps) the example and its rule come from. */
  source: string;
}

const CHECKS = {
  reference: (c: HandbookCase, style: FormatId) => formatReference(fromCsl(c.csl), style).html,
  parenthetical: (c, style) => cite(c, style, 'parenthetical').first.html,
  narrative: (c, style) => cite(c, style, 'narrative', { narrative: true }).first.html,
  in_text: (c, style) => cite(c, style, 'in_text').first.html,
  note: (c, style) => cite(c, style, 'note').first.html,
  short_note: (c, style) => cite(c, style, 'short_note').subsequent.html,
} satisfies Record<string, (c: HandbookCase, style: FormatId) => string>;

function cite(c: HandbookCase, style: FormatId, check: string, options = {}) {
  const location = c.locators?.[check];
  return formatCitation([{ reference: fromCsl(c.csl), ...(location ? { location } : {}) }], style, options);
}

const folder = new URL('./handbook/', import.meta.url);
for (const file of readdirSync(folder).filter((f) => f.endsWith('.cases.json'))) {
  const style = file.replace('.cases.json', '') as FormatId;
  const cases = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as HandbookCase[];
  describe(`${style}: the manual's examples`, () => {
    for (const c of cases) {
      for (const [check, format] of Object.entries(CHECKS)) {
        const expected = c[`expected_${check}` as keyof HandbookCase] as string | undefined;
        if (expected !== undefined) it(`${c.id} ${check} (${c.source})`, () => expect(format(c, style)).toBe(expected));
      }
    }
  });
}
