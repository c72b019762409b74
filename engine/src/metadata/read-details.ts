/**
 * A product page's details list ("Author", "Publisher", "Publication date", "ISBN-13", in a dl or a table): what a
 * bookseller's or publisher's page shows about the book and its head often does not. Labels in several languages
 * are data; the values are the body's, the least trusted source.
 */
import { findIsbns } from '../identifiers/index.js';
import type { PageHead } from './html-head.js';
import { collector, type Candidate, type CandidateField } from './candidates.js';
import { parseNameList, parsePageDate } from './page-values.js';

const DETAIL_LABELS: readonly [RegExp, CandidateField][] = [
  [/^(?:authors?|author\(s\)|written by|著者|作者|作家|著|저자|auteur|autor(?:in|es)?|autore)$/i, 'author'],
  [/^(?:publishers?|imprint|出版社|出版者|出版|발행처|출판사|éditeur|verlag|editorial|editore)$/i, 'publisher'],
  [/^(?:publication date|published|publish date|release date|on sale date|発売日|配信開始日|出版日|発行日|出版年月日|발행일|출간일|date de parution|erscheinungsdatum|fecha de publicación)$/i, 'issued'],
  [/^isbn(?:[- ]?1[03])?$/i, 'ISBN'],
];

/** Candidates from the body's details list; a name's role in brackets ("お米ゴハン(著者)", "Ann Lee (Author)") is dropped. */
export function readBodyDetails(head: PageHead): Candidate[] {
  const { out, add } = collector('body');
  for (const { label, value } of head.body.details) {
    const field = DETAIL_LABELS.find(([pattern]) => pattern.test(label.replace(/\s*[:：]$/, '')))?.[1];
    if (!field || out.some((c) => c.field === field)) continue;
    if (field === 'author') add('author', parseNameList(value.replace(/\s*[（(][^）)]*[）)]/g, '')));
    else if (field === 'issued') add('issued', parsePageDate(value));
    else if (field === 'ISBN') add('ISBN', findIsbns(value)[0]);
    else add(field, value);
  }
  return out;
}
