/** schema.org microdata (`itemscope`/`itemprop`), read from the top-level item whose type is a creative work. */
import { runningTime } from './running-time.js';
import type { CslName } from '../csl/csl-item.js';
import { findIsbns } from '../identifiers/index.js';
import type { PageHead } from './html-head.js';
import { collector, type Candidate } from './candidates.js';
import { cleanText, parseNameList, parsePageDate } from './page-values.js';

/** Candidates from microdata properties. */
export function readMicrodata(head: PageHead): Candidate[] {
  const { out, add } = collector('microdata');
  if (!head.microdata.length) return out;
  // A "name" inside a person, an organisation or an image is not the work's name.
  const ofWork = (scopeType: string | undefined) => !scopeType || !/Person|Organization|Place|Brand|Offer|ImageObject|Rating|ListItem|BreadcrumbList/.test(scopeType);
  const first = (...paths: string[]) => paths.map((p) => cleanText(head.microdata.find((m) => m.path === p && ofWork(m.scopeType))?.value)).find(Boolean);
  // A stray itemprop="name" is anyone's name (a byline's); stray properties count only for other fields.
  const scoped = (...paths: string[]) => paths.map((p) => cleanText(head.microdata.find((m) => m.path === p && !m.orphan && ofWork(m.scopeType))?.value)).find(Boolean);
  const pageOnly = head.microdataTypes.length > 0 && head.microdataTypes.every((t) => /Page$|WebSite|Organization|BreadcrumbList/.test(t));
  const factor = pageOnly ? 0.7 : 1;
  add('title', scoped('headline', 'name'), factor);
  const authors: CslName[] = [];
  for (const m of head.microdata) {
    if (m.path === 'author.name' || m.path === 'creator.name' || (m.path === 'author' && !/^https?:/.test(m.value))) {
      authors.push(...parseNameList(m.value));
    }
  }
  add('author', authors, factor);
  add('issued', parsePageDate(first('datePublished', 'uploadDate', 'dateCreated')), factor);
  add('dimensions', runningTime(first('duration')), factor);
  add('publisher', first('publisher.name', 'publisher'), factor);
  add('ISBN', findIsbns(first('isbn') ?? '')[0], factor);
  add('container-title', first('isPartOf.name', 'partOfSeries.name'), factor);
  return out;
}
