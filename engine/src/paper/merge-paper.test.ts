import { describe, expect, it } from 'vitest';
import { mergeLists, mergePaperDocuments, mergeReferenceIds } from './merge-paper.js';
import { newPaperDocument } from './new-paper-document.js';
import type { PaperDocument, PaperTopNode } from './schema.js';

const paragraph = (text: string): PaperTopNode => ({ type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text }] });
const paper = (...texts: string[]): PaperDocument => {
  const doc = newPaperDocument({ Title: 'Sleep' }, 11);
  const [titlePage, , referenceList] = doc.content;
  return { ...doc, content: [titlePage!, ...texts.map(paragraph), referenceList!] };
};
const texts = (doc: PaperDocument) => doc.content.flatMap((node) => (node.type === 'paragraph' ? node.content.map((n) => (n.type === 'text' ? n.text : '')) : []));

describe('mergeLists', () => {
  it('takes each side where only it changed a stretch', () => {
    expect(mergeLists(['a', 'b', 'c'], ['a', 'B', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['a', 'B', 'c', 'd']);
  });

  it('keeps both versions where both changed the same stretch, theirs first', () => {
    expect(mergeLists(['a', 'b', 'c'], ['a', 'mine', 'c'], ['a', 'theirs', 'c'])).toEqual(['a', 'theirs', 'mine', 'c']);
  });

  it('without the common version keeps every item of both sides in their order', () => {
    expect(mergeLists(undefined, ['a', 'x', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'x', 'c', 'd']);
  });

  it('drops what one side deleted when the other left it alone', () => {
    expect(mergeLists(['a', 'b', 'c'], ['a', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
  });
});

describe('mergePaperDocuments', () => {
  it('keeps the paragraphs two tabs wrote into one paper, and one title page and reference list', () => {
    const base = paper('One.');
    const merged = mergePaperDocuments(base, paper('One.', 'Mine.'), paper('One.', 'Theirs.'));
    expect(texts(merged)).toEqual(['One.', 'Theirs.', 'Mine.']);
    expect(merged.content.map((node) => node.type)).toEqual(['titlePage', 'paragraph', 'paragraph', 'paragraph', 'referenceList']);
  });

  it('merges a draft kept over a reload with a newer saved paper without losing either', () => {
    const merged = mergePaperDocuments(undefined, paper('One.', 'Draft.'), paper('One!', 'Saved.'));
    expect(new Set(texts(merged))).toEqual(new Set(['One.', 'Draft.', 'One!', 'Saved.']));
    expect(merged.content.filter((node) => node.type === 'titlePage')).toHaveLength(1);
  });

  it("keeps my format switch, or theirs when I did not switch", () => {
    const base = paper('One.');
    const mla = { ...base, attrs: { ...base.attrs, paperTypeID: 111 } };
    expect(mergePaperDocuments(base, mla, paper('Two.')).attrs.paperTypeID).toBe(111);
    expect(mergePaperDocuments(base, paper('Two.'), mla).attrs.paperTypeID).toBe(111);
  });
});

describe('mergeReferenceIds', () => {
  it('keeps references either side added and drops one I removed', () => {
    expect(mergeReferenceIds(['A', 'B'], ['A', 'C'], ['A', 'B', 'D'])).toEqual(['A', 'D', 'C']);
  });
});

describe('mergePaperDocuments and key order', () => {
  it('reads a block the same whatever order its keys were written in', () => {
    const base = paper('One.');
    const reverseKeys = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reverseKeys) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reverseKeys(v)])) : value;
    const reordered = { ...base, content: base.content.map((node) => reverseKeys(node) as PaperTopNode) };
    expect(mergePaperDocuments(base, paper('One.', 'Mine.'), reordered).content).toHaveLength(4);
  });
});
