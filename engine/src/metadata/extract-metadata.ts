/**
 * What a web page says about the work it shows, as a reference: every metadata source on the page is read
 * into candidate values, the strongest source wins each field, the page's type is chosen by selectors, and
 * the result goes through the one CSL mapping every import uses (`cslToReference`).
 */
import { FIELDS, type FieldName } from '../model/fields.js';
import { referenceTypes } from '../catalogue/reference-types.js';
import type { CslDate, CslItem, CslName } from '../csl/csl-item.js';
import { cslToReference } from '../csl/from-csl.js';
import { IBID_CUSTOM_KEY } from '../csl/csl-variables.js';
import { doiKey, parseArxivId, parseDoi, parseWebUrl } from '../identifiers/index.js';
import type { ImportWarning } from '../import-warning.js';
import type { Reference } from '../model/reference.js';
import { type Candidate, type CandidateField, type MetadataSource } from './candidates.js';
import { readHtmlHead, type PageHead } from './html-head.js';
import { pageSignals, urlParts, type PageSignals } from './page-signals.js';
import { selectPageType } from './page-types.js';
import { parsePageDate } from './page-values.js';
import { cutToHeading, stripSiteName } from './page-titles.js';
import { readCoins } from './read-coins.js';
import { readDublinCore } from './read-dublin-core.js';
import { readHighwire } from './read-highwire.js';
import { readHtmlBasics } from './read-html-basics.js';
import { readBodyByline, readBodyChapter, readBodyDate, readBodyDoi, readUrlIdentifiers } from './read-identifiers.js';
import { readJsonLd } from './read-json-ld.js';
import { readMicrodata } from './read-microdata.js';
import { readOpenGraph, readTwitter } from './read-open-graph.js';
import { readPrism } from './read-prism.js';
import { typeValues } from './type-values.js';

export interface ExtractOptions {
  /** The date the page was read (ISO "2024-05-01"); the engine has no clock, so none is set without it. */
  accessed?: string;
}

export interface ExtractedMetadata {
  reference: Reference;
  /** Per reference field (data field names, and `referenceTypeID`): how sure the extraction is, 0 to 1. */
  confidence: Record<string, number>;
  /** Per reference field: the source its value came from. */
  sources: Record<string, MetadataSource>;
  /** Why the page got its type, in a sentence. */
  typeReason: string;
  /** What could not be kept or read (invalid JSON-LD, values the reference refused). */
  warnings: ImportWarning[];
}

/** Where the website's name goes for each type: the container (website, blog, newspaper...) or the publisher. */
const SITE_NAME_ROLE: Record<number, 'container' | 'publisher'> = {
  1: 'container', 3: 'container', 11: 'container', 12: 'container', 13: 'container', 29: 'container', 33: 'container',
  34: 'container', 36: 'container', 46: 'container', 47: 'container',
  2: 'publisher', 4: 'publisher', 10: 'publisher', 16: 'publisher', 32: 'publisher',
};

/** The CSL name variable a page's "author" becomes, per type: a podcast's creator is its host. */
const AUTHOR_VARIABLE: Record<number, string> = { 34: 'host' };

/** The CSL variable a candidate field fills for a type. */
const variableOf = (field: CandidateField, typeId: number): string => (field === 'author' ? (AUTHOR_VARIABLE[typeId] ?? 'author') : field);

/** Descriptions written for link previews, not abstracts: kept only from citation sources. */
const ABSTRACT_SOURCES = new Set<MetadataSource>(['highwire', 'dublin-core', 'json-ld', 'prism', 'coins']);

/** Fields every type keeps beside its own, because they help the user check the page. */
const ALWAYS_KEPT = new Set<FieldName>(['language', 'abstract']);

const fieldOfVariable = new Map<string, FieldName>(
  (Object.entries(FIELDS) as [FieldName, { csl?: string }][]).flatMap(([name, def]) => (def.csl ? [[def.csl, name] as const] : [])),
);
fieldOfVariable.set('arxiv', 'arxiv');
for (const v of ['author', 'editor', 'host']) fieldOfVariable.set(v, 'contributors');

const normaliseForCompare = (field: CandidateField, v: Candidate['value']): string => {
  if (typeof v === 'string') return field === 'DOI' ? (doiKey(v) ?? v) : v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (Array.isArray(v)) return (v[0]?.family ?? v[0]?.literal ?? '').toLowerCase();
  return JSON.stringify(v['date-parts']?.[0]?.slice(0, 1));
};

/** An address as the page wrote it, made absolute against the page's; undefined when it is not one. */
function absolute(href: unknown, base: string | undefined): string | undefined {
  try {
    return typeof href === 'string' && href.trim() ? new URL(href.trim(), base).href : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps only candidates whose value is usable (valid identifiers, absolute web URLs). */
function usable(c: Candidate, pageUrl: string | undefined): Candidate | undefined {
  if (c.field === 'DOI') {
    const doi = parseDoi(String(c.value));
    return doi.ok ? { ...c, value: doi.value } : undefined;
  }
  if (c.field === 'arxiv') {
    const id = parseArxivId(String(c.value));
    return id.ok ? { ...c, value: id.value } : undefined;
  }
  if (c.field === 'URL') {
    const href = absolute(String(c.value), pageUrl);
    if (!href) return undefined;
    const url = parseWebUrl(href.replace(/^(https?:\/\/[^/]+)\/\/+/, '$1/'));
    return url.ok ? { ...c, value: url.value } : undefined;
  }
  return c;
}

interface Pick {
  candidate: Candidate;
  confidence: number;
}

/** The strongest candidate per field; each other source that agrees adds a little confidence. */
function mergeCandidates(candidates: readonly Candidate[]): Map<CandidateField, Pick> {
  const byField = new Map<CandidateField, Candidate[]>();
  for (const c of candidates) byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  const picks = new Map<CandidateField, Pick>();
  for (const [field, list] of byField) {
    const sorted = [...list].sort((a, b) => b.weight - a.weight);
    const best = sorted[0]!;
    const key = normaliseForCompare(field, best.value);
    const agreeing = new Set(sorted.filter((c) => normaliseForCompare(field, c.value) === key).map((c) => c.source)).size;
    picks.set(field, { candidate: best, confidence: Math.min(0.99, Math.round((best.weight + 0.04 * (agreeing - 1)) * 100) / 100) });
  }
  return picks;
}

function gatherCandidates(head: PageHead, url: string | undefined) {
  const jsonLd = readJsonLd(head);
  const coins = readCoins(head);
  const early = [
    ...readHighwire(head),
    ...readPrism(head),
    ...readDublinCore(head),
    ...jsonLd.candidates,
    ...readMicrodata(head),
    ...coins.candidates,
    ...readOpenGraph(head),
    ...readTwitter(head),
    ...readUrlIdentifiers(url),
  ];
  const siteNames = early.filter((c) => c.field === 'site-name' || c.field === 'publisher').map((c) => String(c.value));
  // The page's own address names its site: the canonical one when it gives it (a saved or mirrored copy keeps it).
  const own = early.filter((c) => c.field === 'URL' && c.source !== 'url').sort((a, b) => b.weight - a.weight)[0]?.value;
  const canonical = head.links.find((l) => l.rel.split(/\s+/).includes('canonical'))?.href;
  const candidates = [...early, ...readHtmlBasics(head, siteNames, urlParts(absolute(canonical, url) ?? absolute(own, url) ?? url).host)];
  // Titles from link-preview tags often carry the site's name too ("Fork The Government : Planet Money"), or its
  // section after the page's own heading ("見出し : スポーツ").
  const allSiteNames = candidates.filter((c) => c.field === 'site-name').map((c) => String(c.value));
  for (const c of candidates) {
    if (c.field !== 'title' || typeof c.value !== 'string' || c.source === 'highwire') continue;
    const title = c.value.replace(/\s*\((?:Published|Updated) \d{4}\)$/i, '');
    c.value = cutToHeading(title, head.body.h1)?.title ?? stripSiteName(title, allSiteNames).title;
  }
  if (url) candidates.push({ field: 'URL', value: url, source: 'url', weight: 0.6 });
  return { candidates: candidates.map((c) => usable(c, url)).filter((c): c is Candidate => !!c), jsonLd, coins };
}

/** Candidates that only count for some types or when the head is silent. */
function admitted(candidates: Candidate[], head: PageHead, signals: PageSignals, typeId: number): Candidate[] {
  const out = candidates.filter((c) => c.field !== 'abstract' || ABSTRACT_SOURCES.has(c.source));
  // A DOI in the body is a page's own only when the head names no other and says nothing else about the page.
  if (!signals.headSaysKind && !signals.doi) out.push(...readBodyDoi(head));
  if (typeId === 9 && !signals.headSaysKind) {
    const chapter = readBodyChapter(head);
    if (chapter.length) {
      // The page title names the book; the body's heading names the chapter.
      const pageTitle = out.filter((c) => c.field === 'title').sort((a, b) => b.weight - a.weight)[0];
      if (pageTitle) out.push({ ...pageTitle, field: 'container-title' });
      out.push(...chapter.map((c) => ({ ...c, weight: c.field === 'title' ? 0.6 : c.weight })));
    }
  }
  // A byline or a date in the body only for a page whose head (and chapter heading) give none.
  if (!out.some((c) => c.field === 'author')) out.push(...readBodyByline(head));
  if (!out.some((c) => c.field === 'issued')) out.push(...readBodyDate(head));
  return typeValues(out, head, signals, typeId);
}

function buildCslItem(picks: Map<CandidateField, Pick>, typeId: number, options: ExtractOptions): CslItem {
  const type = referenceTypes.find((t) => t.id === typeId)!;
  const keep = new Set<FieldName>([...type.fields.map((f) => f.name), ...ALWAYS_KEPT]);
  const item: CslItem = { type: type.csl.type, custom: { [IBID_CUSTOM_KEY]: { typeId } } };
  const value = (f: CandidateField) => picks.get(f)?.candidate.value;
  const site = value('site-name');
  const role = SITE_NAME_ROLE[typeId];
  if (site && role === 'container' && !picks.has('container-title')) picks.set('container-title', picks.get('site-name')!);
  if (site && role === 'publisher' && !picks.has('publisher')) picks.set('publisher', picks.get('site-name')!);

  for (const [field, pick] of picks) {
    if (field === 'site-name') continue;
    const variable = variableOf(field, typeId);
    const name = fieldOfVariable.get(variable);
    if (!name || !keep.has(name)) continue;
    if (field === 'arxiv') {
      (item.custom![IBID_CUSTOM_KEY] as { fields?: Record<string, unknown> }).fields = { arxiv: pick.candidate.value };
      continue;
    }
    item[variable] = pick.candidate.value as string | CslName[] | CslDate;
  }
  // A byline that names the site itself is the site's channel or desk ("Vimeo Curation" on Vimeo), not a person; a
  // personal site's own name ("Donny Winston") stays its author's.
  const authors = item[variableOf('author', typeId)];
  if (typeof site === 'string' && Array.isArray(authors)) {
    const siteName = site.trim().toLowerCase();
    item[variableOf('author', typeId)] = (authors as CslName[]).map((name) => {
      const written = [name.given, name.family].filter(Boolean).join(' ');
      const namesTheSite = written.toLowerCase() !== siteName && ` ${written.toLowerCase()} `.includes(` ${siteName} `);
      return name.family && namesTheSite ? { literal: written } : name;
    });
  }
  // A page that gives a place and no publisher would only raise a warning.
  if (!item.publisher) delete item['publisher-place'];
  const accessed = parsePageDate(options.accessed);
  if (accessed) item.accessed = accessed;
  return item;
}

/**
 * Reads the citation metadata of a page's HTML (and its address, when known) into a reference with a
 * confidence per field. Never throws: empty, binary or broken input gives a webpage with low confidences.
 * Use it on a fetched page or a content script's `document.documentElement.outerHTML`; for a DOI or an
 * ISBN, ask the registries instead.
 */
export function extractMetadata(html: string, url?: string, options: ExtractOptions = {}): ExtractedMetadata {
  const text = typeof html === 'string' ? html : '';
  const pageUrl = url && parseWebUrl(url).ok ? url : undefined;
  const head = readHtmlHead(text);
  const { candidates, jsonLd, coins } = gatherCandidates(head, pageUrl);
  const canonical = candidates.filter((c) => c.field === 'URL').sort((a, b) => b.weight - a.weight)[0]?.value;
  const signals = pageSignals(head, candidates, jsonLd, coins.genre, typeof canonical === 'string' ? canonical : pageUrl);
  const type = selectPageType(signals);
  const picks = mergeCandidates(admitted(candidates, head, signals, type.typeId));
  const item = buildCslItem(picks, type.typeId, options);
  const { reference, warnings } = cslToReference(item, pageUrl);
  if (jsonLd.invalid > 0) warnings.push({ code: 'json-ld-invalid', message: `${jsonLd.invalid} JSON-LD script(s) on the page could not be read.`, ...(pageUrl ? { entry: pageUrl } : {}) });

  const confidence: Record<string, number> = { referenceTypeID: type.confidence };
  const sources: Record<string, MetadataSource> = {};
  for (const [field, pick] of picks) {
    const name = field === 'site-name' ? undefined : fieldOfVariable.get(variableOf(field, type.typeId));
    if (!name || !(name in reference.data) || name in confidence) continue;
    confidence[name] = pick.confidence;
    sources[name] = pick.candidate.source;
  }
  if (item.accessed && 'accessed' in reference.data) confidence.accessed = 1;
  return { reference, confidence, sources, typeReason: type.reason, warnings };
}
