import { describe, expect, it } from 'vitest';
import { getReferenceTypeBySlug } from '@ibid/engine';
import { fixturePage, fixturePages, readerViews } from '../testing/fixture-pages';
import { capturePage, isScholarly, today } from './page-capture';

const capture = (name: string) => {
  const page = fixturePage(name);
  return capturePage(page.html, page.url ?? `https://example.org/${page.file}`, 'Title', '', new Date('2025-01-15T12:00:00Z'));
};

/** Scholarly kinds of page; a blog is one when it carries a DOI (Upstream's, DataCite's and Donny Winston's do). */
const SCHOLARLY_KINDS = /^(journal-article|book|dataset|report)\b/;
const BLOGS_WITH_A_DOI = ['upstream-force11', 'blog-datacite', 'blog-donnywinston'];

describe('isScholarly: the badge lights up on the pages that describe a scholarly work', () => {
  for (const page of fixturePages()) {
    const name = page.file.replace(/^pages\/|\.html$/g, '');
    const expected = SCHOLARLY_KINDS.test(page.kind) || BLOGS_WITH_A_DOI.some((b) => name.startsWith(b));
    it(`${name} (${page.kind}): ${expected ? 'scholarly' : 'not scholarly'}`, () => {
      expect(isScholarly(capture(name))).toBe(expected);
    });
  }
});

describe('capturePage on real pages: what the popup opens with is what the page shows its reader', () => {
  for (const [file, view] of Object.entries(readerViews())) {
    const name = file.replace(/\.html$/, '');
    it(`${name}: ${view.type}, its title, first author, date and ${view.publisher ? 'publisher' : 'container'}`, () => {
      const { reference } = capture(name).metadata;
      const { data } = reference;
      const unread = view.unread ?? {};
      const type = getReferenceTypeBySlug(view.type);
      if (!unread.type) expect(type.ok && type.value.id).toBe(reference.referenceTypeID);
      // The title as the page writes it (the popup puts it in sentence case, keeping this one beside it).
      if (view.title) expect(data.titleAsImported ?? data.title).toBe(view.title);
      const first = data.contributors?.[0];
      if (view.author && !unread.author) expect(first?.kind === 'group' ? first.name : first?.family).toBe(view.author);
      if (view.year && !unread.date) expect([data.issued?.year, data.issued?.month]).toEqual([view.year, view.month ?? data.issued?.month]);
      if (view.container && !unread.container) expect(data.containerTitleAsImported ?? data.containerTitle).toBe(view.container);
      if (view.publisher && !unread.container) expect(data.publishers?.[0]?.name).toBe(view.publisher);
    });
  }
});

describe('capturePage', () => {
  it("keeps the page's address, title and selection, and dates the visit in UTC", () => {
    const page = fixturePage('youtube');
    const captured = capturePage(page.html, page.url!, 'Star Wars - YouTube', ' 10.1000/x ', new Date('2025-01-15T23:30:00Z'));
    expect(captured).toMatchObject({ url: page.url, pageTitle: 'Star Wars - YouTube', selection: ' 10.1000/x ' });
    expect(captured.metadata.reference.referenceTypeID).toBe(47);
    expect(captured.metadata.reference.data.accessed).toEqual(expect.objectContaining({ year: 2025, month: 1, day: 15 }));
    expect(today(new Date('2025-01-15T23:30:00Z'))).toBe('2025-01-15');
  });
});
