/** What any page has: `<title>`, `meta name=author/description/date`, `<html lang>` and the canonical link. */
import { metaValue, metaValues, type PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parseNameList, parsePageDate, stripSiteName } from './page-values.js';

/** Candidates from plain HTML; `siteNames` are the names other sources gave the site, to cut from the title. */
export function readHtmlBasics(head: PageHead, siteNames: readonly string[]): Candidate[] {
  const { out, add } = collector('html');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys));
  const title = cleanText(head.title) ?? m('title');
  if (title) {
    const stripped = stripSiteName(title, siteNames, true);
    add('title', stripped.title, 0.8);
    if (stripped.siteName && !siteNames.length) add('site-name', stripped.siteName, 0.8);
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
