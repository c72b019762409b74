/** PRISM tags (`prism.publicationName`, `prism.doi`...) that Springer Nature and other publishers add. */
import { metaValue, type PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parsePageDate } from './page-values.js';

/** Candidates from `prism.*` meta tags. */
export function readPrism(head: PageHead): Candidate[] {
  const { out, add } = collector('prism');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys.flatMap((k) => [`prism.${k}`, `prism:${k}`])));
  add('container-title', m('publicationname'));
  add('volume', m('volume'));
  add('issue', m('number', 'issueidentifier'));
  const first = m('startingpage');
  const last = m('endingpage');
  add('page', first && last && first !== last ? `${first}-${last}` : first);
  add('issued', parsePageDate(m('publicationdate', 'coverdate')));
  add('DOI', m('doi'));
  add('ISSN', m('issn', 'eissn'));
  add('ISBN', m('isbn'));
  add('title', m('title'));
  return out;
}
