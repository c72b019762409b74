/** The APA 7 reference-list entry: Author. (Date). Title [Description]. Source. DOI or URL. */
import { displayName, type Contributor, type ContributorRole } from '../../model/contributor.js';
import { isPageSpan, type Pages } from '../../model/page-range.js';
import { pagesText } from '../page-ranges.js';
import type { PartialDate } from '../../model/partial-date.js';
import type { ReferenceData } from '../../model/reference-data.js';
import type { Reference } from '../../model/reference.js';
import { doiUrl } from '../../identifiers/doi.js';
import { sameName } from '../compare.js';
import { editionText } from '../edition.js';
import { italic, type Inline } from '../inline.js';
import { assemble, capitalize, join, piece, type Layout } from '../punctuation.js';
import { apaDateText, apaLongDate, apaYear } from './date.js';
import { apaAuthorList, apaNaturalList, roleLabel } from './names.js';
import { apaTypeRule, isLegalKind, type ApaTypeRule, type LegalKind, type SourceKind } from './type-rules.js';
import { APA_TERMS } from './terms.js';
import { isPersonalInterview } from '../../catalogue/type-ids.js';
import { withoutBusinessWords } from '../publisher-name.js';
import { genreWords } from '../genre-words.js';
import { PATENT_APPLICATION, patentNumber, patentOffice } from '../patent-number.js';
import { workUrl } from '../links.js';
import { databaseName } from '../databases.js';
import { isType } from '../../catalogue/type-kinds.js';
import { isVolumeOfSet, periodicalNameCase, withoutOwnPeriod } from '../container-title.js';
import { toTitleCase } from '../title-case.js';
import { bareNumber } from '../number-text.js';
import { groupSharedRoles, samePeople } from '../shared-roles.js';


const byRole = (data: ReferenceData, ...roles: ContributorRole[]): Contributor[] =>
  (data.contributors ?? []).filter((c) => roles.includes(c.type));

/** Who stands in the author position: the first of the type's role sets that anyone fills. */
export function apaAuthors(ref: Reference): Contributor[] {
  for (const roles of apaTypeRule(ref.referenceTypeID).authorRoles) {
    const found = byRole(ref.data, ...roles);
    if (found.length) return found;
  }
  return [];
}

/** APA leaves out a publisher or site name that repeats the author (9.24): a group's, or a person's own site ("Ebony Elizabeth Thomas"). */
function repeatsAuthor(name: string, authors: readonly Contributor[]): boolean {
  return authors.length === 1 && sameName(displayName(authors[0]!), name);
}

const NUMERIC = /^[\d.,/-]+$/;
const ENDS_WITH_NO = /\bNo\.?$/;
const UNPUBLISHED = /unpublished/i;
/** A first word with no capital but its first letter ("Doctoral", not "PhD"). */
const CAPITALIZED_FIRST_WORD = /^\p{Lu}(?=\p{Ll}*(?:[\s.’']|$))/u;

/** The description that labels a report's number ("Computing Science Technical Report" for No. 145), if it does. */
function numberSeries(data: ReferenceData, rule: ApaTypeRule): string | undefined {
  const genre = rule.describesNumber && data.number && NUMERIC.test(data.number.trim()) ? genreWords(data.genre) : undefined;
  // The series is a name: "(Working Paper No. 106)".
  return genre && toTitleCase(genre);
}

function numberText(data: ReferenceData, rule: ApaTypeRule): string {
  const number = data.number!.trim();
  if (rule.patentNumber) return patentNumber(number, data.jurisdiction, data.genre, { unitedStates: 'U.S.', numberWord: 'No.' });
  if (!rule.numberLabel || !NUMERIC.test(number)) return number;
  const series = numberSeries(data, rule);
  if (!series) return `${rule.numberLabel} ${number}`;
  return ENDS_WITH_NO.test(series) ? `${series.replace(ENDS_WITH_NO, 'No.')} ${number}` : `${series} No. ${number}`;
}

/** Page ranges in full (APA 9.27), by the style's own rule. */
const pages = (range: Pages) => pagesText(range, APA_TERMS.locations.pageRange);
const labelledPages = (data: ReferenceData) => (data.pages ? `${isPageSpan(data.pages) ? 'pp.' : 'p.'} ${pages(data.pages)}` : undefined);

/**
 * A paper published in proceedings is cited as a chapter: its title plain, without the presentation's description
 * (APA 10.5). The proceedings' pages or publisher say it was published, though the record names the event too.
 */
const inProceedings = (data: ReferenceData, rule: ApaTypeRule) =>
  rule.source === 'event' && !!data.containerTitle && (!data.eventTitle || !!data.pages || !!data.publishers?.length);

/** The parenthetical after a title: contributors (Trans., Narr., Ed.) then edition, volume, version, number. */
function titleNotes(data: ReferenceData, rule: ApaTypeRule, authors: readonly Contributor[], volumeInTitle = false): string | undefined {
  // A chapter's or a proceedings paper's editors, edition and volume belong to the book it is in.
  const partOfBook = rule.source === 'chapter' || inProceedings(data, rule);
  // An article's editors edit the periodical (or handled its review), not the article: APA credits none (9.8, 10.1).
  const editorsElsewhere = partOfBook || rule.source === 'periodical' || rule.source === 'newspaper';
  // A chapter's translator who edits its book is named there: "In J. Strachey (Ed. & Trans.)".
  const translatorElsewhere = partOfBook && editorsTranslate(data);
  const roles = (['editor', 'translator', 'narrator'] as const).filter(
    (role) => !(role === 'editor' && editorsElsewhere) && !(role === 'translator' && translatorElsewhere),
  );
  // One person as editor and translator is named once: "(J. Strachey, Ed. & Trans.)".
  const people = groupSharedRoles(roles.map((role) => [role, byRole(data, role).filter((c) => !authors.includes(c))] as const)).map(
    ({ roles: held, people: list }) => apaNaturalList(list, { text: held.map((role) => roleLabel(role, list.length)).join(' & '), style: 'comma' }) as string,
  );
  const ownsBookFacts = !partOfBook && rule.source !== 'entry';
  const facts = [
    data.edition && ownsBookFacts ? editionText(data.edition) : undefined,
    data.volume && ownsBookFacts && rule.source !== 'periodical' && !volumeInTitle ? `Vol. ${data.volume}` : undefined,
    // A whole multivolume work gives the range of its volumes: "(Vols. 1–6)" (APA 10.2).
    !data.volume && ownsBookFacts && Number(data.numberOfVolumes) > 1 ? `Vols. 1–${Number(data.numberOfVolumes)}` : undefined,
    data.version ? `Version ${data.version}` : undefined,
    data.number && rule.source !== 'periodical' && !isLegalKind(rule.source) ? numberText(data, rule) : undefined,
  ].filter(Boolean);
  const text = [people.join('; '), facts.join(', ')].filter(Boolean).join('; ');
  return text || undefined;
}

/** The bracketed descriptions: [translated title] [medium] [genre or the type's default], or the review's note. */
function brackets(ref: Reference, rule: ApaTypeRule): Inline[] {
  const data = ref.data;
  const out: Inline[] = [];
  if (data.translatedTitle) out.push(`[${data.translatedTitle}]`);
  if (data.reviewedTitle) {
    const reviewed = byRole(data, 'reviewed-author');
    const by = reviewed.length ? `, by ${(apaNaturalList(reviewed) as string)}` : '';
    out.push(['[Review of the ', data.reviewedGenre ?? 'work', ' ', italic(data.reviewedTitle), `${by}]`]);
    return out;
  }
  // APA capitalises a description's first word: [Thumbnail link to article].
  if (data.medium && rule.source !== 'dissertation') out.push(`[${capitalize(data.medium)}]`);
  // A report's description that labels its number is printed with the number, not again in brackets; so is a patent's.
  const genre = numberSeries(data, rule) || (rule.patentNumber && data.genre === PATENT_APPLICATION) ? undefined : (genreWords(data.genre) ?? (inProceedings(data, rule) ? undefined : rule.description));
  if (rule.source === 'dissertation') {
    const unpublished = isUnpublishedThesis(data);
    const institution = data.publishers?.map((p) => p.name).join('; ');
    // A thesis no database holds is "[Unpublished doctoral dissertation]", its institution after it (APA 10.6).
    const described = unpublished && genre && !UNPUBLISHED.test(genre) ? `Unpublished ${genre.replace(CAPITALIZED_FIRST_WORD, (c) => c.toLowerCase())}` : genre;
    out.push(`[${described}${!unpublished && institution ? `, ${institution}` : ''}]`);
  } else if (genre) out.push(`[${capitalize(genre)}]`);
  return out;
}

/**
 * APA capitalises the first word of a title and of its subtitle, after a colon, question or exclamation mark (APA
 * 6.17), whatever case the title came in. A word typed with capitals inside ("iPhone", "mRNA") keeps its case, as
 * do an address ("https://…") and anything inside a nocase span.
 */
const TITLE_START = /(^|[:?!]\s+)((?:<(?!span class="nocase")[^>]*>)*)(?![\p{Ll}]+:\/\/|www\.)(\p{Ll})(?=[\p{Ll}'’-]*(?:[\s,.;:?!)\]—]|<|$))/gu;
export const apaTitleCaps = (title: string): string => title.replace(TITLE_START, (_, lead: string, tags: string, letter: string) => lead + tags + letter.toUpperCase());

/** A phrase a title quotes in single marks: its closing ’ is the first one no letter follows ("‘don’t look’"). */
const SINGLE_QUOTED = /‘([^‘]*?)’(?!\p{L})/gu;

/**
 * APA quotes with double marks, single ones only inside double (6.7); a reference's title stands in no quotation
 * marks, so a phrase it quotes in single marks (a British or TeX habit: “‘big ones’”) takes double ones.
 */
export const apaQuotes = (title: string): string => (title.includes('‘') ? title.replace(SINGLE_QUOTED, '“$1”') : title);

/** The title element: the title (italic or plain) with its notes and brackets; a bracketed title stays plain. */
function titleElement(ref: Reference, rule: ApaTypeRule, authors: readonly Contributor[]): Inline | undefined {
  // A post or comment is titled by its own words, as written (APA 9.22, 10.15).
  const verbatim = isType(ref.referenceTypeID, 'social-media-post', 'online-comment');
  const own = ref.data.title && (verbatim ? ref.data.title : apaQuotes(apaTitleCaps(ref.data.title)));
  const inSet = isVolumeOfSet(ref.referenceTypeID, ref.data);
  const title = inSet ? `${apaQuotes(apaTitleCaps(withoutOwnPeriod(ref.data.containerTitle!)))}: Vol. ${ref.data.volume}. ${own}` : own;
  const notes = titleNotes(ref.data, rule, authors, inSet);
  const described = brackets(ref, rule);
  if (!title && described.length === 0) return undefined;
  // An episode or track with no series or album around it is the whole work: a TV series, an album.
  const partOfWhole = rule.source === 'episode' || rule.source === 'track';
  const standalone = partOfWhole ? !ref.data.containerTitle : rule.title === 'italic' && !inProceedings(ref.data, rule);
  const main: Inline | undefined = title ? (standalone && !/^\[.*\]$/.test(title) ? italic(title) : title) : undefined;
  return join([main, notes ? `(${notes})` : undefined, ...described], ' ');
}

/** A thesis no database holds (APA 10.6): its institution stands as publisher. */
const isUnpublishedThesis = (data: ReferenceData) => /unpublished/i.test(data.genre ?? '') || (!data.archive && !data.url && !data.doi);

const publishersText = (data: ReferenceData, authors: readonly Contributor[]) =>
  (data.publishers ?? []).map((p) => withoutBusinessWords(p.name)).filter((name) => !repeatsAuthor(name, authors)).join('; ') || undefined;

/** A name whose words after the first have no capital, with an English function word in it. */
const ENGLISH_SENTENCE_CASE_NAME = /^(?=.*\s(?:of|and|for|in|on|the|to|with)\s)\S+(?:\s+[^\s\p{Lu}]+)+$/u;

/**
 * A periodical's name in title case (APA 9.25), when a database stored it in sentence case ("Journal of physical
 * therapy science", PubMed's form). A name already capitalised, or not in English ("Etudes et documents
 * berbères"), is printed as it came: title case is English (APA 6.17).
 */
const periodicalName = (name: string): string => (ENGLISH_SENTENCE_CASE_NAME.test(name) ? toTitleCase(name) : periodicalNameCase(name));

function periodical(data: ReferenceData, withArticleNumber: boolean): Inline | undefined {
  if (!data.containerTitle) return undefined;
  const name = periodicalName(data.containerTitle);
  const head: Inline = italic(data.volume ? `${withoutOwnPeriod(name)}, ${bareNumber(data.volume)}` : name);
  // An issue with no volume stands after the name as the volume would ("Callaloo, (14)"), not run into it.
  const issue = data.issue ? `${data.volume ? '' : ', '}(${bareNumber(data.issue)})` : '';
  const where = data.pages ? `, ${pages(data.pages)}` : '';
  const article = withArticleNumber && data.number ? `, Article ${data.number}` : '';
  return [head, issue, where, article];
}

/** Whether the editors are the translators too (Strachey's Standard Edition of Freud). */
const editorsTranslate = (data: ReferenceData) => {
  const editors = byRole(data, 'editor');
  return editors.length > 0 && samePeople(editors, byRole(data, 'translator'));
};

function inContainer(data: ReferenceData): Inline | undefined {
  if (!data.containerTitle) return undefined;
  const editors = byRole(data, 'editor');
  const text = [roleLabel('editor', editors.length), ...(editorsTranslate(data) ? [roleLabel('translator', editors.length)] : [])].join(' & ');
  const who = editors.length ? [apaNaturalList(editors, { text, style: 'parens' }), ', '] : [];
  const notes = [data.edition ? editionText(data.edition) : undefined, data.volume ? `Vol. ${data.volume}` : undefined, labelledPages(data)].filter(Boolean).join(', ');
  return join([['In ', ...who, italic(apaQuotes(apaTitleCaps(withoutOwnPeriod(data.containerTitle))))], notes ? `(${notes})` : undefined], ' ');
}

/** What every APA layout reads: the reference, its type's rule, who stands in the author position, and its publisher and site as APA names them. */
interface ApaContext {
  ref: Reference;
  data: ReferenceData;
  rule: ApaTypeRule;
  authors: readonly Contributor[];
  /** The publishers, less one that repeats a group author (APA 9.24). */
  publisher: string | undefined;
  /** The site or container, unless it repeats a group author. */
  site: string | undefined;
}

const inBook: Layout<ApaContext> = ({ data, publisher }) => [piece(inContainer(data)), piece(publisher)];

/** The source element(s) after the title, by the type's source kind (APA 9.20-9.37). */
const SOURCES: Record<Exclude<SourceKind, LegalKind>, Layout<ApaContext>> = {
  periodical: ({ data }) => [piece(periodical(data, true))],
  newspaper: ({ data }) => [piece(data.containerTitle ? [italic(periodicalName(data.containerTitle)), data.pages ? `, ${pages(data.pages)}` : ''] : undefined)],
  chapter: inBook,
  entry: inBook,
  site: ({ site, publisher }) => [piece(site), piece(publisher && publisher !== site ? publisher : undefined)],
  blog: ({ data }) => [piece(data.containerTitle ? italic(data.containerTitle) : undefined)],
  platform: ({ site, publisher }) => [piece(site ?? publisher)],
  // A presentation names its event; a paper in published proceedings is cited like a chapter.
  event: (ctx) => (ctx.data.eventTitle && !inProceedings(ctx.data, ctx.rule) ? [piece(join([ctx.data.eventTitle, ctx.data.eventPlace], ', '))] : inBook(ctx)),
  dissertation: ({ data, publisher }) => [piece(isUnpublishedThesis(data) ? publisher : data.archive)],
  episode: ({ data, authors, publisher }) => {
    if (!data.containerTitle) return [piece(publisher)];
    const producers = byRole(data, 'executive-producer').filter((c) => !authors.includes(c));
    const who = producers.length ? [apaNaturalList(producers, { text: roleLabel('executive-producer', producers.length), style: 'parens' }), ', '] : [];
    return [piece(['In ', ...who, italic(data.containerTitle)]), piece(publisher)];
  },
  track: ({ data, publisher }) => [piece(data.containerTitle ? ['On ', italic(data.containerTitle)] : undefined), piece(publisher)],
  publisher: ({ data, publisher }) => [piece(publisher ?? databaseName(data.archive) ?? databaseName(data.source))],
  // A patent's source is the office that issued it, never its assignee (APA 11.8).
  patent: ({ data }) => [piece(patentOffice(data.jurisdiction, data.authority))],
};

/** The link: the DOI as https://doi.org/, else the URL, with "Retrieved ..., from" where the type needs it. */
function linkElement(ref: Reference, rule: ApaTypeRule): Inline | undefined {
  const data = ref.data;
  if (data.doi) return doiUrl(data.doi);
  const url = workUrl(data);
  if (!url) return undefined;
  const undated = !data.issued || data.issued.status === 'no-date' || (data.issued.year === undefined && !data.issued.status);
  const retrieve = data.accessed && (rule.retrieval === 'when-given' || (rule.retrieval === 'undated' && undated));
  return retrieve ? `Retrieved ${apaLongDate(data.accessed as PartialDate)}, from ${url}` : url;
}

/** Legal references follow the Bluebook: "Brown v. Board of Education, 347 U.S. 483 (1954)." */
const legal: Layout<ApaContext> = ({ data, rule }) => {
  const year = data.issued ? apaYear(data.issued) : undefined;
  const court = [data.authority, year].filter(Boolean).join(' ');
  const range = data.pages ? pages(data.pages) : undefined;
  let cite: string | undefined;
  if (rule.source === 'bill') cite = [data.number, data.authority].filter(Boolean).join(', ');
  else if (rule.source === 'statute') cite = [data.volume, data.containerTitle, data.section ? `§ ${data.section}` : range].filter(Boolean).join(' ');
  else cite = [data.volume, data.containerTitle, range ?? data.number].filter(Boolean).join(' ');
  const paren = rule.source === 'bill' ? (year ? `(${year})` : undefined) : court ? `(${court})` : undefined;
  return [piece(join([data.title, join([cite, paren], ' ').length ? join([cite, paren], ' ') : undefined], ', '))];
};

/** The author, date and title elements, the title first when there is no author (APA 9.12), then the source. */
const standard =
  (source: Layout<ApaContext>, yearSuffix: string): Layout<ApaContext> =>
  (ctx) => {
    // A paper in published proceedings is dated like the book it is in: the year (APA 10.5).
    const precision = inProceedings(ctx.data, ctx.rule) ? 'year' : ctx.rule.date;
    const date = piece(`(${apaDateText(ctx.data.issued, precision, yearSuffix)})`);
    const title = piece(titleElement(ctx.ref, ctx.rule, ctx.authors));
    const lead = ctx.authors.length ? [piece(apaAuthorList(ctx.authors)), date, title] : [title, date];
    return [...lead, ...source(ctx)];
  };

/** The APA 7 entry as an inline tree; a personal communication has none (it is cited in the text only). */
export function apaReference(ref: Reference, yearSuffix = ''): Inline {
  if (isPersonalInterview(ref.referenceTypeID, ref.data)) return '';
  const rule = apaTypeRule(ref.referenceTypeID);
  const { data } = ref;
  const authors = apaAuthors(ref);
  const ctx: ApaContext = {
    ref,
    data,
    rule,
    authors,
    publisher: publishersText(data, authors),
    site: data.containerTitle && !repeatsAuthor(data.containerTitle, authors) ? data.containerTitle : undefined,
  };
  const layout = isLegalKind(rule.source) ? legal : standard(SOURCES[rule.source], yearSuffix);
  // Each element a sentence; the link and the original date close the entry without a period.
  const original = !isLegalKind(rule.source) && data.originalDate?.year !== undefined ? `(Original work published ${apaYear(data.originalDate)})` : undefined;
  return assemble([piece(assemble(layout(ctx), '. ', '.')), piece(linkElement(ref, rule)), piece(original)], ' ');
}
