import { describe, expect, it } from 'vitest';
import { paperReferenceListTitle, referenceListTitle } from './reference-list-title.js';

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

describe('the heading of a paper reference list', () => {
  it.each([
    ['an APA research paper', 'References', { kind: 'research', format: 'apa7' }, ''],
    ['an MLA discussion post', 'Works Cited', { kind: 'discussion', format: 'mla9' }, ''],
    ['a Turabian research paper (notes-bibliography style)', 'Bibliography', { kind: 'research', format: 'turabian9' }, ''],
    ['a Turabian discussion post', 'Bibliography', { kind: 'discussion', format: 'turabian9' }, ''],
    ['an APA 6 paper', 'References', { kind: 'research', format: 'apa6' }, ''],
    ['an MLA 8 paper', 'Works Cited', { kind: 'research', format: 'mla8' }, ''],
    ['a reference list with its document title', 'Sources on Sleep', { kind: 'reference-list', format: 'apa7' }, ' Sources on Sleep '],
    ['an MLA reference list without one', 'Works Cited', { kind: 'reference-list', format: 'mla9' }, ' '],
    ['a Turabian reference list without one', 'References', { kind: 'reference-list', format: 'turabian9' }, ''],
    ['an annotated bibliography with its document title', 'Readings', { kind: 'annotated-bibliography', format: 'mla9' }, 'Readings'],
    ['an annotated bibliography without one', 'Annotated Bibliography', { kind: 'annotated-bibliography', format: 'apa7' }, ''],
  ] as const)('heads %s "%s"', (_, heading, type, documentTitle) => {
    expect(paperReferenceListTitle(type, documentTitle)).toBe(heading);
  });

  it('ignores a document title on papers headed by format', () => {
    expect(paperReferenceListTitle({ kind: 'research', format: 'apa7' }, 'My Paper')).toBe('References');
  });
});
