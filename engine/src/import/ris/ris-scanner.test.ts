import { describe, expect, it } from 'vitest';
import { scanRis } from './ris-scanner.js';

describe('the RIS line scanner', () => {
  it('groups TY…ER records and numbers each tag by its 1-based line', () => {
    const { records, warnings } = scanRis('TY  - JOUR\nTI  - One\nER  - \n\nTY  - BOOK\nTI  - Two\nER  -\n');
    expect(warnings).toEqual([]);
    expect(records).toEqual([
      { type: 'JOUR', line: 1, fields: [{ tag: 'TI', value: 'One', line: 2 }] },
      { type: 'BOOK', line: 5, fields: [{ tag: 'TI', value: 'Two', line: 6 }] },
    ]);
  });

  it.each([
    ['CRLF line ends', 'TY  - JOUR\r\nTI  - A\r\nER  - \r\n'],
    ['CR line ends', 'TY  - JOUR\rTI  - A\rER  - \r'],
    ['a byte order mark', '\uFEFFTY  - JOUR\nTI  - A\nER  - '],
    ['one space before the dash', 'TY - JOUR\nTI - A\nER -'],
    ['trailing spaces and lower-case type', 'TY  - jour   \nTI  - A  \nER  -   '],
    ['a missing final ER', 'TY  - JOUR\nTI  - A\n'],
  ])('reads a record with %s', (_, text) => {
    const { records, warnings } = scanRis(text);
    expect(warnings).toEqual([]);
    expect(records).toEqual([{ type: 'JOUR', line: 1, fields: [{ tag: 'TI', value: 'A', line: 2 }] }]);
  });

  it('joins untagged lines to the value above them with a line break', () => {
    const { records } = scanRis('TY  - JOUR\nAB  - First line\n  second line\n\nthird line\nER  - ');
    expect(records[0]?.fields).toEqual([{ tag: 'AB', value: 'First line\nsecond line\nthird line', line: 2 }]);
  });

  it('keeps an empty tag as an empty value', () => {
    expect(scanRis('TY  - JOUR\nSP  -\nER  -').records[0]?.fields).toEqual([{ tag: 'SP', value: '', line: 2 }]);
  });

  it('reports lines outside any record once per run, with the first line', () => {
    const { records, warnings } = scanRis('Provider: Example\nDatabase: Test\nTY  - JOUR\nER  - \nstray\nTI  - orphan\n');
    expect(records).toHaveLength(1);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'line-skipped', line: 1, message: expect.stringMatching(/^Lines 1–2 are outside/) }),
      expect.objectContaining({ code: 'line-skipped', line: 5, message: expect.stringMatching(/^Lines 5–6 are outside/) }),
    ]);
  });

  it('starts a new record at a TY inside a record and says the first had no ER', () => {
    const { records, warnings } = scanRis('TY  - JOUR\nTI  - A\nTY  - BOOK\nTI  - B\nER  - ');
    expect(records.map((r) => r.type)).toEqual(['JOUR', 'BOOK']);
    expect(warnings).toEqual([expect.objectContaining({ code: 'record-unterminated', line: 1 })]);
  });

  it('does not take a line with a tag-like start but no dash, or a lower-case tag, as a tag', () => {
    const { records } = scanRis('TY  - JOUR\nTI  - A\nAU Smith\nau  - x\nER  - ');
    expect(records[0]?.fields).toEqual([{ tag: 'TI', value: 'A\nAU Smith\nau  - x', line: 2 }]);
  });
});
