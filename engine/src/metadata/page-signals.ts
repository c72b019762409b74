/** The facts about a page that decide its reference type, gathered once from every source. */
import { metaValue, metaValues, type PageHead } from './html-head.js';
import type { Candidate } from './candidates.js';
import { dublinCoreType } from './read-dublin-core.js';
import { authorUrls, hasParent, publisherOf, type JsonLdResult } from './read-json-ld.js';
import { cleanText } from './page-values.js';
import { titleParts } from './page-titles.js';

export interface PageSignals {
  /** schema.org types of the main JSON-LD entity and of top-level microdata items. */
  schemaTypes: string[];
  ogType?: string;
  dcType?: string;
  coinsGenre?: string;
  generator?: string;
  host: string;
  path: string;
  siteName?: string;
  title?: string;
  /** Highwire facts. */
  highwire: {
    present: boolean;
    journalTitle?: string;
    /** Volume, issue, first page or ISSN: what a periodical article has and a blog post does not. */
    locators: boolean;
    conference: boolean;
    dissertation: boolean;
    technicalReport: boolean;
    bookTitle: boolean;
  };
  /** A DOI, arXiv id or ISBN given by the head or the URL (not the body). */
  doi?: string;
  arxiv?: string;
  isbn?: string;
  /** Words in the publisher, container or site name such as "arXiv", "bioRxiv", "SSRN", "preprint". */
  preprintServer: boolean;
  /** The preprint server the page names (or whose address it has), spelled as the server does: the archive. */
  preprintServerName?: string;
  /** The site's or publisher's name says it is a magazine. */
  magazine: boolean;
  /** The site's name, the title's tail or the address says podcast (or episode). */
  podcastNamed: boolean;
  /** The site's name says it sells books or e-books. */
  bookstore: boolean;
  /** The page is a wiki's: MediaWiki's generator or edit link, or a /wiki/ address. */
  wiki: boolean;
  /** Evidence that an article is news (0 = none). */
  newsScore: number;
  /** Evidence that an article is a blog post (0 = none). */
  blogScore: number;
  /** The JSON-LD main entity is part of something (a show, a series). */
  jsonLdHasParent: boolean;
  /** An audio stream for the page's player (a podcast episode page). */
  audioStream: boolean;
  /** An RSS or Atom feed is linked. */
  feed: boolean;
  chapterHeading: boolean;
  /** The only DOI written in the body's text, when there is exactly one. */
  bodyDoi?: string;
  /** The head says what kind of page this is (an og:type beyond "website", schema.org, Highwire, Dublin Core type, COinS). */
  headSaysKind: boolean;
}

/** The word for newspaper in a site's name: evidence as strong as a news schema. */
const NEWSPAPER_NAME = /\bnewspapers?\b|\bzeitung\b|\bperiódico\b|\bgiornale\b|新聞|新闻|신문|日報|日报/i;
const MAGAZINE_NAME = /\bmagazines?\b|\bzeitschrift\b|\brevista\b|雑誌|杂志|잡지/i;
const PODCAST_WORD = /\bpodcasts?\b|ポッドキャスト|播客|팟캐스트/i;
const EPISODE_PATH = /\/(?:podcasts?|episodes?)\//;
const BOOKSTORE_NAME = /\be-?books?\b|\bbook ?(?:store|shop)s?\b|\bkindle\b|電子書籍|電子書|电子书|書店|书店|전자책|서점/i;
const NEWS_SITE = /\b(news|times|post|guardian|herald|tribune|gazette|daily|telegraph|chronicle|observer|independent|reuters|associated press|bbc|cnn|npr|radio|journal|courier|globe|mail|express|standard|inquirer|examiner|star)\b/i;
const NEWS_META = ['news_keywords', 'byl', 'article:opinion', 'article:content_tier', 'original-source', 'syndication-source', 'dateline'];
const BLOG_ENGINE = /\b(ghost|wordpress|blogger|jekyll|hugo|hexo|gatsby|eleventy|medium|substack|tumblr|write\.as|micro\.blog)\b/i;
/** Preprint servers as they spell themselves, and their addresses: the archive a preprint is cited from. */
const PREPRINT_SERVERS: readonly { name: string; host: string }[] = [
  { name: 'arXiv', host: 'arxiv.org' }, { name: 'bioRxiv', host: 'biorxiv.org' }, { name: 'medRxiv', host: 'medrxiv.org' },
  { name: 'SSRN', host: 'ssrn.com' }, { name: 'ChemRxiv', host: 'chemrxiv.org' }, { name: 'PsyArXiv', host: 'psyarxiv.com' },
  { name: 'SocArXiv', host: 'socarxiv.org' }, { name: 'EdArXiv', host: 'edarxiv.org' }, { name: 'EarthArXiv', host: 'eartharxiv.org' },
  { name: 'TechRxiv', host: 'techrxiv.org' }, { name: 'Research Square', host: 'researchsquare.com' },
  { name: 'Preprints.org', host: 'preprints.org' }, { name: 'OSF Preprints', host: 'osf.io' },
];
const serverPattern = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
const SERVER_NAMES = PREPRINT_SERVERS.map((s) => ({ ...s, pattern: serverPattern(s.name) }));
const PREPRINT = /\bpreprints?\b/i;
/** DOI prefixes of preprint servers: arXiv, Cold Spring Harbor (bioRxiv, medRxiv), SSRN, OSF, Research Square, Preprints.org. */
const PREPRINT_DOI = /^10\.(48550|1101|2139|31219|31234|31235|21203|20944|26434)\//;

/** A page address's host (without "www.") and path, lower-cased; empty for no or a bad address. */
export function urlParts(url: string | undefined): { host: string; path: string } {
  try {
    const u = new URL(url ?? '');
    return { host: u.hostname.toLowerCase().replace(/^www\./, ''), path: u.pathname.toLowerCase() };
  } catch {
    return { host: '', path: '' };
  }
}

const best = (candidates: readonly Candidate[], field: Candidate['field']) =>
  candidates.filter((c) => c.field === field && typeof c.value === 'string').sort((a, b) => b.weight - a.weight)[0]?.value as string | undefined;

/** Gathers the type-deciding facts from the head, the candidates of every source and the JSON-LD reading. */
export function pageSignals(head: PageHead, candidates: readonly Candidate[], jsonLd: JsonLdResult, coinsGenre: string | undefined, url: string | undefined): PageSignals {
  const has = (key: string) => head.metas.some((m) => m.key === key && m.value.trim());
  const ogType = metaValue(head, 'og:type')?.trim().toLowerCase();
  const schemaTypes = [...jsonLd.types, ...head.microdataTypes];
  const siteName = best(candidates, 'site-name');
  const publisher = publisherOf(jsonLd.main);
  const { host, path } = urlParts(url);
  const headCandidates = candidates.filter((c) => c.source !== 'body');
  const doi = best(headCandidates, 'DOI');
  const arxiv = best(headCandidates, 'arxiv');
  const isbn = best(headCandidates, 'ISBN');
  const title = best(candidates, 'title');
  const generator = metaValue(head, 'generator');
  const journalTitle = metaValue(head, 'citation_journal_title')?.trim();

  const siteNames = candidates.filter((c) => c.field === 'site-name' || c.field === 'publisher').map((c) => String(c.value));
  const names = [...siteNames, publisher.name ?? ''].join(' ');
  let newsScore = 0;
  if (schemaTypes.some((t) => /NewsArticle$/.test(t))) newsScore += 2;
  if (publisher.types.some((t) => /NewsMediaOrganization/.test(t))) newsScore += 2;
  if (has('article:section')) newsScore += 1;
  newsScore += Math.min(2, NEWS_META.filter(has).length);
  if (NEWSPAPER_NAME.test(names)) newsScore += 2;
  else if (NEWS_SITE.test(siteName ?? '') || NEWS_SITE.test(publisher.name ?? '')) newsScore += 1;

  let blogScore = 0;
  if (schemaTypes.some((t) => /BlogPosting|^Blog$/.test(t))) blogScore += 3;
  if (ogType === 'blog') blogScore += 3;
  if (BLOG_ENGINE.test(generator ?? '')) blogScore += 1;
  // A personal profile address ("/@handle") as the author: a blogging platform. In the schema it is the platform's
  // own word, as telling as a BlogPosting (newsletters on Substack call their posts NewsArticle).
  const profile = (a: string) => /\/@[\w.-]+\/?$/.test(a);
  if ([...metaValues(head, 'article:author'), ...head.links.filter((l) => l.rel === 'author').map((l) => l.href)].some(profile)) blogScore += 1;
  if (authorUrls(jsonLd.main).some(profile)) blogScore += 3;
  if ([1, 2].some((i) => /reading time/i.test(metaValue(head, `twitter:label${i}`) ?? ''))) blogScore += 1;
  // A publication hosted under the platform's address (medium.com/webpack): a blog on a blogging platform.
  if (publisher.url && host && urlParts(publisher.url).host === host && urlParts(publisher.url).path.replace(/\/$/, '').length > 1) blogScore += 1;
  if (/(^|\/)blogs?(\/|$)/.test(path) || /^blogs?\./.test(host)) blogScore += 1;

  const serverIn = (text: string | undefined) => SERVER_NAMES.find((server) => server.pattern.test(text ?? ''))?.name;
  const preprintServerName =
    [journalTitle, siteName, metaValue(head, 'citation_publisher'), best(candidates, 'publisher')].map(serverIn).find(Boolean) ??
    PREPRINT_SERVERS.find((server) => host === server.host || host.endsWith(`.${server.host}`))?.name;
  const titleTail = titleParts(cleanText(head.title) ?? '').slice(1).join(' ');
  const publisherText = [best(candidates, 'publisher'), journalTitle, siteName, metaValue(head, 'citation_publisher')].filter(Boolean).join(' ');
  const dcType = dublinCoreType(head);
  return {
    schemaTypes,
    ...(ogType ? { ogType } : {}),
    ...(dcType ? { dcType } : {}),
    ...(coinsGenre ? { coinsGenre } : {}),
    ...(generator ? { generator } : {}),
    host,
    path,
    ...(siteName ? { siteName } : {}),
    ...(title ? { title } : {}),
    highwire: {
      present: head.metas.some((m) => m.key.startsWith('citation_')),
      ...(journalTitle ? { journalTitle } : {}),
      locators: ['citation_volume', 'citation_issue', 'citation_firstpage', 'citation_issn'].some(has),
      conference: has('citation_conference_title') || has('citation_conference'),
      dissertation: has('citation_dissertation_institution') || has('citation_dissertation_name'),
      technicalReport: has('citation_technical_report_institution') || has('citation_technical_report_number'),
      bookTitle: has('citation_book_title') || has('citation_inbook_title'),
    },
    ...(doi ? { doi } : {}),
    ...(arxiv ? { arxiv } : {}),
    ...(isbn ? { isbn } : {}),
    preprintServer: !!preprintServerName || PREPRINT.test(publisherText) || PREPRINT_DOI.test(doi ?? ''),
    ...(preprintServerName ? { preprintServerName } : {}),
    magazine: MAGAZINE_NAME.test(names),
    podcastNamed: PODCAST_WORD.test(`${names} ${titleTail}`) || EPISODE_PATH.test(path),
    bookstore: BOOKSTORE_NAME.test(names),
    wiki: /mediawiki/i.test(generator ?? '') || head.links.some((l) => l.type === 'application/x-wiki') || /^\/wiki\//.test(path),
    newsScore,
    blogScore,
    jsonLdHasParent: hasParent(jsonLd.main),
    audioStream: /^audio\//i.test(metaValue(head, 'twitter:player:stream:content_type') ?? '') || has('og:audio') || has('og:audio:url'),
    feed: head.links.some((l) => l.rel.includes('alternate') && /(rss|atom)\+xml/i.test(l.type ?? '')),
    chapterHeading: !!head.body.chapterHeading,
    ...(head.body.textDois.length === 1 ? { bodyDoi: head.body.textDois[0] } : {}),
    headSaysKind: (!!ogType && ogType !== 'website') || schemaTypes.length > 0 || head.metas.some((m) => m.key.startsWith('citation_')) || !!dcType || head.coins.length === 1,
  };
}
