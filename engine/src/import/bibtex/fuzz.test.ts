import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportBibtex } from './export.js';
import { importBibtex } from './import.js';
import { decodeLatex } from './latex.js';
import { parseNames } from './names.js';
import { scanBibtex } from './scanner.js';

/** Text made of BibTeX's own punctuation, so that the fuzzer reaches the scanner's corners. */
const bibtexish = fc
  .array(fc.oneof(fc.constantFrom('@', '@article', '@string', '@comment', '@preamble', '{', '}', '(', ')', '"', '=', ',', '#', '%', '\\', '\n', ' ', 'and', 'title', 'author', 'crossref', 'month', 'jan', '$', '~', '--', "\\'", '{\\"a}', 'x'), fc.string({ maxLength: 4 })), { maxLength: 60 })
  .map((parts) => parts.join(''));

describe('fuzzing', () => {
  it('the scanner never throws', () => {
    fc.assert(fc.property(fc.oneof(bibtexish, fc.string({ unit: 'binary' })), (text) => void scanBibtex(text)), { numRuns: 2000 });
  });

  it('the whole import never throws, and always returns references and warnings', () => {
    fc.assert(
      fc.property(fc.oneof(bibtexish, fc.string({ unit: 'grapheme' })), (text) => {
        const result = importBibtex(text);
        expect(Array.isArray(result.references) && Array.isArray(result.warnings)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('LaTeX decoding and name lists never throw', () => {
    fc.assert(fc.property(bibtexish, (text) => {
      decodeLatex(text, true);
      parseNames(text);
    }), { numRuns: 2000 });
  });

  it('importing what export writes never throws and keeps every entry', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme' }), (title, family) => {
        const ref = { referenceTypeID: 1, data: { title: title.trim() || 'T', contributors: [{ id: '1', type: 'author' as const, kind: 'person' as const, family: family.trim() || 'F' }] } };
        expect(importBibtex(exportBibtex([ref])).references).toHaveLength(1);
      }),
      { numRuns: 500 },
    );
  });
});
