import { describe, expect, it } from 'vitest';
import { formatDueDate } from './due-date.js';

describe('formatDueDate', () => {
  it('writes APA and Turabian dates as Month d, yyyy and MLA dates as d Month yyyy', () => {
    expect(formatDueDate('2026-03-04', 'apa7')).toBe('March 4, 2026');
    expect(formatDueDate('2026-12-25', 'mla9')).toBe('25 December 2026');
  });

  it('prints nothing for no date and keeps text that is no yyyy-mm-dd date as written', () => {
    expect(formatDueDate('', 'apa7')).toBe('');
    expect(formatDueDate('2026-13-01', 'mla9')).toBe('2026-13-01');
    expect(formatDueDate('next Friday', 'apa7')).toBe('next Friday');
  });
});
