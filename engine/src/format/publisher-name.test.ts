import { describe, expect, it } from 'vitest';
import { ref } from '../testing/builders.js';
import { formatReference } from './index.js';
import { withoutBusinessWords } from './publisher-name.js';

describe('publisher names', () => {
  it.each([
    ['Scribner Inc.', 'Scribner'],
    ['Wiley, Inc', 'Wiley'],
    ['Elsevier Ltd.', 'Elsevier'],
    ['Acme Publishing, LLC', 'Acme Publishing'],
    ['Harcourt, Brace & Co.', 'Harcourt, Brace'],
    ['Little, Brown and Co.', 'Little, Brown'],
    ['W. W. Norton & Company', 'W. W. Norton'],
    ['Houghton Mifflin Company', 'Houghton Mifflin Company'],
    ['Springer Nature Switzerland AG', 'Springer Nature Switzerland AG'],
    ['Penguin Random House', 'Penguin Random House'],
    ['Co.', 'Co.'],
  ])('drops the business structure: %s → %s (APA 9.29, CMOS 14.134)', (name, expected) => {
    expect(withoutBusinessWords(name)).toBe(expected);
  });

  it('prints the bare name in every style', () => {
    const book = ref(2, { title: 'Cosmos', publishers: [{ name: 'Random House, Inc.' }], issued: { year: 1980 } });
    expect(formatReference(book, 'apa7').text).toBe('Cosmos. (1980). Random House.');
    expect(formatReference(book, 'mla9').text).toBe('Cosmos. Random House, 1980.');
    expect(formatReference(book, 'turabian9').text).toBe('Cosmos. Random House, 1980.');
  });
});
