import { describe, expect, it } from 'vitest';
import { referenceIdsInPaper, sortPapers } from './paper-list.js';
import { newPaperDocument } from './new-paper-document.js';
import type { PaperDocument, PaperTopNode } from './schema.js';

const paper = (paperID: number, title: string, dueDate: string, lastModifiedDate: string) => ({ paperID, title, dueDate, lastModifiedDate });
const papers = [
  paper(1, 'beta', '2026-12-01', '2026-11-20T10:00:00.000Z'),
  paper(2, 'Alpha', '', '2026-11-25T10:00:00.000Z'),
  paper(3, 'gamma', '2026-11-30', '2026-11-22T10:00:00.000Z'),
];
const ids = (sorted: { paperID: number }[]) => sorted.map((p) => p.paperID);

describe('sorting the paper list (word-addin §9)', () => {
  it('puts the last modified first by default order', () => {
    expect(ids(sortPapers(papers, 'lastModifiedDate'))).toEqual([2, 3, 1]);
  });

  it('puts the soonest due date first and undated papers last', () => {
    expect(ids(sortPapers(papers, 'dueDate'))).toEqual([3, 1, 2]);
  });

  it('sorts titles A to Z ignoring case', () => {
    expect(ids(sortPapers(papers, 'title'))).toEqual([2, 1, 3]);
  });

  it('leaves the list it was given as it was', () => {
    sortPapers(papers, 'title');
    expect(ids(papers)).toEqual([1, 2, 3]);
  });
});

describe('the references a paper document holds', () => {
  it('lists cited and annotated references once each, upper case, citations first', () => {
    const base = newPaperDocument({ Title: 'Sources' }, 15);
    const doc: PaperDocument = {
      ...base,
      content: base.content.flatMap((node): PaperTopNode[] => {
        if (node.type === 'paragraph') {
          const cite = (id: string, ...refs: string[]) => ({ type: 'citation' as const, attrs: { citationUniqueID: id, groupUniqueID: null, items: refs.map((referenceUniqueID) => ({ referenceUniqueID, namePart: true, datePart: true })), prefix: '', suffix: '', narrative: false } });
          return [{ ...node, content: [{ type: 'text' as const, text: 'Text ' }, cite('C1', 'ref-a', 'REF-B'), cite('C2', 'REF-A')] }];
        }
        if (node.type === 'referenceList') {
          return [{ ...node, content: [{ type: 'annotation' as const, attrs: { referenceUniqueID: 'REF-C' }, content: [{ type: 'paragraph' as const, attrs: { style: 'ReferenceAnnotation' as const }, content: [{ type: 'text' as const, text: 'Why it matters.' }] }] }] }];
        }
        return [node];
      }),
    };
    expect(referenceIdsInPaper(doc)).toEqual(['REF-A', 'REF-B', 'REF-C']);
  });
});
