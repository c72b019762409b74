import { describe, expect, it } from 'vitest';
import { referenceListStartsPage } from './section-pages.js';

describe('referenceListStartsPage', () => {
  it("starts a paper's reference list on a new page, and keeps a post's, a list's or a bibliography's under what precedes it", () => {
    expect(referenceListStartsPage('research', true)).toBe(true);
    expect(referenceListStartsPage('adopted', true)).toBe(true);
    for (const kind of ['discussion', 'reference-list', 'annotated-bibliography'] as const) expect(referenceListStartsPage(kind, true)).toBe(false);
  });

  it('never breaks the page before a list that opens the paper', () => {
    expect(referenceListStartsPage('research', false)).toBe(false);
  });
});
