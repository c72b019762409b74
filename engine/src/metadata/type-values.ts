/**
 * What a page's values mean once its type is known: a preprint's archive is its server, not the server's owner;
 * a bookseller is not a book's publisher, and a book page's details list says who is; a wiki entry always has its
 * wiki's name; a podcast episode's show is named in the title after the episode, and its number before it.
 */
import type { PageHead } from './html-head.js';
import type { Candidate } from './candidates.js';
import type { PageSignals } from './page-signals.js';
import { typeIdBySlug } from './page-types.js';
import { cleanText } from './page-values.js';
import { SEPARATOR, titleParts } from './page-titles.js';
import { readBodyDetails } from './read-details.js';

const PREPRINT_TYPE_ID = typeIdBySlug('preprint');
const BOOK_TYPE_ID = typeIdBySlug('book');
const WIKI_TYPE_ID = typeIdBySlug('wiki-entry');
const PODCAST_TYPE_ID = typeIdBySlug('podcast-episode');

/** "117: Title", "#32 – Title", "Ep. 5: Title": the episode's number before its title. */
const EPISODE_NUMBER = /^(?:(?:#|ep(?:isode)?\.?\s*)(\d{1,4})|(\d{1,3}))\s*(?::|\.|\s[–—-])\s+(\S.*)$/i;
/** The last part of a title after its last separator. */
const LAST_PART = new RegExp(`^(.*\\S)(${SEPARATOR.source})(.+)$`);
/** "Podcast on Spotify", "Podcast en iVoox", "on Acast": the platform a show is heard on, after the show. */
const ON_PLATFORM = /^(.*?)\s*\b(?:on|en|auf|sur|em|in)\s+(.+)$/i;

const best = (candidates: readonly Candidate[], field: Candidate['field']) =>
  candidates.filter((c) => c.field === field).sort((a, b) => b.weight - a.weight)[0];
const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The show's name in a `<title>` after the episode's ("Episode | Show on Platform", "Episode - Show | Podcast on Spotify"). */
function showInTitle(pageTitle: string, episode: string, siteNames: readonly string[]): string | undefined {
  if (!pageTitle.startsWith(episode)) return undefined;
  let rest = pageTitle.slice(episode.length).replace(/^\s*(?:[|–—·»:：｜@-]|::)\s*/, '');
  const sites = new Set(siteNames.map(key));
  const platform = (part: string) => {
    const on = ON_PLATFORM.exec(part);
    return sites.has(key(part)) || /^podcast$/i.test(part) || (!!on && sites.has(key(on[2]!)) && (!on[1] || /^(?:a |the )?podcast$/i.test(on[1])));
  };
  for (let m = LAST_PART.exec(rest); m && platform(m[3]!.trim()); m = LAST_PART.exec(rest)) rest = m[1]!;
  const on = ON_PLATFORM.exec(rest);
  if (on && sites.has(key(on[2]!))) rest = on[1]!;
  rest = rest.trim();
  return rest && !platform(rest) ? rest : undefined;
}

function podcastValues(out: Candidate[], head: PageHead): void {
  const title = best(out, 'title');
  const siteName = best(out, 'site-name');
  if (!out.some((c) => c.field === 'container-title')) {
    const siteNames = out.filter((c) => c.field === 'site-name').map((c) => String(c.value));
    const inTitle = title && showInTitle(cleanText(head.title) ?? '', String(title.value), siteNames);
    // "Radiolab Podcasts | WNYC Studios": the show's podcasts on its network's site.
    const [show, network] = siteName ? titleParts(String(siteName.value)) : [];
    const fromSite = network ? show?.replace(/\s+podcasts$/i, '') : show;
    if (inTitle) out.push({ field: 'container-title', value: inTitle, source: 'html', weight: 0.6 });
    else if (siteName && fromSite) out.push({ ...siteName, field: 'container-title', value: fromSite });
  }
  for (const c of out) {
    const numbered = c.field === 'title' && typeof c.value === 'string' ? EPISODE_NUMBER.exec(c.value) : null;
    if (!numbered) continue;
    c.value = numbered[3]!;
    out.push({ field: 'number', value: numbered[1] ?? numbered[2]!, source: c.source, weight: c.weight });
  }
}

/** The candidates as the page's type reads them (see the module comment). */
export function typeValues(candidates: readonly Candidate[], head: PageHead, signals: PageSignals, typeId: number): Candidate[] {
  let out = [...candidates];
  if (typeId === PREPRINT_TYPE_ID && signals.preprintServerName) {
    const name = signals.preprintServerName;
    const from = out.find((c) => typeof c.value === 'string' && key(c.value).includes(key(name)));
    out = out.filter((c) => c.field !== 'publisher' && c.field !== 'site-name');
    out.push({ field: 'publisher', value: name, source: from?.source ?? 'url', weight: from?.weight ?? 0.7 });
  }
  if (typeId === BOOK_TYPE_ID) {
    if (signals.bookstore) out = out.filter((c) => c.field !== 'site-name');
    out.push(...readBodyDetails(head));
  }
  if (typeId === WIKI_TYPE_ID) {
    // Anyone may write a wiki entry: an organisation named as its author ("Contributors to Wikimedia projects") is
    // none; and the dates in an entry's text are its subject's ("Founded February 28, 1998"), not the entry's.
    out = out.filter((c) => (c.field !== 'author' || !Array.isArray(c.value) || c.value.some((n) => !n.literal)) && !(c.field === 'issued' && c.source === 'body'));
    if (signals.host && !out.some((c) => c.field === 'site-name' || c.field === 'container-title')) out.push({ field: 'site-name', value: signals.host, source: 'url', weight: 0.5 });
  }
  if (typeId === PODCAST_TYPE_ID) podcastValues(out, head);
  return out;
}
