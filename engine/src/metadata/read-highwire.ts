/** Highwire Press `citation_*` tags, which Google Scholar asks publishers for: the most trusted source on a page. */
import type { PageHead } from './html-head.js';
import { metaValue, metaValues } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parseNameList, parsePageDate, parsePersonName } from './page-values.js';
import type { CslDate, CslName } from '../csl/csl-item.js';

const names = (values: string[]): CslName[] =>
  values.length === 1 && values[0]!.includes(';') ? parseNameList(values[0]!) : values.map(parsePersonName).filter((n): n is CslName => !!n);

const ymd = (d: CslDate | undefined) => d?.['date-parts']?.[0] ?? [];

/** Whether `date` is 1 January standing for a year that `other` dates more closely. */
function yearOnly(date: CslDate | undefined, other: CslDate | undefined): boolean {
  const [y, m, d] = ymd(date);
  const [oy, om, od] = ymd(other);
  return m === 1 && d === 1 && oy === y && om !== undefined && (om !== 1 || (od !== undefined && od !== 1));
}

/** Candidates from `citation_*` meta tags. */
export function readHighwire(head: PageHead): Candidate[] {
  const { out, add } = collector('highwire');
  const m = (...keys: string[]) => cleanText(metaValue(head, ...keys));
  add('title', m('citation_title'));
  add('author', names([...metaValues(head, 'citation_author'), ...metaValues(head, 'citation_authors')]));
  add('editor', names(metaValues(head, 'citation_editor')));
  add('container-title', m('citation_journal_title', 'citation_conference_title', 'citation_book_title', 'citation_inbook_title', 'citation_publication_title'));
  add('container-title-short', m('citation_journal_abbrev'));
  add('collection-title', m('citation_series_title'));
  add('volume', m('citation_volume'));
  add('issue', m('citation_issue'));
  const first = m('citation_firstpage');
  const last = m('citation_lastpage');
  add('page', first && last && first !== last ? `${first}-${last}` : first);
  // The print date is the one styles cite; the online date only when there is no other. A publication date of
  // 1 January beside a later date of the same year is the year alone (bioRxiv writes "2020/01/01" for a March posting).
  const published = parsePageDate(m('citation_publication_date'));
  const dated = parsePageDate(m('citation_date', 'citation_cover_date', 'citation_year'));
  add('issued', published, yearOnly(published, dated) ? 0.9 : 1);
  add('issued', dated, 0.98);
  add('issued', parsePageDate(m('citation_online_date')), 0.85);
  add('DOI', m('citation_doi'));
  add('ISBN', m('citation_isbn'));
  add('ISSN', m('citation_issn', 'citation_eissn'));
  add('publisher', m('citation_publisher', 'citation_dissertation_institution', 'citation_technical_report_institution'));
  add('number', m('citation_technical_report_number', 'citation_number'));
  add('URL', m('citation_abstract_html_url', 'citation_fulltext_html_url', 'citation_public_url'), 0.8);
  add('arxiv', m('citation_arxiv_id'));
  add('PMID', m('citation_pmid'));
  add('PMCID', m('citation_pmcid'));
  add('language', m('citation_language'));
  add('abstract', m('citation_abstract'));
  return out;
}
