/**
 * RIS files out: one TY…ER block per reference, written from its CSL item (`toCsl`), CRLF line ends as
 * the RIS specification asks, names as "Last, First". What RIS has no tag for is left out (see index.ts).
 */
import type { CslItem, CslName } from '../../csl/csl-item.js';
import { IBID_CUSTOM_KEY, type IbidCustom } from '../../csl/csl-variables.js';
import { toCsl } from '../../csl/to-csl.js';
import type { Reference } from '../../model/reference.js';
import { parseTags } from '../../rules/tags.js';
import { formatRisDate } from './ris-dates.js';
import { formatRisName } from './ris-names.js';
import { RIS_TAG_LINE } from './ris-scanner.js';
import { risNameTag } from './ris-tags.js';
import { risCodeFor } from './ris-types.js';

const CRLF = '\r\n';

/** Tags written from one CSL variable each, in the order they are written. */
const TEXT_TAGS: readonly (readonly [tag: string, variable: string])[] = [
  ['TI', 'title'], ['ST', 'title-short'], ['OP', 'original-title'], ['RI', 'reviewed-title'],
  ['T2', 'container-title'], ['J2', 'container-title-short'], ['T3', 'collection-title'],
  ['ET', 'edition'], ['VL', 'volume'], ['NV', 'number-of-volumes'], ['IS', 'issue'], ['SE', 'section'],
  ['M1', 'number'], ['M3', 'genre'],
];
const AFTER_DATES: readonly (readonly [tag: string, variable: string])[] = [
  ['PB', 'publisher'], ['CY', 'publisher-place'],
];
const CLOSING: readonly (readonly [tag: string, variable: string])[] = [
  ['DO', 'DOI'], ['UR', 'URL'], ['DB', 'archive'], ['LA', 'language'],
];

const text = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : typeof v === 'number' ? String(v) : '');

/** A tag line; a long text's further lines follow untagged, one space in front of any that would read as a tag. */
function line(tag: string, value: string, multiline = false): string[] {
  if (!multiline) return [`${tag}  - ${value.replace(/\s+/g, ' ').trim()}`];
  const [first = '', ...rest] = value.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  return [`${tag}  - ${first}`, ...rest.map((l) => (RIS_TAG_LINE.test(l) ? ` ${l}` : l))];
}

/** The lines of one reference's record, TY first and ER last. */
function recordLines(ref: Reference): string[] {
  const item: CslItem = toCsl(ref);
  const code = risCodeFor(ref.referenceTypeID, typeof item.type === 'string' ? item.type : undefined);
  const out = [`TY  - ${code}`];
  const put = (tag: string, value: unknown) => {
    const v = text(value);
    if (v) out.push(...line(tag, v));
  };

  for (const variable of Object.keys(item)) {
    const names = item[variable];
    if (!Array.isArray(names)) continue;
    const tag = risNameTag(variable, code);
    if (!tag) continue;
    for (const name of names as CslName[]) put(tag, formatRisName(name));
  }
  for (const [tag, variable] of TEXT_TAGS.slice(0, 1)) put(tag, item[variable]);
  const custom = (item.custom as Record<string, IbidCustom> | undefined)?.[IBID_CUSTOM_KEY];
  put('TT', custom?.fields?.translatedTitle);
  for (const [tag, variable] of TEXT_TAGS.slice(1)) put(tag, item[variable]);

  // Pages: one range as SP and EP; several ("S1-S9, 22") whole in SP, which reads back the same.
  const pages = ref.data.pages;
  if (pages?.length === 1 && pages[0]!.end) {
    put('SP', pages[0]!.start);
    put('EP', pages[0]!.end);
  } else if (pages?.length) put('SP', item.page);

  // Dates come from the reference, not the CSL item: CSL has no form for "n.d.".
  if (ref.data.issued) {
    const { year, date } = formatRisDate(ref.data.issued);
    put('PY', year);
    put('DA', date);
  }
  if (ref.data.accessed) {
    const { year, date } = formatRisDate(ref.data.accessed);
    put('Y2', date ?? year);
  }
  for (const [tag, variable] of AFTER_DATES) put(tag, item[variable]);
  for (const isbn of text(item.ISBN).split(' ').filter(Boolean)) put('SN', isbn);
  put('SN', item.ISSN);
  for (const [tag, variable] of CLOSING) put(tag, item[variable]);
  if (item.PMID) put('U1', `${text(item.PMID)}[pmid]`);
  if (item.PMCID) put('U2', `${text(item.PMCID)}[pmcid]`);
  if (typeof item.abstract === 'string' && item.abstract.trim()) out.push(...line('AB', item.abstract, true));
  for (const tag of parseTags(ref.tags)) put('KW', tag);
  if (ref.note?.trim()) out.push(...line('N1', ref.note, true));
  out.push('ER  - ');
  return out;
}

/**
 * Writes references as RIS, one TY…ER block each with a blank line after it. RIS carries less than a
 * reference holds: roles other than author, editor, series editor and translator (and a film's director
 * and producer), medium, status, event, archive place, dimensions and other dates are left out.
 */
export function exportRis(refs: readonly Reference[]): string {
  return refs.map((ref) => recordLines(ref).join(CRLF) + CRLF + CRLF).join('');
}
