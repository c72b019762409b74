import type { SaverApi } from './paper-saver';
/** Test fixtures for the editor: references as the engine reads them, and a paper document with text. */
import { fromCsl, type Reference } from '@ibid/engine';
import { newPaperDocument, type PaperDocument } from '@ibid/engine/paper';

export const walker: Reference = {
  ...fromCsl({
    type: 'book',
    title: 'Why we sleep',
    author: [{ family: 'Walker', given: 'Matthew' }],
    publisher: 'Scribner',
    issued: { 'date-parts': [[2017]] },
  }),
  referenceUniqueID: 'REF-WALKER',
};

export const diekelmann: Reference = {
  ...fromCsl({
    type: 'article-journal',
    title: 'The memory function of sleep',
    author: [{ family: 'Diekelmann', given: 'Susanne' }, { family: 'Born', given: 'Jan' }],
    'container-title': 'Nature Reviews Neuroscience',
    volume: '11',
    page: '114-126',
    issued: { 'date-parts': [[2010]] },
  }),
  referenceUniqueID: 'REF-DIEKELMANN',
};

/** A new paper of the type with one paragraph of text in its body. */
export function paperWithText(paperTypeID = 11, text = 'Sleep matters.'): PaperDocument {
  const doc = newPaperDocument({ Title: 'Sleep and Memory', Author: 'Ana López', Course: 'PSY 101', Teacher: 'Dr. Chen', DueDate: '2026-03-04' }, paperTypeID);
  return {
    ...doc,
    content: doc.content.map((node) => (node.type === 'paragraph' ? { ...node, content: [{ type: 'text' as const, text }] } : node)),
  };
}

/** A citation atom's attrs citing these references. */
export const citationOf = (id: string, ...references: string[]) => ({
  citationUniqueID: id,
  groupUniqueID: null,
  items: references.map((referenceUniqueID) => ({ referenceUniqueID, namePart: true, datePart: true })),
  prefix: '',
  suffix: '',
  narrative: false,
});

/** A saver's api for tests of what the session shows, never of what it saves: any call to it fails the test. */
export const refusingSaverApi: SaverApi = {
  open: () => Promise.reject(new Error('not in these tests')),
  save: () => Promise.reject(new Error('not in these tests')),
};
