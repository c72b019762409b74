/** MLA 9 element texts: names, dates, publishers and locations as the Handbook prints them. */
import type { Contributor, ContributorRole } from '../../model/contributor.js';
import type { DatePoint, PartialDate } from '../../model/partial-date.js';
import { isPageSpan, type Pages } from '../../model/page-range.js';
import { pagesText } from '../page-ranges.js';
import { handleText, joinNames, personName } from '../names.js';
import { MLA_TERMS } from './terms.js';
import { withoutBusinessWords } from '../publisher-name.js';


function pointText(p: DatePoint, withYear: boolean): string {
  const year = withYear && p.year !== undefined ? (p.year < 0 ? `${-p.year} BCE` : p.year < 1000 ? `AD ${p.year}` : String(p.year)) : '';
  if (p.season) return [p.season, year].filter(Boolean).join(' ');
  const month = p.month !== undefined ? MLA_TERMS.months[p.month - 1] : undefined;
  return [p.day !== undefined && month ? String(p.day) : '', month ?? '', year].filter(Boolean).join(' ');
}

const isYearOnly = (p: DatePoint) => p.month === undefined && p.day === undefined && !p.season;
/** A range of years from AD 1000 whose first two digits are the same gives only the last two of the second (MLA 9, inclusive numbers: 2008–13, 1898–1901). */
const sameCentury = (start: number, end: number) => start >= 1000 && end > start && end < 10000 && Math.floor(start / 100) === Math.floor(end / 100);

/** "14 Dec. 2017", "Jan. 2013", "fall 2009", "14–15 May 2011", "30 May–2 June 2020", "2008–13", "1898–1901". */
export function mlaDate(date: PartialDate | undefined): string | undefined {
  if (!date || date.status === 'no-date') return undefined;
  if (date.status) return date.status === 'in-press' ? 'in press' : 'forthcoming';
  if (date.year === undefined) return date.literal;
  const circa = date.circa ? 'circa ' : '';
  const end = date.end;
  if (!end) return circa + pointText(date, true);
  const endPoint = { year: end.year ?? date.year, ...end };
  if (isYearOnly(date) && isYearOnly(endPoint) && sameCentury(date.year, endPoint.year!)) return `${circa}${date.year}–${String(endPoint.year).slice(2)}`;
  if (endPoint.year !== date.year) return `${circa}${pointText(date, true)}–${pointText(endPoint, true)}`;
  if (end.month === date.month && end.day !== undefined && date.day !== undefined) {
    return `${circa}${date.day}–${pointText(endPoint, true)}`;
  }
  return `${circa}${pointText(date, false)}–${pointText(endPoint, true)}`;
}

/** "Hayles, N. Katherine", "King, Martin Luther, Jr.", "United Nations", "Kare 11 [@kare11]". */
export const invertedFullName = (c: Contributor): string => personName(c, { order: 'inverted', given: 'as-written', suffix: ', ', handle: 'brackets' });

/** "Robin Broad", "Martin Luther King, Jr.". */
export const fullName = (c: Contributor): string => personName(c, { order: 'natural', given: 'as-written', suffix: ', ' });

/** The author element: "A, B", "A, B, and C D", "A, B, et al.", with ", editor(s)" for a labelled role. */
export function mlaAuthorNames(people: readonly Contributor[]): string {
  const first = people[0];
  if (!first) return '';
  const names = people.length > 2 ? `${invertedFullName(first)}, ${MLA_TERMS.etAl}` : people.length === 2 ? `${invertedFullName(first)}, and ${fullName(people[1]!)}${handleText(people[1]!, 'brackets')}` : invertedFullName(first);
  const label = MLA_TERMS.roleLabels[first.type as ContributorRole];
  return label ? `${names}, ${label[people.length === 1 ? 0 : 1]}` : names;
}

/** Names in a container's other-contributors slot: "Robin Broad", "A and B", "A et al.". */
export function mlaNaturalNames(people: readonly Contributor[]): string {
  if (people.length > 2) return `${fullName(people[0]!)} ${MLA_TERMS.etAl}`;
  return (joinNames(people.map(fullName), 'and', 'never') as string[]).join('');
}

/**
 * A name before "Press" that makes the press academic: a university ("U" once shortened), an institute, a college,
 * or the initials of one (MIT, SUNY, NYU, LSU), which a learned society's or a company's (ACM, CRC) are not.
 */
const ACADEMIC = /\b(?:U|Institute|College|MIT|SUNY|CUNY|NYU|LSU|UCL)\b/;
/** "Company" on its own is a business word MLA leaves out too (MLA 9 5.74): "Houghton Mifflin Company" → "Houghton Mifflin". */
const COMPANY = /,?\s+Company$/;

/**
 * MLA shortens academic publishers (MLA 9 5.73): "Oxford University Press" → "Oxford UP", "University of Chicago
 * Press" → "U of Chicago P", "MIT Press" → "MIT P", while a trade house keeps its "Press" ("Free Press"); business
 * words go ("W. W. Norton & Company" → "W. W. Norton").
 */
export function mlaPublisher(name: string): string {
  const bare = withoutBusinessWords(name);
  return (bare.endsWith('Company') ? bare.replace(COMPANY, '') || bare : bare)
    .replace(/\bUniversity Press\b/g, 'UP')
    .replace(/\bUniversity\b(?=.*\bPress\b)/g, 'U')
    .replace(/\bPress$/, (m, offset: number, s: string) => (ACADEMIC.test(s.slice(0, offset)) ? 'P' : m));
}

/** Pages with "p." or "pp.", the range's end cut as MLA cuts it ("pp. 212–25"); "1+" for pages that do not run on. */
export function mlaPages(pages: Pages | undefined): string | undefined {
  if (!pages) return undefined;
  return `${isPageSpan(pages) || pages.some((p) => p.start.endsWith('+')) ? 'pp.' : 'p.'} ${pagesText(pages, MLA_TERMS.locations.pageRange)}`;
}

/** A DOI given as a link keeps its https://, the form MLA gives every DOI (MLA 9 5.96): "https://doi.org/10.1353/…". */
const DOI_LINK = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i;

/** MLA gives URLs without http:// or https:// (MLA 9 5.97), DOI links apart. */
export const mlaUrl = (url: string): string => (DOI_LINK.test(url) ? url.replace(DOI_LINK, 'https://doi.org/') : url.replace(/^https?:\/\//i, ''));

