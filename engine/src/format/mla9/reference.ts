/**
 * The MLA 9 works-cited entry from the core elements (§2.1): Author. Title of source. Title of container,
 * other contributors, version, number, publisher, publication date, location. Second container, location.
 * Optional elements: access date, and the medium of a work seen in person.
 */
import { isType, typeKind } from '../../catalogue/type-kinds.js';
import { authorPosition, contributorsWithRole, displayName, type Contributor, type ContributorRole } from '../../model/contributor.js';
import type { ReferenceData } from '../../model/reference-data.js';
import type { Reference } from '../../model/reference.js';
import { doiUrl } from '../../identifiers/doi.js';
import { sameName } from '../compare.js';
import { editionText } from '../edition.js';
import { italic, quoted, type Inline } from '../inline.js';
import { assemble, capitalize, join, piece, type Piece } from '../punctuation.js';
import { toTitleCase } from '../title-case.js';
import { mlaAuthorNames, mlaDate, mlaNaturalNames, mlaPages, mlaPublisher, mlaUrl } from './parts.js';
import { databaseName } from '../databases.js';
import { MLA_TERMS } from './terms.js';
import { mlaTypeRule, type MlaTypeRule } from './type-rules.js';
import { readableUrl, workUrl } from '../links.js';
import { isEnglish } from '../language.js';
import { inPeriodical, ownerStyledName, periodicalNameCase, withoutOwnPeriod } from '../container-title.js';
import { genreWords, otherDoctorate } from '../genre-words.js';
import { patentNumber } from '../patent-number.js';
import { bareNumber, labelledIssue } from '../number-text.js';
import { groupSharedRoles, joinedRolePhrase } from '../shared-roles.js';

/** Articles of periodicals: their numbers are the periodical's, and a periodical names no publisher (§2.108). */
const isPeriodical = (ref: Reference) => typeKind(ref.referenceTypeID).kind === 'article';

/**
 * "Anonymous" is no author's name: MLA 9 (ch. 5, the author element; the MLA Style Center on anonymous authors) skips the author
 * element and begins the entry and the in-text citation with the title. APA (9.12) and Chicago keep a work signed so.
 */
const ANONYMOUS = /^(?:anonymous|anon\.?)$/i;
/** A work signed "Anonymous": a group of that name, or a person with that one name part (checked on every author, so without building the name). */
const isAnonymous = (a: Contributor) => ANONYMOUS.test(a.kind === 'group' ? a.name : a.family && a.given ? '' : a.family || a.given || '');

/** Who stands in the author position: the first of the type's role sets that anyone fills. */
export function mlaAuthors(ref: Reference): Contributor[] {
  const rule = mlaTypeRule(ref.referenceTypeID);
  const position = authorPosition(ref.data.contributors, rule.authorRoles);
  const authors = position.some(isAnonymous) ? position.filter((a) => !isAnonymous(a)) : position;
  // An organization that is both author and publisher, or author of a website named for it, is named once, as
  // publisher or website; the entry begins with the title (MLA 9 5.13): "“COVID-19 Vaccines.” Centers for Disease Control…".
  const only = authors.length === 1 ? authors[0]! : undefined;
  if (only?.kind !== 'group') return authors;
  const publishes = rule.publisher && !isPeriodical(ref) && ref.data.publishers?.some((p) => sameName(p.name, only.name));
  return publishes || sameName(ref.data.containerTitle, only.name) ? [] : authors;
}

export function mlaTitle(ref: Reference, text: string): string {
  // Social-media posts and comments are titled by their own text, reproduced exactly (§2.29); a title in another
  // language keeps that language's capitals (MLA 9: titles in languages other than English follow their own language's capitals): "Der Zauberberg".
  if (isType(ref.referenceTypeID, 'social-media-post', 'online-comment') || !isEnglish(ref.data)) return text;
  return toTitleCase(text);
}

/** Whether the title is quoted: a part of a larger whole, or a work of a type MLA sets in italics that a container holds. */
export function mlaQuotedTitle(ref: Reference, rule: MlaTypeRule = mlaTypeRule(ref.referenceTypeID)): boolean {
  if (rule.title === 'quoted') return !(rule.wholeWork && !ref.data.containerTitle && ref.data.genre && rule.wholeWork.test(ref.data.genre));
  return rule.quotedInContainer === true && !!ref.data.containerTitle;
}

/**
 * The title of the source, “Part” in quotation marks or an italic whole work, and a review's own sentence after it.
 * An untitled work is described instead, plainly and capitalized as a sentence (MLA 9 5.29): "Chair of stained oak".
 */
function titleElements(ref: Reference, rule: MlaTypeRule): (Piece | undefined)[] {
  const data = ref.data;
  const reviewed = contributorsWithRole(data.contributors, 'reviewed-author');
  const review = data.reviewedTitle ? ['Review of ', italic(toTitleCase(data.reviewedTitle)), reviewed.length ? `, by ${mlaNaturalNames(reviewed)}` : ''] : undefined;
  if (!data.title) return [piece(review ?? (data.genre ? capitalize(data.genre) : undefined))];
  const title = mlaTitle(ref, data.title);
  const translated = data.translatedTitle ? ` [${data.translatedTitle}]` : '';
  return [piece(mlaQuotedTitle(ref, rule) ? quoted(title, translated) : [italic(title), translated]), piece(review)];
}

/** Other contributors not in the author position, each as "edited by Robin Broad". */
/**
 * Roles that belong to the source itself, not to its container: their phrase follows the title of the source
 * ("“The Art of Fiction.” Interview by Elissa Schappell. The Paris Review, …"; MLA 9 5.44).
 */
const SOURCE_ROLES: ReadonlySet<ContributorRole> = new Set(['interviewer']);

const ROLE_PHRASES = Object.entries(MLA_TERMS.rolePhrases) as [ContributorRole, string][];
interface OtherContributors {
  source: readonly string[];
  container: readonly string[];
}
const NONE: OtherContributors = { source: [], container: [] };

/** Contributors not in the author position, each as "edited by Robin Broad": those of the source, those of its container. */
function otherContributors(ref: Reference, authors: readonly Contributor[]): OtherContributors {
  const all = ref.data.contributors;
  // Most references name only their authors.
  if (!all || all.every((c) => authors.includes(c))) return NONE;
  const periodical = isPeriodical(ref) && !!ref.data.containerTitle;
  const lists = ROLE_PHRASES.flatMap(([role]) => {
    // A collection by the work's own author is not credited again: "Notes of a Native Son, Beacon Press".
    // A periodical's editors are not the article's contributors: a journal names its handling editor, MLA does not
    // (MLA 9 5.36: other contributors are those key to the source; a journal's editor is credited for a special issue only).
    if (role === 'editor' && periodical) return [];
    const people = contributorsWithRole(all, role).filter(
      (c) => !authors.includes(c) && !(role === 'container-author' && authors.some((a) => sameName(displayName(a), displayName(c)))),
    );
    return [[role, people] as const];
  });
  // One person as editor and translator is named once: "edited and translated by Kalman P. Bland".
  const phrases = (inSource: boolean) =>
    groupSharedRoles(lists.filter(([role]) => SOURCE_ROLES.has(role) === inSource)).map(
      ({ roles, people }) => `${joinedRolePhrase(roles.map((role) => MLA_TERMS.rolePhrases[role]!))} ${mlaNaturalNames(people)}`,
    );
  return { source: phrases(true), container: phrases(false) };
}

/** The "No." or "Number" a report's kind may end with ("Comp. Sci. Tech. Rep. No."): the label stands for it. */
const TRAILING_NUMBER_WORD = /[\s,]+(?:no\.?|number|nr\.?)$/i;

function numberElements(ref: Reference, rule: MlaTypeRule): string[] {
  const data = ref.data;
  const out: string[] = [];
  if (data.volume) out.push(`${rule.volumeLabel ?? 'vol.'} ${bareNumber(data.volume)}`);
  if (data.issue) out.push(labelledIssue(data.issue));
  if (data.number && rule.patentNumber) out.push(patentNumber(data.number, data.jurisdiction, data.genre, { unitedStates: 'US' }));
  else if (data.number && !isPeriodical(ref)) {
    const number = rule.numberLabel && /^[\d.-]+$/.test(data.number.trim()) ? `${rule.numberLabel} ${data.number.trim()}` : data.number.trim();
    // A report's kind names its number (MLA 9 5.58): "Computing Science Technical Report no. 145"; a number with its
    // own letters stands alone ("NRC-2000-12").
    const series = rule.numberNamedByKind && number !== data.number.trim() ? data.genre?.trim().replace(TRAILING_NUMBER_WORD, '') : undefined;
    out.push(series ? `${series} ${number}` : number);
  }
  return out;
}

function publisherElement(ref: Reference, rule: MlaTypeRule, container: string | undefined): string | undefined {
  if (!rule.publisher || isPeriodical(ref)) return undefined;
  const publishers = (ref.data.publishers ?? []).filter((p) => !sameName(p.name, container));
  // A work published before 1900 is identified by its city instead of its publisher (MLA 9 5.109): "London, 1865".
  if ((ref.data.issued?.year ?? 1900) < 1900 && publishers.length && publishers.every((p) => p.city)) return publishers.map((p) => p.city).join(' / ');
  return publishers.length ? publishers.map((p) => mlaPublisher(p.name)).join(' / ') : undefined;
}

/**
 * A description MLA words its own way (MLA 9 5.115): a doctoral thesis is a "PhD dissertation", a master's thesis
 * with no degree named an "MA thesis", whatever words the importer stored ("Doctoral dissertation", "phdthesis").
 */
const MLA_DESCRIPTIONS: Readonly<Record<string, string>> = { 'Doctoral dissertation': 'PhD dissertation', 'Master’s thesis': 'MA thesis' };
const descriptionText = (genre: string | undefined) => {
  if (genre && /\bph\.?\s?d/i.test(genre)) return 'PhD dissertation';
  // Another doctorate is named by its degree: "EdD dissertation", "PsyD dissertation".
  const doctorate = otherDoctorate(genre);
  if (doctorate) return `${doctorate} dissertation`;
  const words = genreWords(genre);
  return (words && MLA_DESCRIPTIONS[words]) ?? words;
};

/** Words that describe an edition rather than name it, lower case in the version element ("new expanded ed."). */
const DESCRIPTIVE = new Set(['rev.', 'revised', 'expanded', 'enlarged', 'updated', 'abridged', 'unabridged', 'new', 'annotated', 'illustrated', 'and', '&']);
const ORDINAL = /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i;

/**
 * An edition as MLA gives it (MLA 9 5.48-5.50): descriptive terms abbreviated and lower case, the element's own
 * capital coming only after a period ("3rd ed.", "Expanded ed." after a title, "…, new expanded ed., …"); a named
 * edition is a proper noun, kept whole and unabbreviated ("Norton Critical Edition").
 */
function mlaEdition(edition: string): string | undefined {
  const words = edition.trim().split(/\s+/);
  const named = words.length > 1 && words[words.length - 1] === 'Edition' && words.slice(0, -1).some((w) => !DESCRIPTIVE.has(w.toLowerCase()) && !ORDINAL.test(w));
  if (named) return edition.trim();
  return editionText(edition)?.replace(/[^\s]+/g, (w) => (DESCRIPTIVE.has(w.toLowerCase()) ? w.toLowerCase() : w));
}

const VERSION_NUMBER = /^v?(\d[\w.-]*)$/i;

/** The version element (MLA 9 5.48-5.50): an edition ("3rd ed.") and a named version ("Authorized King James Version", "version 5.84"). */
function versionElements(data: ReferenceData): (string | undefined)[] {
  const version = data.version?.trim();
  // A bare number or a "v" before one is a version number: "version 5.84", "v0.1.1" → "version 0.1.1".
  const numbered = version && VERSION_NUMBER.exec(version);
  return [data.edition ? mlaEdition(data.edition) : undefined, numbered ? `version ${numbered[1]}` : version];
}

const link = (data: ReferenceData): string | undefined => {
  const url = workUrl(data);
  return data.doi ? doiUrl(data.doi) : url ? mlaUrl(url) : undefined;
};

/** A container's elements joined by commas (MLA 2.1); a container without a title starts with a capital. */
function containerBlock(title: Inline | undefined, elements: (string | undefined)[]): Piece | undefined {
  if (title) return piece(join([title, ...elements], ', '));
  const text = elements.filter(Boolean).join(', ');
  // A web address that opens the block keeps its own letters ("blogs.nature.com/…").
  return piece(LEADING_URL.test(text) ? text : capitalize(text));
}

const LEADING_URL = /^(?:https?:\/\/|www\.|[\w-]+(?:\.[\w-]+)+\/)/i;

/** The MLA 9 entry; `sameAuthorsAsPrevious` replaces the names with three hyphens (§2.125). */
export function mlaReference(ref: Reference, sameAuthorsAsPrevious = false): Inline {
  const rule = mlaTypeRule(ref.referenceTypeID);
  const data = ref.data;
  const authors = mlaAuthors(ref);
  const names = sameAuthorsAsPrevious ? '---' : mlaAuthorNames(authors);
  const database = databaseName(data.source) ?? (isPeriodical(ref) || isType(ref.referenceTypeID, 'book-chapter', 'dissertation') ? databaseName(data.archive) : undefined);
  const seenInPerson = rule.mediumAtEnd;
  // A book's date is its year of publication (MLA 9 5.68-5.70), though a record may give the day it went online.
  const yearOnly = rule.yearOnly === true || (rule.yearOnly === 'in-container' && !!data.containerTitle);
  const issued = data.issued;
  const date = mlaDate(yearOnly && issued?.year !== undefined && !issued.end && !issued.status && (issued.month ?? issued.season) !== undefined ? { year: issued.year, circa: issued.circa } : issued);
  const version = versionElements(data);
  const others = otherContributors(ref, authors);
  // An event without a container stands in its place, plainly, with its place as location (MLA 9 5.115: a lecture).
  const event = rule.event && !data.containerTitle && data.eventTitle ? data.eventTitle : undefined;
  const location = seenInPerson ? [data.archive, data.archivePlace].filter(Boolean).join(', ') || undefined : event ? data.eventPlace : undefined;
  const description = rule.description ? descriptionText(data.genre) : undefined;
  // A work seen in a collection and reproduced in a book: its own date and place come before the book.
  const ownBlock = seenInPerson && data.containerTitle ? containerBlock(undefined, [date, location]) : undefined;
  const inOwnBlock = ownBlock !== undefined;
  // An unpublished work's date follows its title, where a republished work gives its original date (MLA 9 5.107, 5.115).
  const dateAfterTitle = rule.description === 'after-publisher';
  const container = data.containerTitle ?? (rule.serverAsContainer && data.publishers?.length === 1 ? data.publishers[0]!.name : undefined);
  const containerName = container && (inPeriodical(ref.referenceTypeID) ? periodicalNameCase(withoutOwnPeriod(container)) : withoutOwnPeriod(container));
  const first = containerBlock(containerName ? italic(ownerStyledName(ref.referenceTypeID, containerName) ? containerName : mlaTitle(ref, containerName)) : event, [
    ...others.container,
    ...(rule.editionAfterDate ? [] : version),
    ...numberElements(ref, rule),
    publisherElement(ref, rule, container),
    dateAfterTitle ? description : undefined,
    inOwnBlock || dateAfterTitle ? undefined : date,
    ...(rule.editionAfterDate ? version : []),
    inOwnBlock ? undefined : location,
    mlaPages(data.pages),
    database ? undefined : link(data),
  ]);
  const second = database ? containerBlock(italic(database), [link(data)]) : undefined;
  const accessed = data.accessed && readableUrl(data.url) && !data.doi ? `Accessed ${mlaDate(data.accessed)}` : undefined;
  const medium = seenInPerson && data.medium ? capitalize(data.medium) : rule.description === 'at-end' && description ? capitalize(description) : undefined;
  const original = dateAfterTitle ? date : data.originalDate && data.title ? mlaDate(data.originalDate) : undefined;
  // The core elements, each group a sentence (MLA 2.1): author, title, containers, then the optional elements.
  const ofSource = others.source.length ? capitalize(others.source.join(', ')) : undefined;
  return assemble([piece(names), ...titleElements(ref, rule), piece(ofSource), piece(original), ownBlock, first, second, piece(accessed), piece(medium)], '. ', '.');
}

