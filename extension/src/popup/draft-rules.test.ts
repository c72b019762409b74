import { describe, expect, it } from 'vitest';
import { differsFromSaved, fieldLabel, fillFromLookup, ratedFields } from './draft-rules';

const JOURNAL = 1;
const WEBPAGE = 3;
const NEWSPAPER = 29;

describe("the form's own labels", () => {
  it("names a newspaper's container 'Newspaper name' and a webpage's 'Website name', and knows no field a type lacks", () => {
    expect(fieldLabel(NEWSPAPER, 'containerTitle')).toBe('Newspaper name');
    expect(fieldLabel(WEBPAGE, 'containerTitle')).toBe('Website name');
    expect(fieldLabel(NEWSPAPER, 'doi')).toBeUndefined();
  });

  const page = { title: 'A story', containerTitle: 'The Daily', url: 'https://example.org/a', abstract: 'About it' };
  const confidence = { referenceTypeID: 0.8, url: 0.85, title: 0.97, containerTitle: 0.76, abstract: 0.77 };

  it("rates only the fields the type's form shows, in the form's order, with its labels", () => {
    expect(ratedFields(NEWSPAPER, confidence, page, page)).toEqual([
      { name: 'title', label: 'Title', value: 0.97 },
      { name: 'containerTitle', label: 'Newspaper name', value: 0.76 },
      { name: 'url', label: 'URL', value: 0.85 },
    ]);
  });

  it('stops rating a field once the reader or a lookup changed it', () => {
    const edited = { ...page, containerTitle: 'The Daily Post', title: undefined };
    expect(ratedFields(NEWSPAPER, confidence, edited, page).map((f) => f.name)).toEqual(['url']);
  });
});

describe('what a lookup fills in', () => {
  const found = {
    referenceTypeID: JOURNAL,
    data: { title: 'From the lookup', titleAsImported: 'From The Lookup', containerTitle: 'PLOS ONE', volume: '1', doi: '10.1371/journal.pone.0000001' },
  };

  it("fills the fields the draft leaves empty and keeps what the reader or the page gave, the lookup's own title with its original", () => {
    const draft = { referenceTypeID: JOURNAL, data: { title: '', volume: '7', doi: '10.1371/journal.pone.0000001' } };
    const { draft: next, filled } = fillFromLookup(draft, found);
    expect(filled).toEqual(['title', 'containerTitle']);
    expect(next).toEqual({
      referenceTypeID: JOURNAL,
      data: { title: 'From the lookup', titleAsImported: 'From The Lookup', containerTitle: 'PLOS ONE', volume: '7', doi: '10.1371/journal.pone.0000001' },
    });
    expect(draft.data.title).toBe('');
  });

  it("takes the lookup's type in place of the Webpage fallback, dropping the fields the new type lacks", () => {
    const draft = { referenceTypeID: WEBPAGE, data: { title: 'The page', accessed: { year: 2025, month: 1, day: 15 }, url: 'https://example.org/a' } };
    const { draft: next, filled } = fillFromLookup(draft, found);
    expect(next.referenceTypeID).toBe(JOURNAL);
    expect(next.data).toEqual({ title: 'The page', url: 'https://example.org/a', containerTitle: 'PLOS ONE', volume: '1', doi: '10.1371/journal.pone.0000001' });
    expect(filled).toEqual(['containerTitle', 'volume', 'doi']);
  });

  it("keeps a type the reader chose, filling only that type's fields", () => {
    const draft = { referenceTypeID: NEWSPAPER, data: { title: 'A story' } };
    const { draft: next, filled } = fillFromLookup(draft, found);
    expect(next).toEqual({ referenceTypeID: NEWSPAPER, data: { title: 'A story', containerTitle: 'PLOS ONE' } });
    expect(filled).toEqual(['containerTitle']);
  });

  it('fills nothing when the draft already has everything the lookup offers', () => {
    const draft = { referenceTypeID: JOURNAL, data: { ...found.data, title: 'Mine' } };
    expect(fillFromLookup(draft, found).filled).toEqual([]);
  });
});

describe('edits after saving', () => {
  const saved = { referenceTypeID: JOURNAL, data: { title: 'A', volume: '1' } };

  it('differ when a field changes, not when the same data is held in another order or with blank fields', () => {
    expect(differsFromSaved({ referenceTypeID: JOURNAL, data: { volume: '1', title: 'A', issue: '' } }, saved)).toBe(false);
    expect(differsFromSaved({ referenceTypeID: JOURNAL, data: { title: 'A', volume: '2' } }, saved)).toBe(true);
    expect(differsFromSaved({ referenceTypeID: JOURNAL, data: { title: 'A' } }, saved)).toBe(true);
  });
});
