/** Dublin Core and DCTERMS tags (`DC.title`, `dc.creator`, `DCTERMS.issued`, `dc.identifier`...). */
import { findIsbns } from '../identifiers/index.js';
import type { PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parsePageDate, parsePersonName } from './page-values.js';
import type { CslName } from '../csl/csl-item.js';

/** `dc.title`, `dc:title`, `dcterms.title` and `DC.Title` are one key, "title". */
function dcKey(key: string): string | undefined {
  const m = /^(?:dc|dcterms|dct)[.:](.+)$/.exec(key);
  return m?.[1];
}

/** Candidates from Dublin Core meta tags. */
export function readDublinCore(head: PageHead): Candidate[] {
  const { out, add } = collector('dublin-core');
  const values = new Map<string, string[]>();
  for (const meta of head.metas) {
    const key = dcKey(meta.key);
    const value = cleanText(meta.value);
    if (key && value) values.set(key, [...(values.get(key) ?? []), value]);
  }
  const first = (...keys: string[]) => keys.map((k) => values.get(k)?.[0]).find(Boolean);
  add('title', first('title'));
  add('author', (values.get('creator') ?? values.get('creator.personalname') ?? []).map(parsePersonName).filter((n): n is CslName => !!n));
  add('issued', parsePageDate(first('issued', 'date.issued', 'created', 'date')));
  add('publisher', first('publisher'));
  add('language', first('language'));
  add('abstract', first('description', 'abstract'));
  // dc.source is sometimes the journal ("Upstream"), sometimes a citation ("Nature 2021 596:7873").
  const source = first('source', 'ispartof', 'relation.ispartof');
  if (source && !/\d/.test(source) && !/^https?:/i.test(source)) add('container-title', source, 0.7);
  for (const id of values.get('identifier') ?? []) {
    if (/^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/|10\.\d{4,9}\/)/i.test(id)) add('DOI', id);
    else if (/^(?:urn:)?isbn:/i.test(id)) add('ISBN', findIsbns(id)[0]);
    else if (/^https?:\/\//i.test(id)) add('URL', id, 0.8);
  }
  return out;
}

/** The page's `dc.type`, lower-cased ("dataset", "text", "originalpaper"). */
export function dublinCoreType(head: PageHead): string | undefined {
  return head.metas.find((m) => dcKey(m.key) === 'type' && m.value.trim())?.value.trim().toLowerCase();
}
