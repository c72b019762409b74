/** CSL-JSON item to Ibid reference: the type inferred, every field the dictionary maps read and checked. */
import { isType, typeKind } from '../catalogue/type-kinds.js';
import { FIELDS, isFieldName, type FieldDefinition, type FieldName } from '../model/fields.js';
import { findIsbns, parseArxivId, parseDoi, parseIssn, parsePmcid, parsePmid, parseWebUrl } from '../identifiers/index.js';
import type { ImportWarning } from '../import-warning.js';
import { CONTRIBUTOR_ROLES, displayName, type Contributor, type ContributorRole } from '../model/contributor.js';
import { parsePages } from '../model/page-range.js';
import { parsePublisherPlace, type Publisher } from '../model/publisher.js';
import { isEnglish } from '../format/language.js';
import { degreeDescription, isThesisDescription } from '../format/genre-words.js';
import { isHostingPlatform } from '../format/databases.js';
import { referenceDataSchema } from '../model/reference-data-schema.js';
import type { Reference } from '../model/reference.js';
import type { Result } from '../result.js';
import { cslDateToPartial } from './csl-dates.js';
import type { CslDate, CslItem, CslName } from './csl-item.js';
import { cslNameToContributor, literalsArePeople, nameAsides } from './csl-names.js';
import { checkReferenceData } from './reference-data-check.js';
import { inferTypeId } from './csl-types.js';
import { CSL_STANDARD_VARIABLES, IBID_CUSTOM_KEY, type IbidCustom } from './csl-variables.js';
import { INTERVIEW_TYPE_ID } from '../catalogue/type-ids.js';


/** Per CSL name variable, the first of our roles written as it. */
const ROLE_OF_VARIABLE = new Map<string, ContributorRole>();
for (const [role, { csl }] of Object.entries(CONTRIBUTOR_ROLES) as [ContributorRole, { csl: string }][]) {
  if (!ROLE_OF_VARIABLE.has(csl)) ROLE_OF_VARIABLE.set(csl, role);
}

/** Our role per CSL name variable; `author` is the author, except in an interview where it is the interviewee. */
function roleFor(cslVariable: string, typeId: number): ContributorRole | undefined {
  if (cslVariable === 'author') return typeId === INTERVIEW_TYPE_ID ? 'interviewee' : 'author';
  return ROLE_OF_VARIABLE.get(cslVariable);
}

function firstText(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim() || undefined;
  if (Array.isArray(v)) return v.map(firstText).find(Boolean);
  return undefined;
}

const fromParser = (parse: (s: string) => Result<string>) => (raw: unknown) => {
  const text = firstText(raw);
  if (!text) return { skip: 'is empty' };
  const parsed = parse(text);
  return parsed.ok ? { value: parsed.value } : { skip: parsed.error.message };
};

/** A catalogue's colon before a subtitle, spaced (ISBD "Twitter : social communication"), which English closes up. */
const SPACED_COLON = /(?<=\S)\s+:\s+/g;

/** "In " before a proceedings' or a series' name, which no such name opens with. */
const EXPORTED_IN = /^In\s+(?=(?:the\s+)?(?:Proceedings|Proc\.|Advances\s+in)\b)/i;

type Reader = (raw: unknown, item: CslItem) => { value: unknown } | { skip: string };

/** The qualifier a library catalogue gives a platform it names among a work's contributors: "ProQuest (Firm)", "JSTOR (Organization)". */
const CATALOGUE_QUALIFIER = /\((?:firm|organization|online service)\)/i;

/** A company's name, "NetLibrary, Inc": as an editor, the e-book platform a catalogue lists. */
const BUSINESS_NAME = /(?:^|[\s,])(?:inc|ltd|llc|corp)\.?(?:$|[\s,])/i;

/** A catalogue's publisher statement (ISBD): the places, then " : " and the publisher ("New York : Fordham University Press"). */
const ISBD_PUBLISHER = /^(.+?)\s+:\s+(.+)$/;

/**
 * Publishers from a catalogue's statement, which gives each one's places before it, separated by ";" or " / ": "Oxford :
 * Clarendon Press; Oxford; New York : Oxford University Press". A publisher keeps its first place (CMOS 14.130).
 */
function catalogPublishers(segments: readonly string[]): Publisher[] {
  const publishers: Publisher[] = [];
  let places: string[] = [];
  for (const segment of segments) {
    const statement = ISBD_PUBLISHER.exec(segment);
    if (!statement) {
      places.push(segment);
      continue;
    }
    const place = (places[0] ?? statement[1]!).split(/\s+\/\s+/)[0]!;
    publishers.push({ name: statement[2]!, ...parsePublisherPlace(place) });
    places = [];
  }
  // What follows the last statement names publishers of its own.
  return [...publishers, ...places.map((name) => ({ name }))];
}

/**
 * The same statement as reference managers' users type it, the colon closed up ("London: Routledge", "Malden, USA:
 * Wiley"), when what stands before the colon reads as a place and not as part of a publisher's name ("Ediciones:
 * Cátedra"). A catalogue's "etc" (and other places or publishers) is dropped.
 */
const CLOSED_STATEMENT = /^([^:]+):\s+(\p{Lu}.*)$/u;
const PLACE_NAME = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}(?:,\s*\p{Lu}[\p{L}.]*(?:\s?\p{Lu}[\p{L}.]*)?)*$/u;
const PUBLISHING_WORD = /\b(?:press|publish\w*|books?|verlag|editions?|éditions|ediciones|edizioni|editora|editorial|media|group)\b/i;
const ETC = /,?\s+etc\.?$/i;

function asCatalogStatement(name: string): string {
  const statement = CLOSED_STATEMENT.exec(name.replace(ETC, ''));
  const place = statement?.[1]!.replace(ETC, '').trim();
  return statement && place && PLACE_NAME.test(place) && !PUBLISHING_WORD.test(place) ? `${place} : ${statement[2]!.replace(ETC, '')}` : name;
}

function readPublishers(raw: unknown, item: CslItem): { value: Publisher[] } | { skip: string } {
  const typed = (firstText(raw) ?? '').split(/\s*;\s*/).filter(Boolean);
  if (typed.length === 0) return { skip: 'is empty' };
  const names = item['publisher-place'] ? typed : typed.map(asCatalogStatement);
  const places = (firstText(item['publisher-place']) ?? '').split(/\s*;\s*/).filter(Boolean);
  if (places.length === 0 && names.some((name) => ISBD_PUBLISHER.test(name))) return { value: catalogPublishers(names) };
  return {
    value: names.map((name, i) => {
      const place = places.length === names.length ? places[i] : places.length === 1 ? places[0] : undefined;
      return { name, ...(place ? parsePublisherPlace(place) : {}) };
    }),
  };
}

const readText: Reader = (raw) => {
  const text = firstText(raw);
  return text ? { value: text } : { skip: 'is empty' };
};

const KIND_READERS: Record<FieldDefinition['kind'], Reader> = {
  text: readText,
  'long-text': readText,
  title: readText,
  choice: readText,
  contributors: () => ({ skip: 'names are read separately' }),
  date: (raw) => {
    const date = cslDateToPartial(raw as CslDate | string);
    return date ? { value: date } : { skip: 'is not a date' };
  },
  pages: (raw) => {
    const pages = parsePages(firstText(raw) ?? '');
    return pages ? { value: pages } : { skip: `"${firstText(raw)}" is not a page range` };
  },
  publishers: readPublishers,
  doi: fromParser(parseDoi),
  isbns: (raw) => {
    const isbns = findIsbns(Array.isArray(raw) ? raw.join(' ') : String(raw));
    return isbns.length ? { value: isbns } : { skip: `"${String(raw)}" holds no valid ISBN` };
  },
  issn: (raw) => {
    const candidates = (Array.isArray(raw) ? raw.map(String) : String(raw).split(/[,;\s]+/)).filter(Boolean);
    const valid = candidates.map((c) => parseIssn(c)).find((r) => r.ok);
    return valid?.ok ? { value: valid.value } : { skip: `"${String(raw)}" holds no valid ISSN` };
  },
  url: fromParser(parseWebUrl),
  pmid: fromParser(parsePmid),
  pmcid: fromParser(parsePmcid),
  arxiv: fromParser(parseArxivId),
};

/** "key: value" lines in a CSL note: the convention Zotero and citation-js use for variables CSL lacks. */
function noteVariables(note: unknown): Record<string, string> | undefined {
  if (note === undefined || note === null) return undefined;
  let out: Record<string, string> | undefined;
  for (const line of String(note).split(/\r?\n/)) {
    const m = /^\s*([A-Za-z][A-Za-z _-]*?)\s*:\s*(.+?)\s*$/.exec(line);
    if (m) (out ??= {})[m[1]!.toLowerCase().replace(/[ _]+/g, '-')] = m[2]!;
  }
  return out;
}

/** Older CSL names still found in exports: CSL 1.0.1 wrote the event's name as `event`. */
const CSL_ALIASES: Record<string, string> = { 'event-title': 'event' };

/** Ibid fields that CSL lacks, as they may appear in a note. */
const NOTE_FIELDS: Record<string, FieldName> = { 'translated-title': 'translatedTitle', arxiv: 'arxiv', 'arxiv-id': 'arxiv' };
// The first note key per field wins, so entries are reversed before the map keeps the last.
const NOTE_KEY_OF_FIELD = new Map(Object.entries(NOTE_FIELDS).reverse().map(([key, field]) => [field, key] as const));
/** The fields read from an item, in the dictionary's order, with what each needs looked up once. */
const FIELD_READERS = (Object.keys(FIELDS) as FieldName[]).map((name) => {
  const def = FIELDS[name] as FieldDefinition;
  return { name, def, noteField: NOTE_KEY_OF_FIELD.get(name), alias: def.csl ? CSL_ALIASES[def.csl] : undefined };
});
/** Per item key, the readers that read it: its own variable or an older alias. */
const READERS_OF_KEY = new Map<string, number[]>();
FIELD_READERS.forEach(({ def, alias }, index) => {
  for (const key of [def.csl, alias]) if (key) READERS_OF_KEY.set(key, [...(READERS_OF_KEY.get(key) ?? []), index]);
});

/**
 * Converts a CSL item and says what it could not keep. Use this where warnings matter (imports);
 * `fromCsl` is the same conversion for callers that only want the reference.
 */
export function cslToReference(item: CslItem, entry?: string): { reference: Reference; warnings: ImportWarning[] } {
  const warnings: ImportWarning[] = [];
  const warn = (code: string, field: string | undefined, message: string) =>
    warnings.push({ code, message, ...(entry !== undefined ? { entry } : {}), ...(field ? { field } : {}) });

  const { typeId, guessed, readAs } = inferTypeId(item);
  if (readAs) warn('type-guessed', 'type', `The record's type says nothing of what the work is: read as ${readAs}; check the type.`);
  else if (guessed) warn('type-guessed', 'type', `The CSL type "${String(item.type ?? '')}" has no matching reference type: pick one.`);

  const custom = ((item.custom as Record<string, unknown> | undefined)?.[IBID_CUSTOM_KEY] ?? {}) as IbidCustom;
  const fromNote = noteVariables(item.note);
  const data: Record<string, unknown> = {};

  // Most fields are absent from an item: marking the readers its keys name is faster than reading every field.
  const keys = Object.keys(item);
  const present = new Uint8Array(FIELD_READERS.length);
  for (const key of keys) {
    const readers = READERS_OF_KEY.get(key);
    if (readers) for (const index of readers) present[index] = 1;
  }
  for (let index = 0; index < FIELD_READERS.length; index++) {
    const { name, def, noteField, alias } = FIELD_READERS[index]!;
    if (!present[index] && def.csl && !fromNote) continue;
    let raw: unknown;
    if (def.csl) raw = (present[index] ? (item[def.csl] ?? (alias ? item[alias] : undefined)) : undefined) ?? fromNote?.[def.csl];
    else raw = custom.fields?.[name] ?? (noteField ? fromNote?.[noteField] : undefined);
    if (raw === undefined || raw === null || raw === '' || def.kind === 'contributors') continue;
    const read = KIND_READERS[def.kind](raw, item);
    if ('value' in read) data[name] = read.value;
    else warn('field-invalid', def.csl ?? name, `${def.label}: ${read.skip}; left out.`);
  }

  // A place belongs to a publisher in Ibid; without one it cannot be kept, and the user is told so.
  if (firstText(item['publisher-place']) && !data.publishers) {
    warn('field-skipped', 'publisher-place', `The place "${firstText(item['publisher-place'])}" has no publisher to belong to; left out.`);
  }
  // Crossref's answers keep the subtitle apart; a reference's title is "Title: Subtitle".
  const subtitle = firstText(item.subtitle);
  if (subtitle && typeof data.title === 'string' && !data.title.includes(subtitle)) data.title = `${data.title}: ${subtitle}`;
  // CSL keeps "in press" and "forthcoming" in status, with no date.
  const status = typeof data.status === 'string' ? data.status.toLowerCase() : '';
  if (!data.issued && (status === 'in press' || status === 'forthcoming')) {
    data.issued = { status: status === 'in press' ? 'in-press' : 'forthcoming' };
    delete data.status;
  }
  // A paper in published proceedings is dated by its proceedings (APA 10.5, MLA 5.68, Turabian 17.8.3); a record
  // without a date (Crossref often gives none) still names the year in the proceedings' title ("…, 2003. Proceedings").
  if (!data.issued && isType(typeId, 'conference-paper') && typeof data.containerTitle === 'string') {
    const year = yearNamedIn(data.containerTitle);
    if (year !== undefined) data.issued = { year };
  }
  // Exporters that write the style's "In" into a proceedings' name ("In Proceedings of the …") double it in every style.
  if (typeof data.containerTitle === 'string') data.containerTitle = data.containerTitle.replace(EXPORTED_IN, '');
  // A catalogue's space before a subtitle's colon (ISBD's "Twitter : social communication") is no English punctuation;
  // on the web it parts a page's title from its site's name, which is left as it came.
  if (isEnglish(data) && typeKind(typeId).kind !== 'web') {
    for (const name of ['title', 'containerTitle'] as const) {
      const title = data[name];
      if (typeof title === 'string') data[name] = title.replace(SPACED_COLON, ': ');
    }
  }
  // An arXiv preprint's number is its arXiv id.
  if (!data.arxiv) {
    const fromUrl = typeof data.url === 'string' ? parseArxivId(data.url) : undefined;
    if (fromUrl?.ok) data.arxiv = fromUrl.value;
  }
  if (data.arxiv && typeof data.number === 'string' && parseArxivId(data.number).ok) delete data.number;
  // A thesis's record may give its degree as a volume and the database that holds it as a journal (Mendeley's).
  if (isType(typeId, 'dissertation')) {
    const described = typeof data.volume === 'string' ? degreeDescription(data.volume) : undefined;
    if (described) {
      data.genre ??= described;
      delete data.volume;
    }
    if (typeof data.containerTitle === 'string' && !data.archive) {
      data.archive = data.containerTitle;
      delete data.containerTitle;
    }
    // Its institution may come after its description ("PhD thesis, University of Cambridge").
    const institution = Array.isArray(data.publishers) ? (data.publishers as Publisher[])[0] : undefined;
    const [, description, name] = institution ? /^([^,]+),\s+(.+)$/.exec(institution.name) ?? [] : [];
    if (institution && description && name && isThesisDescription(description)) {
      institution.name = name;
      data.genre ??= description;
    }
  }
  // The server an arXiv preprint is posted to is its publisher (APA 10.8: "[Preprint]. arXiv.").
  if (data.arxiv && isType(typeId, 'preprint') && !data.publishers) data.publishers = [{ name: 'arXiv' }];

  const contributors: Contributor[] = [];
  // The item's own key order keeps roles in the order they were entered (CSL has no order across roles).
  for (const variable of keys) {
    const names = item[variable];
    if (!Array.isArray(names)) continue;
    const role = roleFor(variable, typeId);
    if (!role) continue;
    const people = literalsArePeople(names);
    names.forEach((name: CslName, i) => {
      const c = cslNameToContributor(name ?? {}, role, String(contributors.length + 1), people);
      if (!c) return warn('field-invalid', variable, `An empty name in ${variable} was left out.`);
      const shown = displayName(c);
      const platform = CATALOGUE_QUALIFIER.test(shown) || isHostingPlatform(shown) || (role === 'editor' && BUSINESS_NAME.test(shown));
      if (platform) return warn('field-skipped', variable, `The ${variable} "${shown}" is a platform a library catalogue listed, not a contributor; left out.`);
      // A thesis's editor, in the exports of reference managers, is its advisor, whom no style names.
      if (role === 'editor' && isType(typeId, 'dissertation')) return warn('field-skipped', variable, `The editor "${shown}" of a thesis is its advisor, whom no style names; left out.`);
      const asides = nameAsides(name);
      if (asides.length && c.kind === 'person') warn('field-skipped', variable, `${asides.join(' ')} beside the name ${shown} is no part of it as styles print it; left out.`);
      const extra = custom.names?.[`${variable}.${i}`];
      if (extra?.handle) c.handle = extra.handle;
      if (extra?.abbreviation && c.kind === 'group') c.abbreviation = extra.abbreviation;
      contributors.push(c);
    });
  }
  if (contributors.length) data.contributors = contributors;

  for (const variable of keys) {
    if (CSL_STANDARD_VARIABLES.has(variable) && !MAPPED_VARIABLES.has(variable) && !(variable === 'note' && fromNote)) {
      warn('field-skipped', variable, `Ibid has no field for the CSL variable "${variable}"; left out.`);
    }
  }

  // Well-formed data is checked by hand (the same output, much faster); anything else goes to the schema.
  const checked = checkReferenceData(data);
  if (checked) {
    const title = checked.title;
    return { reference: { referenceTypeID: typeId, ...(title ? { title } : {}), data: checked }, warnings };
  }
  // Anything the schema still refuses is dropped, field by field, with a warning.
  let parsed = referenceDataSchema.safeParse(data);
  while (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    if (!field || !(field in data)) throw new Error(`CSL conversion produced invalid data: ${parsed.error.message}`);
    // Named like every other warning here: by the CSL variable the value came from, when the field has one.
    const def = isFieldName(field) ? (FIELDS[field] as FieldDefinition) : undefined;
    warn('field-invalid', def?.csl ?? field, `${def?.label ?? field}: ${parsed.error.issues[0]?.message}; left out.`);
    delete data[field];
    parsed = referenceDataSchema.safeParse(data);
  }
  const title = parsed.data.title;
  return { reference: { referenceTypeID: typeId, ...(title ? { title } : {}), data: parsed.data }, warnings };
}

const MAPPED_VARIABLES = new Set<string>([
  'id', 'type', 'custom', 'publisher-place', ...Object.values(CSL_ALIASES),
  ...ROLE_OF_VARIABLE.keys(),
  ...Object.values(FIELDS as Record<string, FieldDefinition>).flatMap((d) => (d.csl ? [d.csl] : [])),
]);

// A four-digit year standing alone: not part of a longer number, a range or a date ("2003-04", "10.2003.5").
const YEAR_IN_TITLE = /(?<![\d/-]|\d\.)(1[5-9]\d\d|20\d\d)(?![\d/-]|\.\d)/g;

/** The one year a title names ("Proceedings of ICDCS 2003"); none when it names no year or several. */
export function yearNamedIn(title: string): number | undefined {
  let year: string | undefined;
  for (const [found] of title.matchAll(YEAR_IN_TITLE)) {
    if (year !== undefined && found !== year) return undefined;
    year = found;
  }
  return year === undefined ? undefined : Number(year);
}

/** An Ibid reference from a CSL-JSON item, its type mapped (DESIGN.md contract). */
export function fromCsl(item: CslItem): Reference {
  return cslToReference(item).reference;
}
