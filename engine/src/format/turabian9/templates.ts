/**
 * The elements of Turabian notes and bibliography entries, per template of type-rules.ts. One builder per
 * template gives the elements in order for both forms: a note joins them with commas and puts the facts of
 * publication in parentheses; a bibliography entry joins them with periods and capitalises what opens a
 * sentence. The location of a note goes after the facts of publication and before the medium, database and link.
 */
import { isType, typeSlug } from '../../catalogue/type-kinds.js';
import { authorPosition, contributorsWithRole, type Contributor, type ContributorRole } from '../../model/contributor.js';
import type { ReferenceData } from '../../model/reference-data.js';
import type { Reference } from '../../model/reference.js';
import { publisherPlace, type Publisher } from '../../model/publisher.js';
import { doiUrl } from '../../identifiers/doi.js';
import { sameName } from '../compare.js';
import { editionText as sharedEditionText } from '../edition.js';
import { isBlank, italic, quoted, type Inline } from '../inline.js';
import { chicagoDate, isUndated } from './dates.js';
import { chicagoPages } from './locations.js';
import { turabianPlace } from './places.js';
import { bibliographyNames, bibliographyNaturalNames, fullName, noteNames, roleLabel } from './names.js';
import { assemble, capitalize, piece, type Layout, type Piece } from '../punctuation.js';
import { entryName, headline, setTitle } from './titles.js';
import { TURABIAN_TERMS } from './terms.js';
import { DESCRIPTION_WORDS, PUBLICATION_NAME, SECONDARY_ROLES, turabianTypeRule, type TurabianTypeRule } from './type-rules.js';
import { withoutBusinessWords } from '../publisher-name.js';
import { genreWords, otherDoctorate } from '../genre-words.js';
import { patentNumber } from '../patent-number.js';
import { readableUrl } from '../links.js';
import { databaseName } from '../databases.js';
import { bareNumber, labelledIssue } from '../number-text.js';
import { groupSharedRoles, joinedRolePhrase } from '../shared-roles.js';
import { inPeriodical, isVolumeOfSet, ownerStyledName, periodicalNameCase, withoutOwnPeriod } from '../container-title.js';

export type Mode = 'note' | 'bibliography';

/** What every builder needs: the reference, its rule, the form being built and, for notes, the location. */
export interface Context {
  ref: Reference;
  data: ReferenceData;
  rule: TurabianTypeRule;
  mode: Mode;
  /** The people in the author position. */
  authors: readonly Contributor[];
  /** The note's location in Chicago's form ("45", "para. 4"); absent in the bibliography. */
  location?: string;
  /** The bibliography's 3-em dash in place of names that repeat those of the entry above (CMOS 14.67). */
  repeatNames?: boolean;
}

/** The 3-em dash that stands for the repeated names of successive bibliography entries. */
export const THREE_EM_DASH = '———';

/** Who stands in the author position: the first of the type's role sets that anyone fills. */
export function turabianAuthors(ref: Reference, rule: TurabianTypeRule = turabianTypeRule(ref.referenceTypeID)): Contributor[] {
  return authorPosition(ref.data.contributors, rule.authorRoles);
}

export function makeContext(ref: Reference, mode: Mode, location?: string, repeatNames = false): Context {
  const typeRule = turabianTypeRule(ref.referenceTypeID);
  const authors = turabianAuthors(ref, typeRule);
  // A signed article in an edited reference book is cited like a chapter, its title in headline style like any
  // article's (CMOS 14.234: “Inference to the Best Explanation,” in A Companion ...); a headword stays as typed.
  const signedEntry = typeRule.template === 'entry' && authors.length > 0 && (contributorsWithRole(ref.data.contributors, 'editor').length > 0 || !!ref.data.publishers?.length);
  const rule: TurabianTypeRule = signedEntry ? { ...typeRule, template: 'chapter', titleCase: true } : typeRule;
  return { ref, data: ref.data, rule, mode, authors, ...(location ? { location } : {}), repeatNames };
}

const isNote = (ctx: Context) => ctx.mode === 'note';
/** Capitalised when it opens a sentence of a bibliography entry, as written in a note. */
const sentence = (ctx: Context, text: string) => (isNote(ctx) ? text : capitalize(text));
const sentenceOf = (ctx: Context, text: string | undefined) => (text === undefined ? undefined : sentence(ctx, text));

// --- names ------------------------------------------------------------------

/** "John D’Agata, ed." in notes, "D’Agata, John, ed." in the bibliography, "———, ed." when repeated. */
function authorPiece(ctx: Context): Piece | undefined {
  if (ctx.authors.length === 0) return undefined;
  const names = ctx.repeatNames ? THREE_EM_DASH : isNote(ctx) ? noteNames(ctx.authors) : bibliographyNames(ctx.authors);
  const label = roleLabel(ctx.authors);
  return piece(label ? `${names}, ${label}` : names);
}

/**
 * "ed. Regina Blaszczyk and Philip Scranton" in notes, "Edited by ..." (or ", edited by" in a clause) in the
 * bibliography; roles the same people hold are named together ("Edited and translated by", "ed. and trans.").
 */
function rolePhrase(ctx: Context, roles: readonly ContributorRole[], people: readonly Contributor[], opensSentence: boolean): string | undefined {
  if (people.length === 0) return undefined;
  const wordsFor = (role: ContributorRole) => (isNote(ctx) ? TURABIAN_TERMS.noteRolePhrases[role] : undefined) ?? TURABIAN_TERMS.rolePhrases[role] ?? roleLabel(people) ?? '';
  const words = joinedRolePhrase(roles.map(wordsFor));
  const names = isNote(ctx) ? noteNames(people) : bibliographyNaturalNames(people);
  const text = words ? `${words} ${names}` : names;
  return opensSentence ? sentence(ctx, text) : text;
}

/** The contributors in `roles` who are not already in the author position, as phrases: one for roles the same people hold. */
function secondary(ctx: Context, roles: readonly ContributorRole[], opensSentence = true): (Piece | undefined)[] {
  const lists = roles.map((role) => [role, contributorsWithRole(ctx.data.contributors, role).filter((c) => !ctx.authors.includes(c))] as const);
  return groupSharedRoles(lists).map((group) => piece(rolePhrase(ctx, group.roles, group.people, opensSentence)));
}

/** The series and its number: "Studies in History 12". */
function seriesText(ctx: Context, number = ctx.data.collectionNumber): string | undefined {
  const title = ctx.data.collectionTitle;
  return title ? [headline(title, ctx.ref, ctx.rule), number].filter(Boolean).join(' ') : undefined;
}

// --- titles and numbers ------------------------------------------------------

/** The title as the type sets it, with an English translation in brackets after it. */
function titleNode(ctx: Context, style: 'italic' | 'quoted' | 'plain' = titleStyle(ctx)): Inline | undefined {
  const title = ctx.data.title?.trim();
  if (!title) return ctx.data.translatedTitle ? `[${ctx.data.translatedTitle}]` : undefined;
  const node = setTitle(headline(title, ctx.ref, ctx.rule), style);
  return ctx.data.translatedTitle ? [node, ` [${ctx.data.translatedTitle}]`] : node;
}

/** How the type sets its title: an episode or track is quoted inside its series or album, italic on its own. */
export function titleStyle(ctx: Context): 'italic' | 'quoted' | 'plain' {
  const style = ctx.rule.title;
  if (style === 'part') return ctx.data.containerTitle ? 'quoted' : 'italic';
  return style;
}

/** A container's title in italics, in headline style. */
const containerNode = (ctx: Context, text: string | undefined): Inline | undefined => {
  if (!text) return undefined;
  const name = inPeriodical(ctx.ref.referenceTypeID) ? periodicalNameCase(withoutOwnPeriod(text)) : withoutOwnPeriod(text);
  return italic(ownerStyledName(ctx.ref.referenceTypeID, name) ? name : headline(name, ctx.ref, ctx.rule));
};

// Words that describe an edition, written lower case within a note or a sentence ("rev. ed.", "expanded ed.";
// CMOS 14.113); a bibliography entry capitalises one that opens a sentence. A name ("Norton Critical ed.") stays.
const EDITION_DESCRIPTION = /^(?:Rev\.|Revised|Expanded|Abridged|Unabridged|Updated|Enlarged|Corrected|Illustrated|Annotated|Special|Anniversary|New)(?=\s)/;

/** The shared edition text ("2" → "2nd ed.", "Revised edition" → "rev. ed.") with its description in lower case. */
export function editionText(edition: string): string | undefined {
  const e = edition.trim();
  const text = sharedEditionText(/^rev(ised|\.)?$/i.test(e) ? 'Rev.' : e);
  return text && EDITION_DESCRIPTION.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A number with the type's label when it is a bare number: "Report no. 12"; "ISO 9001:2015" as typed. */
function numberText(ctx: Context): string | undefined {
  const number = ctx.data.number?.trim();
  if (!number) return undefined;
  const label = genreWords(ctx.data.genre) ?? ctx.rule.numberLabel;
  return label && /^[\d.,/-]+$/.test(number) ? `${label} ${number}` : number;
}

/**
 * The type's description in Chicago's words: "PhD diss.", "paper presented at", "press release". A description
 * typed with a capital for another style ("Unpublished manuscript") reads in lower case inside a note.
 */
function description(ctx: Context, fallback = ctx.rule.description): string | undefined {
  const doctorate = otherDoctorate(ctx.data.genre);
  if (doctorate) return `${doctorate} diss.`;
  const given = genreWords(ctx.data.genre);
  if (!given) return fallback;
  const chicago = DESCRIPTION_WORDS.find(([pattern]) => pattern.test(given))?.[1];
  if (chicago) return chicago;
  return lowerInNote(ctx, given);
}

/** Words typed with a capital for a bibliography sentence ("Oil on canvas", "Lecture") read in lower case in a note. */
function lowerInNote(ctx: Context, text: string): string {
  return isNote(ctx) && /^\p{Lu}\p{Ll}+(?=[\s,.]|$)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Edition, volume, number of volumes, version, series: the book facts that follow the title and contributors. */
function bookFacts(ctx: Context): (Piece | undefined)[] {
  const d = ctx.data;
  return [
    piece(d.edition ? sentenceOf(ctx, editionText(d.edition)) : undefined),
    piece(d.volume ? [sentence(ctx, `vol. ${d.volume}`), ...(isVolumeOfSet(ctx.ref.referenceTypeID, d) ? [' of ', containerNode(ctx, d.containerTitle)!] : [])] : undefined),
    // A cited volume is enough: the set's number of volumes goes with the whole work only (CMOS 14.117).
    piece(d.numberOfVolumes && !d.volume ? `${d.numberOfVolumes} vols.` : undefined),
    piece(d.version ? sentence(ctx, `version ${d.version}`) : undefined),
    piece(seriesText(ctx)),
  ];
}

// --- publication facts, dates, links ------------------------------------------

/** "New York: Penguin Press", "Grand Rapids, MI: Baker Academic"; co-publishers joined with semicolons. */
function publishersText(publishers: readonly Publisher[] | undefined, withPlace = true): string | undefined {
  const text = (publishers ?? [])
    .map((p) => {
      const place = withPlace ? turabianPlace(p) : undefined;
      const name = withoutBusinessWords(p.name);
      return place ? `${place}: ${name}` : name;
    })
    .join('; ');
  return text || undefined;
}

/** Institutions by name then place, "University of Sydney, Sydney"; several joined with semicolons. */
function holdersText(publishers: readonly Publisher[] | undefined): string | undefined {
  return (publishers ?? []).map((p) => [p.name, publisherPlace(p)].filter(Boolean).join(', ')).join('; ') || undefined;
}

/** The publication date at the type's precision, "n.d." when there is none. */
function dateOrNd(ctx: Context): string {
  return chicagoDate(ctx.data.issued, ctx.rule.date) ?? TURABIAN_TERMS.noDate;
}

/**
 * The facts of publication: "Chicago: University of Chicago Press, 2010", with a first appearance before them:
 * "1899; repr., New York: Dover, 2003" for books, "1997; London: Warner Home Video, 1998" for films.
 */
function publicationFacts(ctx: Context): Inline[] {
  const facts = [publishersText(ctx.data.publishers), dateOrNd(ctx)].filter(Boolean).join(', ');
  // A translation of a work under another title is cited by its own facts of publication: the original's date is
  // another work's, not a first printing this one reprints (CMOS 14.108).
  const translation = !!ctx.data.originalTitle && contributorsWithRole(ctx.data.contributors, 'translator').length > 0;
  const first = ctx.data.originalDate && !translation ? chicagoDate(ctx.data.originalDate, 'year') : undefined;
  if (!first) return [facts];
  if (ctx.rule.firstAppeared === 'plain') return [`${first}; ${facts}`];
  return isNote(ctx) ? [`${first}; repr., ${facts}`] : [first, `Reprint, ${facts}`];
}

/** In a note the facts stand in parentheses after the title; in the bibliography each is a sentence. */
function factsPieces(ctx: Context): (Piece | undefined)[] {
  const facts = publicationFacts(ctx);
  return isNote(ctx) ? [piece(`(${inParentheses(facts.join('. '))})`, ' ')] : facts.map((f) => piece(f));
}

const PARENTHESES = /\(([^()]*)\)/g;
/** Parentheses within parentheses become brackets: "(Office of Scientific and Technical Information [OSTI], 2010)" (CMOS 6.101). */
const inParentheses = (text: string) => (text.includes('(') ? text.replace(PARENTHESES, '[$1]') : text);

/** "accessed July 9, 2020": only for works with no date of publication or revision (Turabian 15.4.1.4). */
function accessedText(ctx: Context): string | undefined {
  if (!isUndated(ctx.data.issued) || !ctx.data.accessed) return undefined;
  const date = chicagoDate(ctx.data.accessed, 'full');
  return date ? sentence(ctx, `accessed ${date}`) : undefined;
}

/** The date of a dated work, or its access date when it has none. */
function dateOrAccessed(ctx: Context, precision = ctx.rule.date): string | undefined {
  return chicagoDate(ctx.data.issued, precision) ?? accessedText(ctx);
}

/** The DOI as a link, else the URL as given, else an arXiv identifier. */
function link(data: ReferenceData): string | undefined {
  if (data.doi) return doiUrl(data.doi);
  const url = readableUrl(data.url);
  if (url) return url;
  return data.arxiv ? `arXiv:${data.arxiv}` : undefined;
}

/** The database or archive a work was consulted in: "ProQuest Ebrary"; an archive's box and folder first. */
function database(data: ReferenceData): string | undefined {
  const text = [data.archiveLocation, databaseName(data.archive) ?? databaseName(data.source), data.archivePlace].filter(Boolean).join(', ');
  return text || undefined;
}

/** The note's location, if any. */
const locationPiece = (ctx: Context): Piece | undefined => piece(ctx.location);

/** What ends every note and entry: the medium ("Kindle", "DVD"), the database, the access date, the link. */
function closing(ctx: Context, options: { medium?: boolean; accessed?: boolean } = {}): (Piece | undefined)[] {
  const medium = options.medium === false ? undefined : ctx.data.medium?.trim();
  return [
    piece(medium ? sentence(ctx, medium) : undefined),
    piece(database(ctx.data)),
    piece(options.accessed === false ? undefined : accessedText(ctx)),
    piece(link(ctx.data)),
  ];
}

// --- templates ---------------------------------------------------------------

/** Turabian's layouts: one per template kind of type-rules.ts, for notes and the bibliography alike. */
type Template = Layout<Context>;

/** Books and book-like works: Author, Title, ed., trans., edition (Place: Publisher, Year), 45, Kindle. */
const book: Template = (ctx) => {
  const d = ctx.data;
  return [
    authorPiece(ctx),
    piece(titleNode(ctx)),
    piece(d.scale),
    piece(ctx.rule.describe ? sentence(ctx, description(ctx) ?? '') : undefined),
    piece(numberText(ctx)),
    ...secondary(ctx, SECONDARY_ROLES),
    ...bookFacts(ctx),
    ...factsPieces(ctx),
    locationPiece(ctx),
    ...closing(ctx),
  ];
};

/** The parts a book's other writer contributes, cited by what they are rather than by a title (CMOS 14.110). */
const PREFATORY = /^(introduction|foreword|preface|afterword|epilogue|prologue)$/i;

/** "introduction" for an introduction, foreword or the like, which its short note names too; undefined otherwise. */
export const prefatoryPart = (ctx: Context): string | undefined => {
  const title = ctx.rule.template === 'chapter' && ctx.data.containerTitle ? ctx.data.title?.trim() : undefined;
  return title && PREFATORY.test(title) ? title.toLowerCase() : undefined;
};

/**
 * "in Book" for a chapter; "introduction to Book, by Its Author" for an introduction or foreword, which has no title
 * of its own (Turabian 17.1.8.3, CMOS 14.110).
 */
function inBookNode(ctx: Context): { title: Piece | undefined; inBook: Inline } {
  const book = containerNode(ctx, ctx.data.containerTitle)!;
  const part = prefatoryPart(ctx);
  if (!part) return { title: piece(titleNode(ctx, 'quoted')), inBook: [isNote(ctx) ? 'in ' : 'In ', book] };
  const bookAuthors = contributorsWithRole(ctx.data.contributors, 'container-author');
  const by = bookAuthors.length ? [', by ', noteNames(bookAuthors)] : [];
  return { title: undefined, inBook: [sentence(ctx, `${part} to `), book, ...by] };
}

/** Chapters and signed entries: Author, “Chapter,” in Book, ed. X (Place: Publisher, Year), 45. */
const chapter: Template = (ctx) => {
  const d = ctx.data;
  if (!d.containerTitle) return book(ctx);
  const pages = d.pages ? chicagoPages(d.pages) : undefined;
  const { title, inBook } = inBookNode(ctx);
  if (isNote(ctx)) {
    return [
      authorPiece(ctx),
      title,
      piece(inBook),
      ...secondary(ctx, SECONDARY_ROLES, false),
      ...bookFacts(ctx),
      ...factsPieces(ctx),
      piece(ctx.location ?? pages),
      ...closing(ctx),
    ];
  }
  // The bibliography keeps "In Book, edited by X, 67–83" in one sentence.
  const clause = assemble([
    piece(inBook),
    ...secondary(ctx, SECONDARY_ROLES, false),
    piece(d.edition ? editionText(d.edition) : undefined),
    piece(d.volume ? `vol. ${d.volume}` : undefined),
    piece(pages),
  ], ', ');
  return [authorPiece(ctx), title, piece(clause), piece(seriesText(ctx)), ...factsPieces(ctx), ...closing(ctx)];
};

/** "Journal of Modern History 77, no. 3 (June 2005)": the journal, its volume and issue, and the date. */
function journalPart(ctx: Context): Inline[] {
  const d = ctx.data;
  const date = chicagoDate(d.issued, ctx.rule.date);
  const head: Inline[] = [containerNode(ctx, d.containerTitle) ?? ''];
  if (d.volume) head.push(`${d.containerTitle ? ' ' : ''}${bareNumber(d.volume)}`);
  if (d.issue) head.push(`${d.containerTitle || d.volume ? ', ' : ''}${labelledIssue(d.issue)}`);
  if (date) head.push(` (${date})`);
  return head;
}

/** Journal articles: Author, “Title,” Journal 12, no. 3 (2019): 45, https://doi.org/... */
const journal: Template = (ctx) => {
  const d = ctx.data;
  const pages = isNote(ctx) && ctx.location ? ctx.location : d.pages ? chicagoPages(d.pages) : d.number;
  // A record that names no journal, volume or issue leaves its date and pages nothing to stand after.
  const named = d.containerTitle || d.volume || d.issue;
  const part = named ? journalPart(ctx) : [[chicagoDate(d.issued, ctx.rule.date), pages].filter(Boolean).join(', ')];
  return [
    authorPiece(ctx),
    piece(titleNode(ctx)),
    ...secondary(ctx, ['translator']),
    piece(pages && named ? [...part, `: ${pages}`] : part),
    ...closing(ctx),
  ];
};

/** Magazines: Author, “Title,” Magazine, May 6, 2002, 45; a magazine with no date is cited like a journal. */
const magazine: Template = (ctx) => {
  const d = ctx.data;
  if (isUndated(d.issued) && (d.volume || d.issue)) return journal(ctx);
  const date = dateOrAccessed(ctx);
  const mag = containerNode(ctx, d.containerTitle);
  return [
    authorPiece(ctx),
    piece(titleNode(ctx)),
    ...secondary(ctx, ['translator']),
    ...(isNote(ctx) ? [piece(mag), piece(date)] : [piece(mag ? [mag, date ? `, ${date}` : ''] : date)]),
    locationPiece(ctx),
    ...closing(ctx, { accessed: false }),
  ];
};

/**
 * Newspapers: Author, “Title,” New York Times (New York, NY), July 13, 2002, sec. A. No page numbers
 * (Turabian 17.4.2). Unsigned articles begin with the title in notes and with the paper in the bibliography.
 */
const newspaper: Template = (ctx) => {
  const d = ctx.data;
  const place = d.publishers?.[0] ? publisherPlace(d.publishers[0]) : undefined;
  const paperNode = containerNode(ctx, d.containerTitle);
  const paper: Inline | undefined = paperNode ? [paperNode, place ? ` (${place})` : ''] : undefined;
  const details = [dateOrAccessed(ctx), d.edition?.trim() ? editionText(d.edition)?.replace(/ ed\.$/, ' edition') : undefined, d.section ? `sec. ${d.section}` : undefined];
  if (isNote(ctx)) {
    return [authorPiece(ctx), piece(titleNode(ctx)), ...secondary(ctx, ['translator']), piece(paper), ...details.map((x) => piece(x)), locationPiece(ctx), ...closing(ctx, { accessed: false })];
  }
  const dated = assemble(details.map((x) => piece(x)), ', ');
  if (ctx.authors.length === 0 && paper) {
    return [piece(ctx.repeatNames ? THREE_EM_DASH : paper), piece(titleNode(ctx)), piece(dated), ...closing(ctx, { accessed: false })];
  }
  return [authorPiece(ctx), piece(titleNode(ctx)), ...secondary(ctx, ['translator']), piece(assemble([piece(paper), piece(dated)], ', ')), ...closing(ctx, { accessed: false })];
};

/** A website's name: italic for a publication with a print counterpart or a blog, roman for other sites. */
function siteNode(ctx: Context): Inline | undefined {
  const name = ctx.data.containerTitle?.trim();
  if (!name) return undefined;
  if (ctx.rule.site === 'blog') return [containerNode(ctx, name)!, /blog/i.test(name) ? '' : ' (blog)'];
  return PUBLICATION_NAME.test(name) ? italic(name) : name;
}

/** The site's owner, unless it repeats the author or the site's name. */
function ownerText(ctx: Context): string | undefined {
  const names = (ctx.data.publishers ?? [])
    .map((p) => p.name)
    .filter((name) => !ctx.authors.some((a) => a.kind === 'group' && sameName(a.name, name)) && !(ctx.data.containerTitle && sameName(ctx.data.containerTitle, name)));
  return names.join('; ') || undefined;
}

/** Web pages, blog posts, posts and comments: Author, “Title,” Site, Owner, March 23, 2018, URL. */
const web: Template = (ctx) => {
  const date = dateOrAccessed(ctx);
  let site = siteNode(ctx);
  let desc = description(ctx);
  if (ctx.rule.site === 'platform' && !ctx.rule.description) {
    // A post names its platform, or a description that includes it ("Instagram photo"), not another style's "Tweet".
    const platform = ctx.data.containerTitle?.trim();
    // The platform's name keeps its capital in a note too ("Instagram photo", not "instagram photo").
    if (desc && platform && desc.toLowerCase().includes(platform.toLowerCase())) site = genreWords(ctx.data.genre) ?? desc;
    desc = undefined;
  }
  // A post reads "Twitter, April 22, 2015" and a blog "Blog (blog). Owner, February 15, 2017" in the bibliography.
  const together = !isNote(ctx) && (ctx.rule.site === 'platform' || ctx.rule.site === 'blog');
  const siteAndDate = !together
    ? [piece(site), piece(ownerText(ctx)), piece(date)]
    : ctx.rule.site === 'platform'
      ? [piece(assemble([piece(site), piece(ownerText(ctx)), piece(date)], ', '))]
      : [piece(site), piece(assemble([piece(ownerText(ctx)), piece(date)], ', '))];
  return [
    authorPiece(ctx),
    piece(titleNode(ctx)),
    ...secondary(ctx, ['translator']),
    piece(desc ? sentence(ctx, desc) : undefined),
    ...siteAndDate,
    locationPiece(ctx),
    ...closing(ctx, { accessed: false }),
  ];
};

/**
 * An event named by what it is rather than a proper name takes "the" after "presented at": "the Annual Meeting of
 * the Society of Biblical Literature", "the 7th International Conference on ..." (CMOS 14.217); "SIGGRAPH 2019" none.
 */
const EVENT_WITH_ARTICLE = /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|annual|biennial|international|national|regional|joint|world|meeting|conference|congress|symposium|convention|workshop|summit|forum|colloquium)\b/i;

/**
 * Theses, unpublished papers, talks and slides: Author, “Title” (PhD diss., University, 2016), 239; a paper's
 * institution with its place ("Lecture notes, University of Sydney, Sydney, 2016").
 * "paper presented at" takes the event's name after it.
 */
const described: Template = (ctx) => {
  const d = ctx.data;
  // A paper published in proceedings is cited like a chapter, dated by the book's year (Turabian 17.6.2); a server
  // that is both container and publisher ("arXiv") is the preprint's repository, not a book (CMOS 14.174).
  const repository = d.containerTitle && d.publishers?.some((p) => sameName(p.name, d.containerTitle!));
  if (d.containerTitle && !repository) return chapter({ ...ctx, rule: { ...ctx.rule, date: 'year' } });
  let desc = description(ctx, d.status ?? ctx.rule.description);
  // An event's name is a name, not a title: as typed ("the Annual Meeting of ...").
  let event = d.eventTitle?.trim() || undefined;
  if (desc && / at$/.test(desc)) {
    desc = event ? `${desc} ${EVENT_WITH_ARTICLE.test(event) ? 'the ' : ''}${event}` : desc.replace(/ at$/, '');
    event = undefined;
  }
  const institution = ctx.rule.institutionOnly ? d.publishers?.map((p) => p.name).join('; ') || undefined : holdersText(d.publishers);
  const date = chicagoDate(d.eventDate ?? d.issued, ctx.rule.date);
  const inner = assemble([piece(desc), piece(event), piece(institution), piece(d.eventPlace), piece(seriesText(ctx, d.collectionNumber ?? d.number)), piece(date)], ', ');
  const title = titleNode(ctx, 'quoted');
  if (isNote(ctx)) {
    return [authorPiece(ctx), piece(title), ...secondary(ctx, ['translator']), isBlank(inner) ? undefined : piece(['(', inner, ')'], ' '), locationPiece(ctx), ...closing(ctx)];
  }
  return [authorPiece(ctx), piece(title), ...secondary(ctx, ['translator']), piece(capitalizeInline(inner)), ...closing(ctx)];
};

/** Capitalises the first letter of an assembled element. */
function capitalizeInline(node: Inline): Inline {
  if (typeof node === 'string') return capitalize(node);
  if (Array.isArray(node) && typeof node[0] === 'string') return [capitalize(node[0]), ...node.slice(1)];
  return node;
}

/** "season 1, episode 12" or "episode 12"; numbers already worded stay as typed. */
function episodeText(ctx: Context): string | undefined {
  const { volume, number } = ctx.data;
  const season = volume ? (/^\d+$/.test(volume.trim()) ? `season ${volume.trim()}` : volume.trim()) : undefined;
  const episode = number ? (/^\d+$/.test(number.trim()) ? `episode ${number.trim()}` : number.trim()) : undefined;
  const text = [season, episode].filter(Boolean).join(', ');
  return text ? sentence(ctx, text) : undefined;
}

/**
 * Films, broadcasts, recordings, podcasts and videos. Films and television notes begin with the title
 * ("Michael Collins, directed by Neil Jordan (1997; London: Warner Home Video, 1998), DVD"); their bibliography
 * entries begin with the director ("Jordan, Neil, dir."). Others begin with the creator.
 */
const media: Template = (ctx) => {
  const d = ctx.data;
  const slug = typeSlug(ctx.ref.referenceTypeID);
  const titleFirst = ctx.rule.noteLead === 'title' && isNote(ctx);
  const lead = titleFirst ? undefined : authorPiece(ctx);
  const people = titleFirst ? ctx.authors : [];
  const peopleRoles = [...new Set(people.map((c) => c.type))];
  const peoplePieces = peopleRoles.map((role) => piece(rolePhrase(ctx, [role], people.filter((c) => c.type === role), true)));
  const others: ContributorRole[] = slug === 'tv-episode' ? ['script-writer'] : slug === 'audio-work' ? ['narrator'] : [];
  const otherPieces = secondary(ctx, others.filter((r) => !peopleRoles.includes(r)));
  const container = containerNode(ctx, d.containerTitle);

  if (slug === 'film') {
    // Films: the facts of release in parentheses, like a book's.
    return [lead, piece(titleNode(ctx)), ...peoplePieces, ...factsPieces(ctx), locationPiece(ctx), ...closing(ctx)];
  }
  const date = chicagoDate(d.issued, ctx.rule.date);
  const publisher = publishersText(d.publishers, false);
  let containerPiece: Piece | undefined;
  if (slug === 'music-recording' && container) {
    const track = d.number ? `track ${d.number.trim()} on ` : 'on ';
    containerPiece = piece([sentence(ctx, track), container]);
  } else if (slug === 'video') {
    // A video's platform is named in its description ("YouTube video") or, with a description of its own, in roman.
    containerPiece = d.genre ? piece(d.containerTitle) : undefined;
  } else containerPiece = piece(container);
  const desc = slug === 'video' ? (description(ctx, d.containerTitle ? `${d.containerTitle} video` : ctx.rule.description)) : slug === 'podcast-episode' ? (d.medium ?? ctx.rule.description) : undefined;
  const descAndLength = [piece(desc ? sentence(ctx, desc) : undefined), piece(d.dimensions)];
  // Television reads "aired October 11, 2007, on AMC"; other media "Columbia, 1958".
  const released = slug === 'tv-episode' ? [piece(date ? `aired ${date}` : undefined), piece(publisher ? `on ${publisher}` : undefined)] : [piece(publisher), piece(date)];
  const release = isNote(ctx) ? released : [piece(capitalizeInline(assemble(released, ', ')))];
  return [
    lead,
    piece(titleNode(ctx)),
    containerPiece,
    piece(slug === 'music-recording' ? undefined : episodeText(ctx)),
    ...peoplePieces,
    ...otherPieces,
    ...(isNote(ctx) ? descAndLength : [piece(assemble(descAndLength, ', '))]),
    ...release,
    locationPiece(ctx),
    ...closing(ctx, { medium: slug !== 'podcast-episode' }),
  ];
};

/** Art, photographs and infographics: Artist, Title, 1893, oil on canvas, Art Institute of Chicago, Chicago. */
const visual: Template = (ctx) => {
  const d = ctx.data;
  const medium = d.medium ? lowerInNote(ctx, d.medium) : description(ctx);
  const holder = holdersText(d.publishers);
  const date = dateOrAccessed(ctx);
  const mediumAndSize = isNote(ctx)
    ? [piece(medium), piece(d.dimensions)]
    : [piece(assemble([piece(medium ? capitalize(medium) : undefined), piece(d.dimensions)], ', '))];
  return [
    authorPiece(ctx),
    piece(titleNode(ctx)),
    piece(date),
    ...mediumAndSize,
    piece(holder),
    piece(siteNode(ctx)),
    locationPiece(ctx),
    ...closing(ctx, { medium: false, accessed: false }),
  ];
};

/** The reference work of an entry: italic for a dictionary or encyclopedia, roman for a wiki unless it is one. */
export function referenceWorkNode(ctx: Context): Inline | undefined {
  const work = ctx.data.containerTitle?.trim();
  if (!work) return undefined;
  return isType(ctx.ref.referenceTypeID, 'dictionary-entry') || PUBLICATION_NAME.test(work) ? italic(work) : work;
}

/**
 * Entries in reference works: a signed entry is cited like a chapter; an unsigned one by the work and "s.v."
 * (CMOS 14.233): Wikipedia, s.v. “Stephen King,” last modified May 1, 2019, URL.
 */
const entry: Template = (ctx) => {
  const d = ctx.data;
  const title = d.title?.trim();
  const sv = title ? [sentence(ctx, 's.v. '), quoted(entryName(title, ctx.ref))] : undefined;
  const issued = chicagoDate(d.issued, 'full');
  const dated = isType(ctx.ref.referenceTypeID, 'wiki-entry') && issued ? sentence(ctx, `last modified ${issued}`) : d.url || d.doi ? (issued ?? accessedText(ctx)) : undefined;
  return [
    authorPiece(ctx),
    piece(referenceWorkNode(ctx)),
    piece(d.edition ? sentenceOf(ctx, editionText(d.edition)) : undefined),
    piece(sv),
    piece(dated),
    locationPiece(ctx),
    ...closing(ctx, { accessed: false }),
  ];
};

/**
 * Interviews: published ones name the interviewer and where they appeared ("interview by Charlie Rose, Charlie
 * Rose, PBS, April 4, 2011"); unpublished ones read "interview by author" with the place and date.
 */
const interview: Template = (ctx) => {
  const d = ctx.data;
  const interviewers = contributorsWithRole(d.contributors, 'interviewer');
  const by = interviewers.length ? rolePhrase(ctx, ['interviewer'], interviewers, true) : sentence(ctx, 'interview by author');
  const date = chicagoDate(d.issued, 'full');
  const where = [piece(containerNode(ctx, d.containerTitle)), piece(publishersText(d.publishers, false)), piece(d.eventPlace), piece(date)];
  return [
    authorPiece(ctx),
    piece(titleNode(ctx, 'quoted')),
    piece(by),
    ...(isNote(ctx) ? where : [piece(assemble(where, ', '))]),
    locationPiece(ctx),
    ...closing(ctx),
  ];
};

/**
 * Reviews: Reviewer, “Title,” review of Reviewed Work, by Author, Journal 12, no. 3 (2019): 45. The reviewed work's
 * kind is not named (CMOS 14.215: "review of <i>Title</i>, by Author"; "the book" is APA's wording).
 */
const review: Template = (ctx) => {
  const d = ctx.data;
  const reviewed = contributorsWithRole(d.contributors, 'reviewed-author');
  const of: Inline | undefined = d.reviewedTitle
    ? [sentence(ctx, 'review of '), italic(headline(d.reviewedTitle, ctx.ref, ctx.rule)), reviewed.length ? `, by ${isNote(ctx) ? noteNames(reviewed) : bibliographyNaturalNames(reviewed)}` : '']
    : undefined;
  const periodical = d.volume || d.issue ? journal : magazine;
  const rest = periodical({ ...ctx, data: { ...d, title: undefined, translatedTitle: undefined } }).slice(1);
  return [authorPiece(ctx), piece(titleNode(ctx, 'quoted')), piece(of), ...rest];
};

// --- legal forms (Chicago 14.269-14.305, after the Bluebook) -----------------------

const SUPREME_COURT_REPORTERS = /^(U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.)/;

/** The parenthetical of a decision: "(2d Cir. 1999)", "(1954)" for the Supreme Court in United States Reports. */
function courtAndYear(d: ReferenceData): string | undefined {
  const year = d.issued?.year !== undefined ? chicagoDate(d.issued, 'year') : undefined;
  const court = d.authority && !(d.containerTitle && SUPREME_COURT_REPORTERS.test(d.containerTitle.trim())) && !/supreme court of the united states|u\.s\. supreme court/i.test(d.authority) ? d.authority : undefined;
  const text = [court, year].filter(Boolean).join(' ');
  return text ? `(${text})` : undefined;
}

/** The citation of a decision, its pinpoint after the first page: "347 U.S. 483, 495 (1954)". */
function caseCitation(ctx: Context): string | undefined {
  const d = ctx.data;
  const first = d.pages?.[0]?.start;
  const reporter = [d.volume, d.containerTitle, first].filter(Boolean).join(' ');
  const pinpoint = ctx.location && reporter ? `, ${ctx.location}` : '';
  const cite = reporter ? reporter + pinpoint : d.number ? `No. ${d.number}` : '';
  return [cite, courtAndYear(d)].filter(Boolean).join(' ') || undefined;
}

/** Decisions: Brown v. Board of Education, 347 U.S. 483, 495 (1954); without a reporter the location follows. */
const legalCase: Template = (ctx) => {
  const d = ctx.data;
  const reported = !!(d.volume || d.containerTitle || d.pages?.[0]);
  return [piece(d.title ? italic(d.title) : undefined), piece(caseCitation(ctx)), reported ? undefined : locationPiece(ctx), ...closing(ctx)];
};

const yearInParens = (d: ReferenceData) => (d.issued?.year !== undefined ? `(${chicagoDate(d.issued, 'year')})` : undefined);

/** Statutes: Homeland Security Act of 2002, 6 U.S.C. § 101 (2012). */
const statute: Template = (ctx) => {
  const d = ctx.data;
  const where = d.section ? `§ ${d.section.replace(/^§\s*/, '')}` : d.pages ? chicagoPages(d.pages) : undefined;
  const code = [d.volume, d.containerTitle, where].filter(Boolean).join(' ');
  const cite = [code || (d.number ? `Pub. L. No. ${d.number}` : ''), yearInParens(d)].filter(Boolean).join(' ');
  return [piece(d.title), piece(cite), locationPiece(ctx), ...closing(ctx)];
};

/** Bills: Unfunded Mandates Reform Act of 1995, S. 1, 104th Cong. (1995). */
const bill: Template = (ctx) => {
  const d = ctx.data;
  const session = d.chapterNumber ?? d.authority;
  const record = d.containerTitle ? [d.volume, d.containerTitle, d.pages ? chicagoPages(d.pages) : undefined].filter(Boolean).join(' ') : undefined;
  const cite = [[d.number, session].filter(Boolean).join(', '), yearInParens(d)].filter(Boolean).join(' ');
  return [piece(d.title), piece(cite), piece(record), locationPiece(ctx), ...closing(ctx)];
};

/** Treaties: Treaty of Peace with Japan, September 8, 1951, 3 U.S.T. 3169. */
const treaty: Template = (ctx) => {
  const d = ctx.data;
  const parties = (d.contributors ?? []).map(fullName).join('–');
  const series = [d.volume, d.containerTitle, d.pages ? chicagoPages(d.pages) : undefined].filter(Boolean).join(' ') || (d.number ? [d.containerTitle, `No. ${d.number}`].filter(Boolean).join(' ') : undefined);
  return [piece(d.title), piece(parties), piece(chicagoDate(d.issued, 'full')), piece(series), locationPiece(ctx), ...closing(ctx)];
};

/** Executive orders: Title, Exec. Order No. 13771, 3 C.F.R. 284 (2018). */
const regulation: Template = (ctx) => {
  const d = ctx.data;
  const number = d.number ? (/^(exec|executive)/i.test(d.number.trim()) ? d.number.trim() : `Exec. Order No. ${d.number.trim()}`) : undefined;
  const code = [d.volume, d.containerTitle, d.pages ? chicagoPages(d.pages) : undefined].filter(Boolean).join(' ');
  const cite = [code, yearInParens(d)].filter(Boolean).join(' ');
  return [authorPiece(ctx), piece(d.title), piece(number), piece(cite), locationPiece(ctx), ...closing(ctx)];
};

/** Patents: Inventor, Title, US Patent 7,654,321, filed March 5, 2007, and issued February 2, 2010. */
const patent: Template = (ctx) => {
  const d = ctx.data;
  const number = d.number ? patentNumber(d.number, d.jurisdiction, d.genre, { unitedStates: 'US' }) : undefined;
  const filed = chicagoDate(d.submitted, 'full');
  const issued = chicagoDate(d.issued, 'full');
  const dates = filed && issued ? `filed ${filed}, and issued ${issued}` : filed ? `filed ${filed}` : issued ? `issued ${issued}` : undefined;
  return [authorPiece(ctx), piece(titleNode(ctx)), piece(number), piece(dates ? sentence(ctx, dates) : undefined), locationPiece(ctx), ...closing(ctx)];
};

const TEMPLATES: Record<TurabianTypeRule['template'], Template> = {
  book, chapter, journal, magazine, newspaper, web, described, media, visual, entry, interview, review,
  case: legalCase, statute, bill, treaty, regulation, patent,
};

/** The elements of the note or entry for a reference, in order. */
export function elements(ctx: Context): (Piece | undefined)[] {
  return TEMPLATES[ctx.rule.template](ctx);
}
