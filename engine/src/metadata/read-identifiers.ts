/** Identifiers the page's address gives away (DOI, arXiv, PubMed, ISBN), and a DOI written in the body's text. */
import { identifiersInUrl } from './identifiers-in-url.js';
import { CHAPTER_HEADING, type PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { parseNameList, parsePageDate } from './page-values.js';

/** Candidates from the page URL. */
export function readUrlIdentifiers(url: string | undefined): Candidate[] {
  const { out, add } = collector('url');
  if (!url) return out;
  const ids = identifiersInUrl(url);
  add('DOI', ids.doi, 1.2);
  add('arxiv', ids.arxiv, 1.3);
  add('PMID', ids.pmid, 1.3);
  add('PMCID', ids.pmcid, 1.3);
  add('ISBN', ids.isbn, 1.2);
  return out;
}

/**
 * A DOI written in the body's text, taken only when it is the only one there: a page that cites several is
 * a page about other works. The caller admits it only when the head says nothing about what the page is.
 */
export function readBodyDoi(head: PageHead): Candidate[] {
  const { out, add } = collector('body');
  if (head.body.textDois.length === 1) add('DOI', head.body.textDois[0]);
  return out;
}

/** A chapter of an online book: "Chapter 6 - Monitoring Distributed Systems", "Written by", "Edited by". */
export function readBodyChapter(head: PageHead): Candidate[] {
  const { out, add } = collector('body');
  const m = CHAPTER_HEADING.exec(head.body.chapterHeading ?? '');
  if (!m) return out;
  add('title', m[2]);
  add('chapter-number', m[1]);
  add('author', parseNameList(head.body.writtenBy ?? ''));
  add('editor', parseNameList(head.body.editedBy ?? ''));
  return out;
}

/** The byline the body shows, for a page whose head names no author (its weight is the body's, the lowest). */
export function readBodyByline(head: PageHead): Candidate[] {
  const { out, add } = collector('body');
  add('author', parseNameList(head.body.byline ?? ''));
  return out;
}

/** The date the body shows, for a page whose head gives none. */
export function readBodyDate(head: PageHead): Candidate[] {
  const { out, add } = collector('body');
  add('issued', parsePageDate(head.body.date));
  return out;
}
