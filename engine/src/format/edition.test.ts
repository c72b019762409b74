import { describe, expect, it } from 'vitest';
import { ref } from '../testing/builders.js';
import { formatReference } from './index.js';
import { editionText } from './edition.js';

describe('edition text', () => {
  it('writes a numbered edition as an ordinal and keeps a worded one (APA 9.25: 2nd ed., Rev. ed.)', () => {
    expect(editionText('2')).toBe('2nd ed.');
    expect(editionText('11')).toBe('11th ed.');
    expect(editionText('Rev. ed')).toBe('Rev. ed.');
    expect(editionText('3rd digital')).toBe('3rd digital ed.');
    expect(editionText('3rd digital ed.')).toBe('3rd digital ed.');
  });

  it('gives an ordinal written as a word as a numeral, with or without the word edition (CMOS 14.113: 3rd ed.)', () => {
    expect(editionText('Third edition')).toBe('3rd ed.');
    expect(editionText('Second ed.')).toBe('2nd ed.');
    expect(editionText('second')).toBe('2nd ed.');
  });

  it('gives an edition a catalogue spells out in words as the styles abbreviate it (MLA 5.48-5.49: 2nd ed., Rev. ed.)', () => {
    expect(editionText('Second edition')).toBe('2nd ed.');
    expect(editionText('third')).toBe('3rd ed.');
    expect(editionText('4th edn')).toBe('4th ed.');
    expect(editionText('Revised edition')).toBe('Rev. ed.');
    expect(editionText('Expanded edition')).toBe('Expanded ed.');
  });

  it('reads the word edition an exporter cut short or gave a period too many (Mendeley: "Second edi", "1st ed..")', () => {
    expect(editionText('Second edi')).toBe('2nd ed.');
    expect(editionText('Third editio')).toBe('3rd ed.');
    expect(editionText('First edit')).toBeUndefined();
    expect(editionText('1st ed..')).toBeUndefined();
  });

  it('names no first edition, the default, however an import stored it', () => {
    for (const first of ['1', '1st', 'First', '1st ed.', 'first edition', ' 1 ']) expect(editionText(first)).toBeUndefined();
  });

  it('leaves "(1st ed.)" out of every style’s entry', () => {
    const book = ref(2, { title: 'Why we sleep', edition: '1', publishers: [{ name: 'Scribner' }], issued: { year: 2017 } });
    expect(formatReference(book, 'apa7').text).toBe('Why we sleep. (2017). Scribner.');
    expect(formatReference(book, 'mla9').text).toBe('Why We Sleep. Scribner, 2017.');
    expect(formatReference(book, 'turabian9').text).toBe('Why We Sleep. Scribner, 2017.');
  });
});
