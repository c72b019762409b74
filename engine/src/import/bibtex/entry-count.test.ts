import { describe, expect, it } from 'vitest';
import { countBibtexEntries } from './entry-count.js';

describe('countBibtexEntries', () => {
  it('counts the references of a file, in either bracket and any case', () => {
    expect(countBibtexEntries('@article{a, title={A}}\n\n@BOOK(b, title={B})\n  @misc {c, title={C}}')).toBe(3);
  });

  it('leaves out @string, @preamble and @comment', () => {
    expect(countBibtexEntries('@string{acm = {ACM}}\n@preamble{"x"}\n@Comment{jabref-meta: x}\n@article{a, publisher = acm}')).toBe(1);
  });

  it('does not count an @ inside a field or mid-line', () => {
    expect(countBibtexEntries('@misc{a, note = {write to a@b.org},\n  howpublished = {see @book{x}}}')).toBe(1);
  });

  it('finds none in a text without entries', () => {
    expect(countBibtexEntries('Just some notes.')).toBe(0);
  });
});
