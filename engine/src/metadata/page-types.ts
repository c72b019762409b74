/**
 * Which reference type a page is: small selectors tried in order, each naming the evidence it needs.
 * The head decides; the body (a chapter heading, a DOI in the text) only speaks when the head is silent.
 */
import { getReferenceTypeBySlug } from '../catalogue/lookup.js';
import { WEBPAGE_TYPE_ID } from '../catalogue/type-ids.js';
import { unwrap } from '../result.js';
import type { PageSignals } from './page-signals.js';

export interface PageTypeRule {
  typeId: number;
  /** How sure the rule is, 0 to 1: the confidence reported for the type. */
  confidence: number;
  /** A sentence saying what the rule saw, returned with the result. */
  reason: string;
  when: (s: PageSignals) => boolean;
}

/** A catalogue type's id by its slug: rules name types as the catalogue does. */
export const typeIdBySlug = (slug: string): number => unwrap(getReferenceTypeBySlug(slug)).id;
const id = typeIdBySlug;
const schema = (s: PageSignals, pattern: RegExp) => s.schemaTypes.some((t) => pattern.test(t));
const articleLike = (s: PageSignals) => s.ogType === 'article' || schema(s, /Article$|^BlogPosting$/);

/** The rules, strongest evidence first; the first that matches decides. */
export const PAGE_TYPE_RULES: readonly PageTypeRule[] = [
  { typeId: id('dissertation'), confidence: 0.9, reason: 'Highwire tags name a degree-granting institution.', when: (s) => s.highwire.dissertation || schema(s, /^Thesis$/) },
  { typeId: id('report'), confidence: 0.9, reason: 'Highwire tags name a technical report institution or number.', when: (s) => s.highwire.technicalReport },
  { typeId: id('conference-paper'), confidence: 0.9, reason: 'Highwire tags name a conference.', when: (s) => s.highwire.conference },
  {
    typeId: id('preprint'), confidence: 0.9, reason: 'Citation tags from a preprint server (an arXiv id, a preprint DOI or server name) with no journal.',
    when: (s) => (s.highwire.present || !!s.doi || !!s.arxiv) && (!!s.arxiv || s.preprintServer) && !(s.highwire.journalTitle && s.highwire.locators && !s.preprintServer),
  },
  { typeId: id('dataset'), confidence: 0.9, reason: 'The page describes a Dataset (schema.org or Dublin Core type).', when: (s) => schema(s, /^Dataset$/) || s.dcType === 'dataset' },
  {
    typeId: id('blog-post'), confidence: 0.75, reason: 'A blog engine post whose "journal" is the site itself, with no volume, issue or pages.',
    when: (s) => !!s.highwire.journalTitle && !s.highwire.locators && s.blogScore > 0 && !!s.siteName && s.highwire.journalTitle.toLowerCase() === s.siteName.toLowerCase(),
  },
  { typeId: id('book-chapter'), confidence: 0.9, reason: 'Highwire tags name the book the chapter is in.', when: (s) => s.highwire.bookTitle && !s.highwire.journalTitle },
  { typeId: id('journal-article'), confidence: 0.95, reason: 'Highwire tags name a journal.', when: (s) => !!s.highwire.journalTitle },
  { typeId: id('journal-article'), confidence: 0.9, reason: 'schema.org says ScholarlyArticle.', when: (s) => schema(s, /ScholarlyArticle$/) },
  { typeId: id('journal-article'), confidence: 0.85, reason: 'COinS describe a journal article.', when: (s) => s.coinsGenre === 'article' || s.coinsGenre === 'journal' },
  { typeId: id('book'), confidence: 0.85, reason: 'COinS describe a book.', when: (s) => s.coinsGenre === 'book' },
  { typeId: id('book-chapter'), confidence: 0.85, reason: 'COinS describe a book chapter.', when: (s) => s.coinsGenre === 'bookitem' },
  { typeId: id('conference-paper'), confidence: 0.85, reason: 'COinS describe a conference paper.', when: (s) => s.coinsGenre === 'proceeding' || s.coinsGenre === 'conference' },
  { typeId: id('report'), confidence: 0.85, reason: 'COinS describe a report.', when: (s) => s.coinsGenre === 'report' },
  { typeId: id('podcast-episode'), confidence: 0.9, reason: 'schema.org says PodcastEpisode.', when: (s) => schema(s, /^PodcastEpisode$/) },
  { typeId: id('podcast-episode'), confidence: 0.75, reason: 'An audio object that is part of a show.', when: (s) => schema(s, /^AudioObject$/) && s.jsonLdHasParent },
  {
    typeId: id('podcast-episode'), confidence: 0.75, reason: 'The site, the title or the address says podcast or episode, and the page plays audio, links a feed or says what it is.',
    when: (s) => s.podcastNamed && (s.audioStream || s.feed || !!s.ogType) && s.newsScore < 2 && s.blogScore === 0,
  },
  { typeId: id('podcast-episode'), confidence: 0.6, reason: 'The page\'s media is an audio stream, and nothing says music or article.', when: (s) => s.audioStream && !articleLike(s) && !/^music\./.test(s.ogType ?? '') && !schema(s, /^Music/) },
  { typeId: id('video'), confidence: 0.9, reason: 'The page shows a video (schema.org VideoObject or og:type video.*).', when: (s) => schema(s, /^VideoObject$/) || /^video\./.test(s.ogType ?? '') },
  { typeId: id('book-chapter'), confidence: 0.85, reason: 'schema.org says Chapter.', when: (s) => schema(s, /^Chapter$/) },
  { typeId: id('book'), confidence: 0.85, reason: 'schema.org says Book, or og:type book, with an ISBN.', when: (s) => (schema(s, /^Book$/) || s.ogType === 'book') && !!s.isbn },
  { typeId: id('report'), confidence: 0.8, reason: 'schema.org says Report.', when: (s) => schema(s, /^Report$/) },
  { typeId: id('software'), confidence: 0.8, reason: 'schema.org says the page is software.', when: (s) => schema(s, /^Software(SourceCode|Application)$|Application$/) },
  { typeId: id('music-recording'), confidence: 0.8, reason: 'A music recording (og:type music.* or schema.org MusicRecording).', when: (s) => /^music\.(song|album)/.test(s.ogType ?? '') || schema(s, /^MusicRecording$/) },
  { typeId: id('blog-post'), confidence: 0.85, reason: 'schema.org BlogPosting or og:type blog.', when: (s) => schema(s, /BlogPosting$/) || s.ogType === 'blog' },
  { typeId: id('book'), confidence: 0.75, reason: 'An ISBN in the head or the address, and nothing says article.', when: (s) => !!s.isbn && s.newsScore === 0 && s.blogScore === 0 },
  {
    typeId: id('book'), confidence: 0.6, reason: 'A bookseller\'s page about one item (the site\'s name says books or e-books), and nothing says article.',
    when: (s) => s.bookstore && !articleLike(s) && s.path.replace(/\/$/, '').length > 0 && !s.podcastNamed,
  },
  { typeId: id('wiki-entry'), confidence: 0.8, reason: 'The page is a wiki\'s (MediaWiki\'s generator or edit link, or a /wiki/ address).', when: (s) => s.wiki },
  { typeId: id('podcast-episode'), confidence: 0.7, reason: 'The page plays an audio stream and links a feed: a podcast episode.', when: (s) => s.audioStream && s.feed },
  {
    typeId: id('report'), confidence: 0.6, reason: 'The title names a report, and nothing says news.',
    when: (s) => s.newsScore === 0 && /\b(annual|technical|research|working|final|progress|status|impact|policy) report\b|\bwhite ?paper\b/i.test(s.title ?? ''),
  },
  { typeId: id('magazine-article'), confidence: 0.75, reason: 'An article on a site whose name says magazine.', when: (s) => articleLike(s) && s.magazine && s.blogScore < 3 },
  { typeId: id('blog-post'), confidence: 0.65, reason: 'An article with more signs of a blog (engine, /@author, reading time, /blog/ path) than of news.', when: (s) => articleLike(s) && s.blogScore > s.newsScore },
  { typeId: id('newspaper-article'), confidence: 0.8, reason: 'A news article: NewsArticle, a news publisher, a section or a news site name.', when: (s) => articleLike(s) && s.newsScore >= 2 },
  { typeId: id('book-chapter'), confidence: 0.5, reason: 'A "Chapter N" heading in the body, and the head says nothing else.', when: (s) => s.chapterHeading && !s.headSaysKind },
  { typeId: id('journal-article'), confidence: 0.4, reason: 'A single DOI written in the body, and the head says nothing else.', when: (s) => !s.headSaysKind && !s.doi && !!s.bodyDoi },
];

/** The type a page's signals select, with the rule's confidence and reason; a webpage when no rule matches. */
export function selectPageType(signals: PageSignals): { typeId: number; confidence: number; reason: string } {
  const rule = PAGE_TYPE_RULES.find((r) => r.when(signals));
  if (rule) return { typeId: rule.typeId, confidence: rule.confidence, reason: rule.reason };
  const known = !!signals.title;
  return { typeId: WEBPAGE_TYPE_ID, confidence: known ? 0.5 : 0.1, reason: known ? 'Nothing says the page is more than a webpage.' : 'The page says nothing about itself.' };
}
