import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reference } from '../../model/reference.js';
import { referenceSchema } from '../../model/reference-schema.js';
import { exportRis } from './export-ris.js';
import { importRis } from './import-ris.js';
import { scanRis } from './ris-scanner.js';
import { RIS_TAGS } from './ris-tags.js';
import { RIS_TYPES } from './ris-types.js';

/** RIS-looking text: known and unknown tags, odd spacing and line ends, values from any characters. */
const risLine = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.keys(RIS_TAGS), 'ZZ', 'XX'), fc.constantFrom(' ', '  ', '   '), fc.oneof(fc.string(), fc.constantFrom(...Object.keys(RIS_TYPES), '2020/03/01/x', '10.1000/x', 'Smith, J', 'https://example.org')))
    .map(([tag, space, value]) => `${tag}${space}- ${value}`),
  fc.constantFrom('TY  - JOUR', 'TY  - BOOK', 'TY  - ???', 'ER  - ', 'ER  -', '', '  continued'),
  fc.string(),
);
const risText = fc.tuple(fc.array(risLine, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
  .map(([lines, eol, bom]) => (bom ? '\uFEFF' : '') + lines.join(eol));

describe('RIS under fuzzing', () => {
  it('scans any text without throwing, each record and field on a real line, in order', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), risText), (text) => {
        const { records } = scanRis(text);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const record of records) {
          let previous = record.line;
          for (const field of record.fields) {
            expect(field.line).toBeGreaterThan(previous);
            expect(field.line).toBeLessThanOrEqual(lineCount);
            previous = field.line;
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('imports any text without throwing; every reference is valid and every warning has a code and a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), risText), (text) => {
        const { references, warnings } = importRis(text);
        for (const reference of references) expect(referenceSchema.safeParse(reference).success).toBe(true);
        for (const warning of warnings) {
          expect(warning.code).toMatch(/^[a-z-]+$/);
          expect(warning.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1500 },
    );
  });

  const word = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
  const generated = fc
    .record({
      type: fc.constantFrom(1, 2, 3, 4, 9, 29, 47),
      title: fc.array(fc.stringMatching(/^[\p{L}\d][\p{L}\d'?:.!-]{0,12}$/u), { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')),
      authors: fc.array(fc.tuple(word, fc.option(word, { nil: undefined })), { maxLength: 4 }),
      year: fc.option(fc.integer({ min: 1000, max: 2100 }), { nil: undefined }),
      volume: fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }),
    })
    .map(({ type, title, authors, year, volume }): Reference => ({
      referenceTypeID: type,
      title,
      data: {
        ...(authors.length
          ? { contributors: authors.map(([family, given], i) => ({ id: String(i + 1), type: 'author' as const, kind: 'person' as const, family, ...(given ? { given } : {}) })) }
          : {}),
        title,
        ...(year !== undefined ? { issued: { year } } : {}),
        ...(volume ? { volume } : {}),
      },
    }));

  it('exports generated references and imports them back the same', () => {
    fc.assert(
      fc.property(fc.array(generated, { maxLength: 5 }), (refs) => {
        const again = importRis(exportRis(refs));
        if (refs.length === 0) return;
        expect(again.references).toEqual(refs);
      }),
      { numRuns: 300 },
    );
  });
});
