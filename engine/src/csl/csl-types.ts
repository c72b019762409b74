/**
 * Which Ibid type a CSL item is. Small selectors in order: our own type id carried in `custom`, structural
 * rules, the catalogue's CSL type with its hint words, then aliases for CSL types no Ibid type owns.
 */
import { referenceTypes } from '../catalogue/reference-types.js';
import { MISC_TYPE_ID } from '../catalogue/type-ids.js';
import type { CslItem } from './csl-item.js';

interface Inference {
  typeId: number;
  /** True when no rule recognised the item's type and the type is one the user should check. */
  guessed: boolean;
  /** For a guess read from the fields of an untyped record, what it was read as and why. */
  readAs?: string;
}

const asText = (v: unknown): string => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : typeof v === 'string' ? v : '');
const hasNames = (item: CslItem, variable: string) => Array.isArray(item[variable]) && (item[variable] as unknown[]).length > 0;
const host = (item: CslItem) => /^https?:\/\/(?:www\.)?([^/]+)/i.exec(asText(item.URL))?.[1]?.toLowerCase() ?? '';

const PREPRINT_HOSTS = /(^|\.)(arxiv\.org|biorxiv\.org|medrxiv\.org|osf\.io|psyarxiv\.com|ssrn\.com)$/;
const PREPRINT_WORDS = /\b(preprint|arxiv|biorxiv|medrxiv|psyarxiv)\b/i;

/** Structural rules that the CSL type alone cannot express. */
const SELECTORS: { csl: readonly string[]; typeId: number; when: (item: CslItem) => boolean }[] = [
  // A book with editors and no authors is an edited book or anthology.
  { csl: ['book'], typeId: 31, when: (item) => !hasNames(item, 'author') && hasNames(item, 'editor') },
  // A film or broadcast on a video platform is an online video.
  { csl: ['motion_picture', 'broadcast', 'video'], typeId: 47, when: (item) => /(^|\.)(youtube\.com|youtu\.be|vimeo\.com|tiktok\.com|dailymotion\.com)$/.test(host(item)) },
  // Preprint servers publish preprints whatever CSL type the exporter chose; an article a journal published is no
  // preprint, though its link is the server's copy ("IEEE Transactions on Software Engineering", arxiv.org/abs/…).
  {
    csl: ['article', 'report', 'manuscript', 'article-journal'],
    typeId: 32,
    when: (item) => {
      const servers = PREPRINT_WORDS.test(asText(item.publisher) + ' ' + asText(item['container-title']) + ' ' + asText(item.genre));
      const inJournal = item.type === 'article-journal' && asText(item['container-title']) !== '' && !PREPRINT_WORDS.test(asText(item['container-title']));
      return servers || (!inJournal && PREPRINT_HOSTS.test(host(item)));
    },
  },
];

const hasAny = (item: CslItem, variables: readonly string[]) => variables.some((v) => asText(item[v]).trim() !== '' || typeof item[v] === 'number');

/**
 * Records exported with no type that says what the work is (BibTeX's @misc, Mendeley's "Generic", CSL's
 * `document`) read by their fields, as a reader would: a container with a volume or issue is a periodical, so the
 * record is a journal article; a container named beside a link and nothing of a book's or periodical's is the site a
 * web page is on. Anything else stays Miscellaneous for the user to pick.
 */
const UNTYPED = new Set(['document', '']);
const UNTYPED_READINGS: { typeId: number; readAs: string; when: (item: CslItem) => boolean }[] = [
  { typeId: 1, readAs: 'a journal article, as it names a periodical with its volume or issue', when: (item) => hasAny(item, ['container-title']) && hasAny(item, ['volume', 'issue']) },
  {
    typeId: 3,
    readAs: 'a web page, as it names a site beside a link',
    when: (item) => hasAny(item, ['container-title']) && hasAny(item, ['URL']) && !hasAny(item, ['page', 'publisher', 'ISBN', 'editor', 'edition']),
  },
];

/**
 * CSL types no Ibid type is written as, and the Crossref work types that doi.org puts in `type`,
 * read as the nearest Ibid type.
 */
const CSL_ALIASES: Record<string, number> = {
  'journal-article': 1,
  monograph: 2,
  'reference-book': 2,
  'book-chapter': 9,
  'book-section': 9,
  'book-part': 9,
  'edited-book': 31,
  'book-set': 2,
  'book-series': 2,
  'book-track': 9,
  proceedings: 31,
  'proceedings-article': 8,
  'report-series': 4,
  database: 10,
  dissertation: 7,
  'posted-content': 32,
  'reference-entry': 11,
  'entry-dictionary': 11,
  entry: 11,
  'report-component': 4,
  'peer-review': 27,
  pamphlet: 4,
  figure: 39,
  hearing: 21,
  event: 35,
  performance: 6,
  periodical: 13,
  collection: 31,
  video: 47,
  'review-book': 27,
  personal_communication: 23,
};

function hintText(item: CslItem): string {
  return [item.genre, item.medium, item.status, item['container-title'], host(item)].map(asText).join(' ').toLowerCase();
}

/** Per CSL type, the Ibid types written as it, each with its hint words as patterns: built once from the catalogue. */
const CANDIDATES = new Map<string, { id: number; hints: RegExp[] }[]>();
for (const t of referenceTypes) {
  if (t.id === MISC_TYPE_ID) continue;
  const hints = (t.csl.hints ?? []).map((h) => new RegExp(`(^|[^a-z])${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'));
  CANDIDATES.set(t.csl.type, [...(CANDIDATES.get(t.csl.type) ?? []), { id: t.id, hints }]);
}

/** The Ibid type id for a CSL item, and whether it was a guess. */
export function inferTypeId(item: CslItem): Inference {
  const carried = (item.custom as { ibid?: { typeId?: unknown } } | undefined)?.ibid?.typeId;
  if (typeof carried === 'number' && referenceTypes.some((t) => t.id === carried)) return { typeId: carried, guessed: false };

  const cslType = typeof item.type === 'string' ? item.type : '';
  const selector = SELECTORS.find((s) => s.csl.includes(cslType) && s.when(item));
  if (selector) return { typeId: selector.typeId, guessed: false };

  const candidates = CANDIDATES.get(cslType);
  if (candidates) {
    const text = hintText(item);
    const hinted = candidates.find((t) => t.hints.some((h) => h.test(text)));
    const fallback = candidates.find((t) => t.hints.length === 0) ?? candidates[0];
    return { typeId: (hinted ?? fallback)!.id, guessed: false };
  }
  const alias = CSL_ALIASES[cslType];
  if (alias) return { typeId: alias, guessed: false };
  const reading = UNTYPED.has(cslType) ? UNTYPED_READINGS.find((r) => r.when(item)) : undefined;
  return reading ? { typeId: reading.typeId, guessed: true, readAs: reading.readAs } : { typeId: MISC_TYPE_ID, guessed: true };
}
