import { describe, expect, it } from 'vitest';
import { referenceListTitle } from './reference-list-title.js';

describe('the reference list title', () => {
  it('defaults to Works Cited for MLA 9 (and legacy MLA 8)', () => {
    expect(referenceListTitle('mla9')).toBe('Works Cited');
    expect(referenceListTitle('mla8')).toBe('Works Cited');
  });

  it('defaults to References otherwise', () => {
    expect(referenceListTitle('apa7')).toBe('References');
    expect(referenceListTitle('apa6')).toBe('References');
    expect(referenceListTitle('turabian9')).toBe('References');
    expect(referenceListTitle(undefined)).toBe('References');
    expect(referenceListTitle('toString' as never)).toBe('References');
  });
});
