import type { LibraryReference } from '@ibid/addin/api';
import { canCreateReference } from '@ibid/engine';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { capturePage } from '../shared/page-capture';
import { fixturePage } from '../testing/fixture-pages';
import {
  captureAtom,
  changeTypeAtom,
  confidenceAtom,
  draftAtom,
  duplicatesAtom,
  formatAtom,
  libraryAtom,
  loadCaptureAtom,
  likelyTypesAtom,
  lookupTermAtom,
  missingFieldsAtom,
  previewAtom,
  ratedFieldsAtom,
  saveStateAtom,
  unsavedEditsAtom,
} from './atoms';
import { forThePopup } from './popup-capture';

/** A saved page as the popup receives it: captured by the content script, its titles put in sentence case. */
const captureOf = (name: string) => {
  const page = fixturePage(name);
  return forThePopup(capturePage(page.html, page.url!, 'Page title', '', new Date('2025-01-15T12:00:00Z')));
};

const JOURNAL = 1;
const WEBPAGE = 3;
const BLOG_POST = 12;
const NEWSPAPER = 29;

let store: ReturnType<typeof createStore>;
beforeEach(() => {
  store = createStore();
});

const draft = () => store.get(draftAtom)!;
/** What saving sends must pass: no required field empty in the format (the popup says which) and valid data (the api checks). */
const canSave = () => {
  const current = store.get(draftAtom);
  return Boolean(current && canCreateReference(current.referenceTypeID, current.data, store.get(formatAtom)));
};
const editDraft = (change: (data: Record<string, unknown>) => void) => {
  const data = structuredClone(draft().data);
  change(data);
  store.set(draftAtom, { ...draft(), data });
};

const libraryReference = (referenceID: number, data: Record<string, unknown>, isArchived = false): LibraryReference => ({
  referenceID,
  referenceUniqueID: `ID-${referenceID}`,
  referenceTypeID: JOURNAL,
  title: `Reference ${referenceID}`,
  createdDate: '2025-01-01T00:00:00Z',
  updatedDate: '2025-01-01T00:00:00Z',
  isArchived,
  isDeleted: false,
  note: '',
  tags: '',
  nickname: '',
  legacyReferenceId: null,
  values: {} as LibraryReference['values'],
  data,
});

describe('the popup state', () => {
  it("loading a capture sets the draft to the page's type and a copy of its data, and its confidence", () => {
    const capture = captureOf('plos');
    store.set(loadCaptureAtom, capture);
    expect(store.get(captureAtom)).toBe(capture);
    expect(draft()).toEqual({ referenceTypeID: JOURNAL, data: capture.metadata.reference.data });

    editDraft((data) => (data.title = 'Changed'));
    expect(capture.metadata.reference.data.title).toBe('Neural substrate of cold-seeking behavior in endotoxin shock');
    expect(capture.metadata.reference.data.titleAsImported).toBe('Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock');
    expect(store.get(confidenceAtom)).toBe(capture.metadata.confidence);
  });

  it('changing the type keeps the fields the new type shares and drops the others', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    const before = draft().data;
    expect(before).toMatchObject({ volume: expect.anything(), issue: expect.anything(), doi: expect.any(String) });

    store.set(changeTypeAtom, WEBPAGE);
    const after = draft();
    expect(after.referenceTypeID).toBe(WEBPAGE);
    for (const shared of ['title', 'contributors', 'issued', 'containerTitle', 'url'] as const) expect(after.data[shared], shared).toEqual(before[shared]);
    for (const dropped of ['volume', 'issue', 'pages', 'doi']) expect(after.data, dropped).not.toHaveProperty(dropped);
  });

  it('ignores a type that does not exist', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    const before = draft();
    store.set(changeTypeAtom, 9999);
    expect(draft()).toBe(before);
  });

  it('the preview follows the chosen format', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    expect(store.get(previewAtom)!.reference.text).toBe(
      'Almeida, M. C., Steiner, A. A., Branco, L. G. S., & Romanovsky, A. A. (2006). Neural substrate of cold-seeking behavior in endotoxin shock. PLOS ONE, 1(1), e1. https://doi.org/10.1371/journal.pone.0000001',
    );
    expect(store.get(previewAtom)!.citation.text).toBe('(Almeida et al., 2006)');

    store.set(formatAtom, 'mla9');
    expect(store.get(previewAtom)!.reference.text).toMatch(/^Almeida, Maria C\.?, et al\. “Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock\.” PLOS ONE, vol\. 1, no\. 1/);
    expect(store.get(previewAtom)!.citation.text).toBe('(Almeida et al.)');

    store.set(formatAtom, 'turabian9');
    expect(store.get(previewAtom)!.reference.text).toMatch(/“Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock\.” PLOS ONE 1, no\. 1 \(December 2006\): e1\./);
  });

  it('has no preview before a page is read', () => {
    expect(store.get(previewAtom)).toBeUndefined();
    expect(canSave()).toBe(false);
    expect(store.get(missingFieldsAtom)).toEqual([]);
    expect(store.get(duplicatesAtom)).toEqual([]);
  });

  it('can save a complete capture, and not once a required field is emptied', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    expect(canSave()).toBe(true);
    editDraft((data) => (data.title = ''));
    expect(canSave()).toBe(false);
    expect(store.get(missingFieldsAtom).map((f) => f.name)).toEqual(['title']);
  });

  it('can save every kind of page the e2e cites as the page gave it', () => {
    for (const name of ['plos', 'bbc', 'youtube', 'oreilly', 'medium']) {
      store.set(loadCaptureAtom, captureOf(name));
      for (const format of ['apa7', 'mla9', 'turabian9'] as const) {
        store.set(formatAtom, format);
        expect(canSave(), `${name} in ${format}`).toBe(true);
      }
    }
  });

  it('lists the required fields the page left out, and offers its DOI to fill them', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    expect(store.get(missingFieldsAtom)).toEqual([]);
    editDraft((data) => {
      delete data.containerTitle;
      data.title = '';
    });
    expect(store.get(missingFieldsAtom).map((f) => f.label)).toEqual(['Title', 'Journal name']);
    expect(store.get(lookupTermAtom)).toBe('10.1371/journal.pone.0000001');
  });

  it("offers a book page's ISBN for the lookup, and the page's address when it has neither a DOI nor an ISBN", () => {
    store.set(loadCaptureAtom, captureOf('oreilly'));
    expect(store.get(lookupTermAtom)).toBe('9784873118741');
    store.set(loadCaptureAtom, captureOf('bbc'));
    expect(store.get(lookupTermAtom)).toBe(draft().data.url);
    editDraft((data) => delete data.url);
    expect(store.get(lookupTermAtom)).toBe(store.get(captureAtom)!.url);
  });

  it("rates the page's fields with the labels the form gives them for the draft's type", () => {
    store.set(loadCaptureAtom, captureOf('guardian'));
    expect(draft().referenceTypeID).toBe(NEWSPAPER);
    expect(store.get(ratedFieldsAtom).map((f) => f.label)).toContain('Newspaper name');
    store.set(changeTypeAtom, WEBPAGE);
    expect(store.get(ratedFieldsAtom).map((f) => f.label)).toContain('Website name');
  });

  it('suggests likely types while a page that fell back to Webpage is still one, and not once saved', () => {
    const bare = capturePage('<html><head><title>A post</title></head><body><p>Text</p></body></html>', 'https://example.org/blog/a-post', 'A post', '');
    expect(bare.metadata.reference.referenceTypeID).toBe(WEBPAGE);
    store.set(loadCaptureAtom, bare);
    expect(store.get(likelyTypesAtom)[0]).toBe(BLOG_POST);
    store.set(changeTypeAtom, BLOG_POST);
    expect(store.get(likelyTypesAtom)).toEqual([]);
    store.set(changeTypeAtom, WEBPAGE);
    store.set(saveStateAtom, { status: 'saved', reference: libraryReference(1, {}), sent: draft() });
    expect(store.get(likelyTypesAtom)).toEqual([]);

    // A page typed as something else stays unsuggested even when the reader picks Webpage.
    store.set(saveStateAtom, { status: 'idle' });
    store.set(loadCaptureAtom, captureOf('plos'));
    store.set(changeTypeAtom, WEBPAGE);
    expect(store.get(likelyTypesAtom)).toEqual([]);
  });

  it('has unsaved edits once saved only while the draft differs from what was sent', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    expect(store.get(unsavedEditsAtom)).toBe(false);
    store.set(saveStateAtom, { status: 'saved', reference: libraryReference(1, {}), sent: structuredClone(draft()) });
    expect(store.get(unsavedEditsAtom)).toBe(false);
    editDraft((data) => (data.volume = '2'));
    expect(store.get(unsavedEditsAtom)).toBe(true);
    editDraft((data) => (data.volume = '1'));
    expect(store.get(unsavedEditsAtom)).toBe(false);
  });

  it('finds the library references that duplicate the page by DOI, URL or ISBN, leaving archived ones out', () => {
    store.set(loadCaptureAtom, captureOf('plos'));
    expect(store.get(duplicatesAtom)).toEqual([]);

    const byDoi = libraryReference(1, { title: 'Same DOI', doi: 'https://doi.org/10.1371/JOURNAL.PONE.0000001' });
    const archived = libraryReference(2, { title: 'Archived copy', doi: '10.1371/journal.pone.0000001' }, true);
    const other = libraryReference(3, { title: 'Another', doi: '10.1000/other' });
    store.set(libraryAtom, [byDoi, archived, other]);
    expect(store.get(duplicatesAtom).map((d) => d.reference.referenceID)).toEqual([1]);

    store.set(loadCaptureAtom, captureOf('bbc'));
    const byUrl = libraryReference(4, { title: 'Same page', url: 'http://www.bbc.com/news/business-40504764' });
    store.set(libraryAtom, [other, byUrl]);
    expect(store.get(duplicatesAtom).map((d) => d.reference.referenceID)).toEqual([4]);

    store.set(loadCaptureAtom, captureOf('oreilly'));
    store.set(libraryAtom, [libraryReference(5, { title: 'Same book', isbns: ['978-4-87311-874-1'] })]);
    expect(store.get(duplicatesAtom).map((d) => d.reference.referenceID)).toEqual([5]);
  });
});
