/** What any page has: `<title>`, `meta name=author/description/date`, `<html lang>` and the canonical link. */
import { metaValue, metaValues, type PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parseNameList, parsePageDate } from './page-values.js';
import { cutToHeading, namesHost, stripSiteName, titleParts } from './page-titles.js';

/** A name written as an address or a handle: "NPR.org", "miamiherald", "HeraldSun", "http://www.tmz.com". */
const addressLike = (name: string) => !/\s/.test(name.trim()) && (/[./]/.test(name) || name === name.toLowerCase() || /\p{Ll}\p{Lu}/u.test(name));

/**
 * Candidates from plain HTML; `siteNames` are the names other sources gave the site, to cut from the title, and
 * `host` the page's address (without "www."), whose name spelled out in the title is the site's.
 */
export function readHtmlBasics(head: PageHead, siteNames: readonly string[], host: string): Candidate[] {
  const { out, add } = collector('html');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys));
  const title = cleanText(head.title) ?? m('title');
  if (title) {
    // "… : NPR" on npr.org: the site's own name for itself, over a name given as an address ("NPR.org",
    // "HeraldSun") or an owner's; a site name the page gives in words ("Folha de S.Paulo") stays first.
    const spelled = titleParts(title).slice(1).find((part) => namesHost(part, host));
    const given = m('og:site_name');
    if (spelled) add('site-name', spelled, !given || addressLike(given) ? 1.5 : 1.3);
    const byHeading = cutToHeading(title, head.body.h1);
    const stripped = stripSiteName(title, spelled ? [...siteNames, spelled] : siteNames, true);
    add('title', byHeading?.title ?? stripped.title, 0.8);
    const guessed = byHeading?.rest.at(-1) ?? stripped.siteName;
    if (guessed && !siteNames.length && !spelled) add('site-name', guessed, 0.8);
  }
  add('site-name', m('application-name'), 0.9);
  add('author', metaValues(head, 'author').flatMap(parseNameList));
  add('author', parseNameList(m('byl', 'byline', 'dc.creator') ?? ''), 0.9);
  add('abstract', m('description'), 0.8);
  add('issued', parsePageDate(m('date', 'pdate', 'publish-date', 'publication_date', 'sailthru.date', 'parsely-pub-date')));
  add('language', cleanText(head.lang), 0.9);
  const canonical = head.links.find((l) => l.rel.split(/\s+/).includes('canonical'))?.href;
  add('URL', canonical, 1.5);
  return out;
}
