import { describe, expect, it } from 'vitest';
import { TYPE_KINDS } from '../catalogue/type-kinds.js';
import type { Reference } from '../model/reference.js';
import type { FormatId } from '../formats.js';
import { formatBibliography, formatCitation, formatReference } from './index.js';
import { safely } from './safely.js';

/** What a broken import could store: fields of the wrong shape, which the formatters' rules never foresaw. */
const malformed = (referenceTypeID: number): Reference =>
  ({
    referenceTypeID,
    data: { title: 'Sleep and memory', contributors: [{ id: '1', type: 'author', kind: 'person', family: 7 }, { id: '2', type: 'editor', kind: 'group' }], pages: 'twelve', issued: 'yesterday', publishers: [{}], edition: 2 },
  }) as unknown as Reference;

const STYLES: FormatId[] = ['apa7', 'mla9', 'turabian9'];

describe('formatting a malformed reference', () => {
  it.each(STYLES)('never throws in %s, for any type: the entry, the list and the citation', (format) => {
    for (const { id } of Object.values(TYPE_KINDS)) {
      const ref = malformed(id);
      expect(typeof formatReference(ref, format).html).toBe('string');
      expect(() => formatBibliography([ref], format)).not.toThrow();
      expect(() => formatCitation([{ reference: ref, location: { type: 3, value: '4' } }], format, { narrative: true })).not.toThrow();
    }
  });

  it('falls back to the title, set as the style sets it, when a rule throws', () => {
    const ref = malformed(2);
    const broken = () => {
      throw new TypeError('no rule foresaw this');
    };
    expect(safely(broken, ref, () => true).html).toBe('<i>Sleep and memory</i>.');
    expect(safely(broken, ref, () => false).text).toBe('Sleep and memory.');
    expect(safely(broken, undefined, () => true).text).toBe('');
  });
});
