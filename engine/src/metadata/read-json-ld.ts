/**
 * schema.org JSON-LD: the scripts parsed, `@graph`s and arrays flattened, `@id` references followed, and the
 * page's main creative work (the article, video, data set... rather than the site or its breadcrumbs) read.
 */
import { runningTime } from './running-time.js';
import type { CslName } from '../csl/csl-item.js';
import { findIsbns } from '../identifiers/index.js';
import type { PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parsePageDate, parsePersonName } from './page-values.js';

type Node = Record<string, unknown>;

/**
 * Creative-work types, most specific first: the main entity is the node whose type ranks highest.
 * Types not listed (Organization, WebSite, BreadcrumbList, ImageObject...) are never the main entity.
 */
const SCHEMA_WORK_TYPES = [
  'ScholarlyArticle', 'MedicalScholarlyArticle', 'Chapter', 'Book', 'Thesis', 'Report', 'Dataset',
  'NewsArticle', 'ReportageNewsArticle', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReviewNewsArticle', 'BackgroundNewsArticle',
  'BlogPosting', 'LiveBlogPosting', 'PodcastEpisode', 'VideoObject', 'Movie', 'Episode', 'TVEpisode', 'AudioObject', 'MusicRecording',
  'SoftwareSourceCode', 'SoftwareApplication', 'MobileApplication', 'WebApplication', 'Legislation', 'Review', 'Article',
  'TechArticle', 'SocialMediaPosting', 'DiscussionForumPosting', 'CreativeWork', 'MediaObject', 'WebPage', 'AboutPage', 'ItemPage', 'ProfilePage',
] as const;
const RANK = new Map<string, number>(SCHEMA_WORK_TYPES.map((t, i) => [t.toLowerCase(), i]));

export interface JsonLdResult {
  candidates: Candidate[];
  /** The main entity's types, schema.org prefix removed ("NewsArticle"). */
  types: string[];
  /** The main entity, for signals that need more than the candidates (publisher type, isPartOf). */
  main?: Node;
  /** How many scripts could not be parsed. */
  invalid: number;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** A node's types without the schema.org prefix. */
export function schemaTypes(node: Node | undefined): string[] {
  return asArray(node?.['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, ''));
}

function parseScript(text: string): unknown {
  const body = text.trim().replace(/^<!--|-->$/g, '').replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '').trim();
  try {
    return JSON.parse(body);
  } catch {
    // Some sites leave raw newlines or tabs inside strings; JSON forbids them, browsers' consumers shrug.
    return JSON.parse(body.replace(/[\n\r\t]+/g, ' '));
  }
}

/** Every node of every script, with `@graph`s and arrays flattened and nested nodes included. */
function collectNodes(scripts: readonly string[]): { nodes: Node[]; invalid: number } {
  const nodes: Node[] = [];
  let invalid = 0;
  const visit = (v: unknown, depth: number) => {
    if (depth > 12 || nodes.length > 5_000) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, depth + 1));
    if (!isNode(v)) return;
    nodes.push(v);
    for (const [key, child] of Object.entries(v)) if (key !== '@context' && typeof child === 'object') visit(child, depth + 1);
  };
  for (const script of scripts) {
    try {
      visit(parseScript(script), 0);
    } catch {
      invalid++;
    }
  }
  return { nodes, invalid };
}

/** Reads schema.org JSON-LD; invalid scripts are counted, never thrown. */
export function readJsonLd(head: PageHead): JsonLdResult {
  const { nodes, invalid } = collectNodes(head.jsonLd);
  const byId = new Map<string, Node>();
  for (const n of nodes) {
    const id = n['@id'];
    // The fullest node with an id is the definition; bare {"@id"} objects are references to it.
    if (typeof id === 'string' && (!byId.has(id) || Object.keys(n).length > Object.keys(byId.get(id)!).length)) byId.set(id, n);
  }
  const resolve = (v: unknown): unknown => {
    if (isNode(v) && typeof v['@id'] === 'string' && Object.keys(v).length <= 2 && byId.has(v['@id'])) return byId.get(v['@id']);
    return v;
  };
  const rank = (n: Node) => Math.min(...schemaTypes(n).map((t) => RANK.get(t.toLowerCase()) ?? Infinity));
  const main = nodes.filter((n) => Number.isFinite(rank(n))).sort((a, b) => rank(a) - rank(b))[0];
  if (!main) return { candidates: [], types: [], invalid };

  const types = schemaTypes(main);
  const isPage = types.every((t) => /Page$/.test(t));
  const { out, add } = collector('json-ld');
  const factor = isPage ? 0.75 : 1;
  const text = (v: unknown): string | undefined => {
    const r = resolve(v);
    if (Array.isArray(r)) return r.map(text).find(Boolean);
    if (isNode(r)) return cleanText(r['@value'] ?? r.name ?? r['@id']);
    return cleanText(r);
  };
  const people = (v: unknown): CslName[] =>
    asArray(resolve(v)).flatMap((p): CslName[] => {
      const r = resolve(p);
      if (typeof r === 'string') {
        const name = parsePersonName(r);
        return name ? [name] : [];
      }
      if (!isNode(r)) return [];
      const family = cleanText(r.familyName);
      const given = cleanText(r.givenName);
      if (family) return [given ? { family, given } : { family }];
      // NPR writes several people in one Person: "name": ["Darian Woods", "Sarah Gonzalez"].
      return asArray(r.name).flatMap((n): CslName[] => {
        const name = cleanText(n);
        if (!name) return [];
        if (schemaTypes(r).some((t) => /Organization|Corporation|Institution|NewsMedia/i.test(t))) return [{ literal: name }];
        const person = parsePersonName(name);
        return person ? [person] : [];
      });
    });

  // Some pages put a description in the headline ("Wikimedia list article"): then the name the page's own <title>
  // begins with is the title.
  const headline = text(main.headline);
  const name = text(main.name);
  const pageTitle = cleanText(head.title) ?? '';
  add('title', headline && name && !pageTitle.startsWith(headline) && pageTitle.startsWith(name) ? name : (headline ?? name), factor);
  add('author', people(main.author), factor);
  if (!main.author) add('author', people(main.creator), factor);
  add('editor', people(main.editor), factor);
  add('issued', parsePageDate(text(main.datePublished) ?? text(main.uploadDate) ?? text(main.dateCreated) ?? text(main.temporalCoverage)), factor);
  add('publisher', text(main.publisher), factor);
  add('URL', text(main.url), factor * 0.9);
  add('abstract', text(main.description ?? main.abstract), factor * 0.9);
  add('language', text(main.inLanguage), factor);
  add('version', text(main.version ?? main.softwareVersion), factor);
  add('dimensions', runningTime(text(main.duration)), factor);
  add('edition', text(main.bookEdition), factor);
  add('number', text(main.episodeNumber), factor);
  add('ISBN', findIsbns(asArray(main.isbn).map((x) => String(text(x) ?? '')).join(' '))[0], factor);
  add('ISSN', text(main.issn), factor);
  const first = text(main.pageStart);
  const last = text(main.pageEnd);
  add('page', text(main.pagination) ?? (first && last ? `${first}-${last}` : first), factor);

  // DOIs hide in @id, identifier, sameAs and url.
  const ids = [main['@id'], ...asArray(main.identifier), ...asArray(main.sameAs), main.url].map((v) => {
    const r = resolve(v);
    return isNode(r) ? cleanText(r.value ?? r['@id'] ?? r.url) : cleanText(r);
  });
  const doi = ids.find((s) => s && /^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/10\.)/i.test(s));
  add('DOI', doi, factor);

  // isPartOf: a periodical, an issue and volume, a book, a podcast series, or just a name.
  const parts = [...asArray(main.isPartOf), ...asArray(main.partOfSeries), ...asArray(main.partOfTVSeries)].map(resolve);
  for (const part of parts) {
    if (typeof part === 'string' && !/^https?:/i.test(part)) add('container-title', cleanText(part), factor);
    if (!isNode(part)) continue;
    let node: Node | undefined = part;
    for (let hops = 0; node && hops < 4; hops++) {
      const t = schemaTypes(node);
      if (t.includes('PublicationIssue')) add('issue', text(node.issueNumber), factor);
      else if (t.includes('PublicationVolume')) add('volume', text(node.volumeNumber), factor);
      else if (!t.some((x) => /Page$|WebSite/.test(x)) && text(node.name)) add('container-title', text(node.name), factor);
      if (t.some((x) => /WebSite/.test(x))) add('site-name', text(node.name), factor);
      const next = resolve(node.isPartOf);
      node = isNode(next) ? next : undefined;
    }
  }
  const publisher = resolve(main.publisher);
  if (isNode(publisher)) add('site-name', text(publisher.name), factor * 0.85);
  return { candidates: out, types, main, invalid };
}

/** The main entity's publisher type ("NewsMediaOrganization") and URL, for the type signals. */
export function publisherOf(main: Node | undefined): { types: string[]; url?: string; name?: string } {
  const p = main?.publisher;
  const node = Array.isArray(p) ? p[0] : p;
  if (!isNode(node)) return { types: [] };
  const url = cleanText(node.url);
  const name = cleanText(node.name);
  return { types: schemaTypes(node), ...(url ? { url } : {}), ...(name ? { name } : {}) };
}

/** The addresses of the main entity's authors (profile pages). */
export function authorUrls(main: Node | undefined): string[] {
  return asArray(main?.author).flatMap((a) => {
    const url = isNode(a) ? cleanText(a.url) : undefined;
    return url ? [url] : [];
  });
}

/** Whether the main entity says it is part of something (a series, a periodical, a book). */
export function hasParent(main: Node | undefined): boolean {
  return !!main && (main.isPartOf !== undefined || main.partOfSeries !== undefined);
}
