import { describe, expect, it } from 'vitest';
import { bareNumber, labelledIssue } from './number-text.js';

describe('volume and issue numbers', () => {
  it('drops the label a source typed before the number, whatever its spelling', () => {
    expect(bareNumber('Vol. 12')).toBe('12');
    expect(bareNumber('volume 3')).toBe('3');
    expect(bareNumber('No. 3')).toBe('3');
    expect(bareNumber('Issue 4')).toBe('4');
    expect(bareNumber('nos. 3-4')).toBe('3–4');
  });

  it('joins a range of numbers with an en dash, however the source typed it', () => {
    expect(bareNumber('5-6')).toBe('5–6');
    expect(bareNumber('3 -- 4')).toBe('3–4');
    expect(bareNumber('1–2')).toBe('1–2');
    expect(bareNumber('3/4')).toBe('3/4');
    expect(bareNumber('S-1')).toBe('S-1');
  });

  it('labels a combined issue with "nos.", a single one with "no."', () => {
    expect(labelledIssue('5-6')).toBe('nos. 5–6');
    expect(labelledIssue('3/4')).toBe('nos. 3/4');
    expect(labelledIssue('No. 12')).toBe('no. 12');
    expect(labelledIssue('S-1')).toBe('no. S-1');
  });

  it('keeps a number that has no label, and a word that only starts like one', () => {
    expect(bareNumber(' 12 ')).toBe('12');
    expect(bareNumber('C')).toBe('C');
    expect(bareNumber('Novembre')).toBe('Novembre');
  });
});
