import { describe, expect, it } from 'vitest';
import { bareNumber } from './number-text.js';

describe('volume and issue numbers', () => {
  it('drops the label a source typed before the number, whatever its spelling', () => {
    expect(bareNumber('Vol. 12')).toBe('12');
    expect(bareNumber('volume 3')).toBe('3');
    expect(bareNumber('No. 3')).toBe('3');
    expect(bareNumber('Issue 4')).toBe('4');
    expect(bareNumber('nos. 3-4')).toBe('3-4');
  });

  it('keeps a number that has no label, and a word that only starts like one', () => {
    expect(bareNumber(' 12 ')).toBe('12');
    expect(bareNumber('C')).toBe('C');
    expect(bareNumber('Novembre')).toBe('Novembre');
  });
});
