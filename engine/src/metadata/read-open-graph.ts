/** Open Graph (`og:*`, `article:*`, `book:*`, `video:*`) and Twitter card tags: what pages say for link previews. */
import { metaValue, metaValues, type PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parseNameList, parsePageDate } from './page-values.js';

/** Candidates from Open Graph tags. */
export function readOpenGraph(head: PageHead): Candidate[] {
  const { out, add } = collector('open-graph');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys));
  add('title', m('og:title'));
  add('site-name', m('og:site_name'));
  add('URL', m('og:url'));
  add('issued', parsePageDate(m('article:published_time', 'book:release_date', 'video:release_date', 'music:release_date')));
  // article:author is usually a profile link; only a written name is a name.
  add('author', metaValues(head, 'article:author').flatMap((v) => (/^https?:|^\//.test(v.trim()) ? [] : parseNameList(v))));
  add('author', metaValues(head, 'book:author').flatMap((v) => (/^https?:|^\//.test(v.trim()) ? [] : parseNameList(v))));
  add('ISBN', m('book:isbn'));
  add('abstract', m('og:description'), 0.6);
  const locale = m('og:locale');
  if (locale) add('language', locale.replace('_', '-'), 0.6);
  return out;
}

/** Candidates from Twitter card tags; a "Written by" label is the author. */
export function readTwitter(head: PageHead): Candidate[] {
  const { out, add } = collector('twitter');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys));
  add('title', m('twitter:title'));
  add('abstract', m('twitter:description'), 0.6);
  for (const i of [1, 2]) {
    if (/^(written by|author)$/i.test(m(`twitter:label${i}`) ?? '')) add('author', parseNameList(m(`twitter:data${i}`) ?? ''), 0.8);
  }
  return out;
}
