/**
 * One htmlparser2 pass over a page that keeps only what citation readers need: meta tags, links, the title,
 * JSON-LD scripts, COinS spans, microdata properties and a few body hints, stopping once they are all read.
 */
import { Parser } from 'htmlparser2';
import { findDoi } from '../identifiers/doi.js';

/** A `<meta>` tag: its key (name, property or itemprop, lower-cased) and its value (content, or value). */
export interface HeadMeta {
  key: string;
  value: string;
  attr: 'name' | 'property' | 'itemprop' | 'http-equiv';
}

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** A microdata property: its path through nested item scopes ("author.name") and the item type it sits in. */
export interface MicrodataProperty {
  path: string;
  value: string;
  /** The innermost scope's type, without the schema.org prefix ("VideoObject"). */
  scopeType?: string;
  /** Outside any item scope (invalid, but common: a stray `itemprop="author"` beside a Book item). */
  orphan?: boolean;
}

/** What the body adds when the head is thin: a chapter heading, the first h1, bylines and the DOIs in its text. */
export interface BodyHints {
  h1?: string;
  chapterHeading?: string;
  writtenBy?: string;
  editedBy?: string;
  /** Label and value pairs of the body's description lists and table rows (dt/dd, th/td): a product's details. */
  details: { label: string; value: string }[];
  /** The first date the body shows: a time element's datetime, or the text of an element whose class names a date. */
  date?: string;
  /** The text of the innermost byline element (class "byline", "author-name", a rel="author" link) that reads as one. */
  byline?: string;
  /** DOIs written in the visible text ("doi:10.4202/..."), in order of first appearance, without repeats. */
  textDois: string[];
}

export interface PageHead {
  lang?: string;
  title?: string;
  metas: HeadMeta[];
  links: HeadLink[];
  /** The raw text of each `script[type=application/ld+json]`. */
  jsonLd: string[];
  /** The `title` of each COinS `span.Z3988`: an OpenURL key-encoded value. */
  coins: string[];
  microdata: MicrodataProperty[];
  /** The item types of top-level microdata scopes ("Article", "VideoObject"). */
  microdataTypes: string[];
  body: BodyHints;
  /** Whether the parse stopped before the end of the page because nothing more was needed. */
  stoppedEarly: boolean;
}

const CHUNK = 32_768;
/** How much of the body is read for hints (headings, bylines, DOIs in the text) when nothing else needs it. */
const BODY_HINT_WINDOW = 120_000;
const MAX_TEXT = 2_000;
const MAX_ITEMS = 2_000;
const MAX_DETAILS = 60;

const schemaTypeName = (itemtype: string | undefined): string | undefined =>
  itemtype?.trim().split(/\s+/)[0]?.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '') || undefined;

/** Where the page's last JSON-LD script or COinS span ends, so the parse can stop after it. */
function lastNeededOffset(html: string): number {
  let end = 0;
  const ld = html.lastIndexOf('ld+json');
  if (ld >= 0) {
    const close = html.indexOf('</script', ld);
    end = Math.max(end, close >= 0 ? close + 10 : html.length);
  }
  const coins = html.lastIndexOf('Z3988');
  if (coins >= 0) end = Math.max(end, coins + 4_000);
  return end;
}

/** A DOI the text marks as one ("doi:10.4202/...", a doi.org link); a bare 10.x/... may be anything cited. */
const DOI_IN_TEXT = /\b(?:doi:\s*|doi\.org\/)10\.\d{4,9}\/[^\s"'<>]+/gi;

/**
 * Reads a page's citation metadata in one pass. Never throws: malformed markup is read as browsers would,
 * and anything that is not HTML gives an empty head.
 */
export function readHtmlHead(html: string): PageHead {
  const head: PageHead = { metas: [], links: [], jsonLd: [], coins: [], microdata: [], microdataTypes: [], body: { textDois: [], details: [] }, stoppedEarly: false };
  let inHead = true;
  let bodyStart = -1;
  let titleText: string | undefined;
  let inTitle = false;
  let svgDepth = 0;
  let ldScript: string | undefined;
  // Open elements that carry an itemprop or itemscope, so nested properties get their path.
  const scopes: { name: string; prop?: string; scope: boolean; type?: string; text?: string; depth: number }[] = [];
  let depth = 0;
  let heading: { name: string; text: string; className: string } | undefined;
  // Open byline elements (the innermost closes first, and is the one taken when its text reads as a byline).
  const bylines: { depth: number; text: string }[] = [];
  const dates: { depth: number; text: string }[] = [];
  // A details list's label (dt, th) waiting for its value (dd, td), and the one of them being read.
  let detailLabel: string | undefined;
  let detail: { label: boolean; depth: number; text: string } | undefined;
  let bodyText = '';

  const scopePath = (prop: string) => [...scopes.filter((s) => s.scope && s.prop).map((s) => s.prop!), prop].join('.');
  const innermostType = () => [...scopes].reverse().find((s) => s.scope)?.type;
  const addProp = (prop: string, value: string) => {
    if (head.microdata.length >= MAX_ITEMS) return;
    // A property outside any item scope is invalid microdata, kept but marked: pages still mean something by it.
    const orphan = !scopes.some((s) => s.scope);
    for (const p of prop.trim().split(/\s+/)) head.microdata.push({ path: scopePath(p), value, scopeType: innermostType(), ...(orphan ? { orphan } : {}) });
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        depth++;
        if (name === 'svg' || name === 'math') svgDepth++;
        if (name === 'body' && bodyStart < 0) {
          inHead = false;
          bodyStart = parser.startIndex;
        }
        if (name === 'html' && attrs.lang && !head.lang) head.lang = attrs.lang;
        if (name === 'title' && svgDepth === 0 && titleText === undefined) {
          inTitle = true;
          titleText = '';
        }
        if (name === 'meta') {
          const value = attrs.content ?? attrs.value;
          const key = attrs.name ?? attrs.property ?? attrs['http-equiv'];
          if (value !== undefined && key && head.metas.length < MAX_ITEMS) {
            const attr = attrs.name !== undefined ? 'name' : attrs.property !== undefined ? 'property' : 'http-equiv';
            head.metas.push({ key: key.trim().toLowerCase(), value, attr });
          }
          // Open Graph tags sometimes put the key in both name and property; RDFa pages key by property only.
          if (value !== undefined && attrs.name && attrs.property && attrs.property !== attrs.name) {
            head.metas.push({ key: attrs.property.trim().toLowerCase(), value, attr: 'property' });
          }
        }
        if (name === 'link' && attrs.rel && attrs.href !== undefined && head.links.length < MAX_ITEMS) {
          head.links.push({ rel: attrs.rel.toLowerCase(), href: attrs.href, ...(attrs.type ? { type: attrs.type } : {}), ...(attrs.title ? { title: attrs.title } : {}) });
        }
        if (name === 'script' && /ld\+json/i.test(attrs.type ?? '')) ldScript = '';
        if (name === 'span' && /(^|\s)Z3988(\s|$)/.test(attrs.class ?? '') && attrs.title) head.coins.push(attrs.title);

        const prop = attrs.itemprop;
        const scope = attrs.itemscope !== undefined;
        if (prop !== undefined && !scope) {
          const direct = attrs.content ?? (name === 'link' || name === 'a' ? attrs.href : undefined) ?? (name === 'time' ? attrs.datetime : undefined);
          if (direct !== undefined) addProp(prop, direct);
          else if (!['meta', 'link', 'img'].includes(name)) scopes.push({ name, prop, scope: false, text: '', depth });
        }
        if (scope) {
          const type = schemaTypeName(attrs.itemtype);
          if (!scopes.some((s) => s.scope) && type && head.microdataTypes.length < 50) head.microdataTypes.push(type);
          scopes.push({ name, ...(prop ? { prop } : {}), scope: true, ...(type ? { type } : {}), depth });
        }
        if (!inHead && !heading && /^h[1-3]$/.test(name)) heading = { name, text: '', className: attrs.class ?? '' };
        if (!inHead && !detail && head.body.details.length < MAX_DETAILS) {
          if (name === 'dt' || name === 'th') detail = { label: true, depth, text: '' };
          else if ((name === 'dd' || name === 'td') && detailLabel !== undefined) detail = { label: false, depth, text: '' };
        }
        if (!inHead && !head.body.date && name === 'time' && attrs.datetime?.trim()) head.body.date = attrs.datetime.trim();
        else if (!inHead && !head.body.date && dates.length < 20 && (isDateClass(attrs.class) || isDateClass(attrs.id))) dates.push({ depth, text: '' });
        if (!inHead && !head.body.byline && bylines.length < 20 && (isBylineClass(attrs.class) || isBylineClass(attrs.id) || (name === 'a' && /\bauthor\b/i.test(attrs.rel ?? '')))) bylines.push({ depth, text: '' });
      },
      ontext(text) {
        if (inTitle && titleText !== undefined && titleText.length < MAX_TEXT) titleText += text;
        if (ldScript !== undefined) ldScript += text;
        for (const s of scopes) if (s.text !== undefined && s.text.length < MAX_TEXT) s.text += text;
        if (heading && heading.text.length < MAX_TEXT) heading.text += text;
        for (const b of bylines) if (b.text.length < MAX_TEXT) b.text += text;
        if (detail && detail.text.length < MAX_TEXT) detail.text += text;
        for (const d of dates) if (d.text.length < MAX_TEXT) d.text += text;
        if (!inHead && ldScript === undefined && bodyText.length < BODY_HINT_WINDOW) bodyText += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) inTitle = false;
        if (name === 'svg' || name === 'math') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'head') inHead = false;
        if (name === 'script' && ldScript !== undefined) {
          if (head.jsonLd.length < 50) head.jsonLd.push(ldScript);
          ldScript = undefined;
        }
        while (scopes.length && scopes.at(-1)!.depth >= depth) {
          const s = scopes.pop()!;
          if (!s.scope && s.prop && s.text !== undefined && s.text.trim()) addProp(s.prop, s.text);
        }
        if (detail && detail.depth >= depth) {
          const text = detail.text.replace(/\s+/g, ' ').trim();
          if (detail.label) detailLabel = text;
          else head.body.details.push({ label: detailLabel!, value: text }), (detailLabel = undefined);
          detail = undefined;
        }
        while (dates.length && dates.at(-1)!.depth >= depth) {
          const text = dates.pop()!.text.replace(/\s+/g, ' ').trim();
          if (!head.body.date && text.length <= 40 && /\b\d{4}\b/.test(text)) head.body.date = text;
        }
        while (bylines.length && bylines.at(-1)!.depth >= depth) {
          const text = bylines.pop()!.text.replace(/\s+/g, ' ').trim().replace(DEGREES, '');
          if (!head.body.byline && BYLINE_TEXT.test(text) && !NOT_A_NAME.test(text)) head.body.byline = text.replace(/^(?:posted|written|words|story|text)\s+(?=by\s)/i, '');
        }
        if (heading && heading.name === name) {
          recordHeading(head.body, heading.text, heading.className);
          heading = undefined;
        }
        depth = Math.max(0, depth - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  const needed = lastNeededOffset(html);
  let offset = 0;
  while (offset < html.length) {
    parser.write(html.slice(offset, offset + CHUNK));
    offset += CHUNK;
    const headDone = !inHead && bodyStart >= 0;
    if (headDone && offset >= needed && offset >= bodyStart + BODY_HINT_WINDOW && ldScript === undefined) {
      head.stoppedEarly = offset < html.length;
      break;
    }
  }
  if (!head.stoppedEarly) parser.end();
  if (titleText !== undefined) head.title = titleText;
  readBodyText(head.body, bodyText);
  return head;
}

/** A class or id naming a byline: "byline", "byline__name", "c-byline", "author-name", "article-author". */
const BYLINE_TOKEN = /^(?:[\w-]*[_-])?(?:byline|author)(?:[_-]+name)?$/i;
const isBylineClass = (value: string | undefined) => !!value && value.split(/\s+/).some((token) => BYLINE_TOKEN.test(token));
/** A class or id naming a date: "date", "post-date", "article__date", "published", "timestamp", "dateline". */
const DATE_TOKEN = /^(?:[\w-]*[_-])?(?:date|dateline|published|pubdate|timestamp)(?:[_-]+[\w-]*)?$/i;
const isDateClass = (value: string | undefined) => !!value && value.split(/\s+/).some((token) => DATE_TOKEN.test(token));
/** Byline text: two to six words of a name or names, with an optional "By", and nothing else (no dates, no links' words). */
const BYLINE_TEXT = /^(?:(?:posted|written|words|story|text)\s+)?(?:by\s+)?[\p{Lu}][\p{L}.'’-]*(?:,?\s+(?:and\s+|&\s+)?[\p{L}][\p{L}.'’-]*){1,5}$/iu;
/** Words that make a byline a role or a link, not a name ("Games Editor", "Staff Writer", "More stories by"). */
const NOT_A_NAME = /\b(?:editors?|writers?|staff|submissions?|stories|developers|team|contributors?|reporters?|correspondents?|more|desk|newsroom|edited|photos?|photographs?|illustrations?)\b/i;
/** Degrees after a name ("Brenda Goodman, MA"). */
const DEGREES = /,\s*(?:MA|MS|MSc|MD|PhD|MPH|RN|DO|JD|MBA|BSc)\.?$/;

/** "Chapter 6 - Monitoring Distributed Systems": the chapter's number and title. */
export const CHAPTER_HEADING = /^\s*chapter\s+(\d+|[ivxlc]+)\s*[-–—:.]\s*(.+?)\s*$/i;

function recordHeading(body: BodyHints, raw: string, className: string) {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return;
  if (!body.chapterHeading && (CHAPTER_HEADING.test(text) || /chapter-title/i.test(className))) body.chapterHeading = text;
  if (!body.h1) body.h1 = text;
}

function readBodyText(body: BodyHints, raw: string) {
  // Bylines stand on their own line ("Written by Rob Ewaschuk<br/>Edited by Betsy Beyer").
  const written = /(?:^|\n)[ \t]*Written by ([^\n]{3,80}?)[ \t]*(?=\n|$)/i.exec(raw);
  if (written) body.writtenBy = written[1]!.trim();
  const edited = /(?:^|\n)[ \t]*Edited by ([^\n]{3,80}?)[ \t]*(?=\n|$)/i.exec(raw);
  if (edited) body.editedBy = edited[1]!.trim();
  const text = raw.replace(/\s+/g, ' ');
  const seen = new Set<string>();
  for (const m of text.matchAll(DOI_IN_TEXT)) {
    const doi = findDoi(m[0]);
    if (doi && !seen.has(doi.toLowerCase())) {
      seen.add(doi.toLowerCase());
      body.textDois.push(doi);
    }
    if (seen.size > 20) break;
  }
}

/** The first value of a meta key, in page order. */
export function metaValue(head: PageHead, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const found = head.metas.find((m) => m.key === key && m.value.trim());
    if (found) return found.value;
  }
  return undefined;
}

/** Every value of a meta key, in page order. */
export function metaValues(head: PageHead, key: string): string[] {
  return head.metas.filter((m) => m.key === key && m.value.trim()).map((m) => m.value);
}
