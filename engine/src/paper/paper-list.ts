/**
 * The list of a customer's papers (word-addin §3 "Paper in list", §9 default sorts) and the references a paper
 * document holds: rules the api's answers and the web app's list share.
 */
import { walkPaper } from './paper-walk.js';
import type { PaperDocument } from './schema.js';

/** The sorts of the paper list. */
export const PAPER_SORTS = ['lastModifiedDate', 'dueDate', 'title'] as const;
export type PaperSort = (typeof PAPER_SORTS)[number];

/** What a sort reads of a paper: dates as ISO text ('' for no due date). */
export interface SortablePaper {
  paperID: number;
  title: string;
  dueDate: string;
  lastModifiedDate: string;
}

const titleOrder = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });
const newestFirst = (a: SortablePaper, b: SortablePaper) => b.lastModifiedDate.localeCompare(a.lastModifiedDate) || b.paperID - a.paperID;

/** Last modified newest first; due date soonest first (undated papers last); title A to Z ignoring case. Ties: newest first. */
const PAPER_ORDER: Record<PaperSort, (a: SortablePaper, b: SortablePaper) => number> = {
  lastModifiedDate: newestFirst,
  dueDate: (a, b) => Number(a.dueDate === '') - Number(b.dueDate === '') || a.dueDate.localeCompare(b.dueDate) || newestFirst(a, b),
  title: (a, b) => titleOrder.compare(a.title.trim(), b.title.trim()) || newestFirst(a, b),
};

/** The papers in a sort's order (a new array). */
export const sortPapers = <P extends SortablePaper>(papers: readonly P[], sort: PaperSort): P[] => [...papers].sort(PAPER_ORDER[sort]);

/** The unique ids (upper case) of the references a document cites or annotates: the ones its record must hold. */
export function referenceIdsInPaper(doc: PaperDocument): string[] {
  const walk = walkPaper(doc);
  const ids = [
    ...walk.citations.flatMap((citation) => citation.attrs.items.map((item) => item.referenceUniqueID)),
    ...walk.annotations.map((annotation) => annotation.attrs.referenceUniqueID),
  ];
  return [...new Set(ids.map((id) => id.toUpperCase()))];
}
