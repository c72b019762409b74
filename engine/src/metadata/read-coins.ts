/** COinS: an OpenURL ContextObject (key-encoded values) in the title of a `span.Z3988`, as Zotero reads it. */
import type { CslName } from '../csl/csl-item.js';
import type { PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parsePageDate, parsePersonName } from './page-values.js';

/** The key-value pairs of one OpenURL KEV string; keys repeat (several `rft.au`). */
function parseKev(kev: string): [string, string][] {
  return kev.split(/&(?:amp;)?/).flatMap((pair) => {
    const eq = pair.indexOf('=');
    if (eq <= 0) return [];
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    return [[decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))] as [string, string]];
  });
}

/**
 * Candidates from the page's COinS span, and its genre ("article", "book", "bookitem", "proceeding"...). Only a
 * page with a single span describes itself by it: several spans are a list of works (a wiki article's or a
 * catalogue's references, as Zotero reads them), none of which is the page.
 */
export function readCoins(head: PageHead): { candidates: Candidate[]; genre?: string; format?: string } {
  const kev = head.coins.length === 1 ? head.coins[0] : undefined;
  if (!kev) return { candidates: [] };
  const pairs = parseKev(kev);
  const { out, add } = collector('coins');
  const get = (k: string) => cleanText(pairs.find(([key]) => key === k)?.[1]);
  const all = (k: string) => pairs.filter(([key]) => key === k).map(([, v]) => v);
  const genre = get('rft.genre')?.toLowerCase();
  const format = get('rft_val_fmt')?.replace(/^info:ofi\/fmt:kev:mtx:/, '');
  add('title', get('rft.atitle') ?? get('rft.btitle') ?? get('rft.title'));
  if (get('rft.atitle')) add('container-title', get('rft.jtitle') ?? get('rft.btitle') ?? get('rft.title'));
  const authors: CslName[] = [];
  const last = get('rft.aulast');
  if (last) authors.push({ family: last, ...(get('rft.aufirst') ? { given: get('rft.aufirst')! } : {}) });
  for (const au of [...all('rft.au'), ...all('rft.creator')]) {
    const name = parsePersonName(au);
    if (name && !(last && name.family === last)) authors.push(name);
  }
  add('author', authors);
  add('issued', parsePageDate(get('rft.date')));
  add('volume', get('rft.volume'));
  add('issue', get('rft.issue'));
  const spage = get('rft.spage');
  const epage = get('rft.epage');
  add('page', get('rft.pages') ?? (spage && epage ? `${spage}-${epage}` : spage));
  add('ISBN', get('rft.isbn'));
  add('ISSN', get('rft.issn') ?? get('rft.eissn'));
  add('publisher', get('rft.pub') ?? get('rft.publisher'));
  add('publisher-place', get('rft.place'));
  for (const id of all('rft_id')) {
    if (/^info:doi\//i.test(id)) add('DOI', id.replace(/^info:doi\//i, ''));
    else if (/^https?:\/\/(?:dx\.)?doi\.org\//i.test(id)) add('DOI', id);
    else if (/^info:pmid\//i.test(id)) add('PMID', id.replace(/^info:pmid\//i, ''));
    else if (/^https?:\/\//i.test(id)) add('URL', id, 0.9);
  }
  return { candidates: out, ...(genre ? { genre } : {}), ...(format ? { format } : {}) };
}
