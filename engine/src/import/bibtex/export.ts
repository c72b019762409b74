/**
 * References to BibTeX: each through `toCsl` and then the CSL-to-BibTeX tables, with stable citation keys
 * (authorYearWord, de-duplicated with a, b, …) and LaTeX only where TeX needs it.
 */
import type { CslDate, CslItem, CslName } from '../../csl/csl-item.js';
import { toCsl } from '../../csl/to-csl.js';
import { IBID_CUSTOM_KEY, type IbidCustom } from '../../csl/csl-variables.js';
import { SEASONS } from '../../model/partial-date.js';
import type { Reference } from '../../model/reference.js';
import { MONTH_MACROS } from './dates.js';
import { EDITOR_TYPES, EXPORT_FIELDS, EXPORT_NAME_FIELDS, FIELD_RULES, NUMBER_IS_ISSUE, NUMBER_IS_SERIES_NUMBER, type FieldReading } from './fields.js';
import { ACCENT_OF_MARK, LATEX_OF_CHAR } from './latex-tables.js';
import { CSL_TO_BIBTEX_TYPE } from './types.js';
import { stripTags } from '../../text/markup.js';

export interface BibtexExportOptions {
  /** Write accented letters as LaTeX (`{\"a}`) so that 8-bit BibTeX reads the file; default false (UTF-8). */
  ascii?: boolean;
}

const SEASON_NAMES = SEASONS.map((s) => s[0]!.toUpperCase() + s.slice(1));
const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'and', 'for', 'to', 'at', 'by', 'with', 'from', 'der', 'die', 'das', 'le', 'la', 'les', 'el', 'de', 'un', 'une', 'ein', 'eine']);
const TEX_SPECIALS = /[\\{}$&%#_~^\u00A0–—]/;

/** Unicode text as LaTeX: TeX's special characters escaped, dashes as -- and ---, and with `ascii` accents as commands. */
function escapeText(text: string, ascii: boolean): string {
  let out = '';
  for (const ch of text) {
    switch (ch) {
      case '\\': out += '{\\textbackslash}'; continue;
      case '{': case '}': case '$': case '&': case '%': case '#': case '_': out += `\\${ch}`; continue;
      case '~': out += '{\\textasciitilde}'; continue;
      case '^': out += '{\\textasciicircum}'; continue;
      case '\u00A0': out += '~'; continue;
      case '–': out += '--'; continue;
      case '—': out += '---'; continue;
    }
    const code = ch.codePointAt(0)!;
    if (code < 128 || !ascii) {
      out += ch;
      continue;
    }
    const symbol = LATEX_OF_CHAR.get(ch);
    if (symbol) {
      out += symbol;
      continue;
    }
    const [base, ...marks] = ch.normalize('NFD');
    const command = marks.length === 1 ? ACCENT_OF_MARK.get(marks[0]!) : undefined;
    out += command && base ? `{\\${command}${/[a-zA-Z]/.test(command) ? ' ' : ''}${base === 'i' ? '\\i' : base}}` : ch;
  }
  return out;
}

function escape(text: string, ascii: boolean): string {
  return !ascii && !TEX_SPECIALS.test(text) ? text : escapeText(text, ascii);
}

const TAGS: Readonly<Record<string, [string, string]>> = {
  '<i>': ['\\textit{', '}'], '<b>': ['\\textbf{', '}'], '<sup>': ['\\textsuperscript{', '}'], '<sub>': ['\\textsubscript{', '}'],
  '<span class="nocase">': ['{', '}'],
};

/** A title with its markup as LaTeX: nocase spans as {braces}, <i> as \textit{}. */
function titleToLatex(title: string, ascii: boolean): string {
  if (!title.includes('<')) return escape(title, ascii);
  let out = '';
  const closers: string[] = [];
  const pieces = title.split(/(<\/?[a-z]+(?:\s+class="nocase")?>)/);
  for (const [index, piece] of pieces.entries()) {
    const open = TAGS[piece];
    if (open) {
      // A case hint whose text starts with a command needs a second brace: "{\textit{x}}" is not a hint.
      const next = pieces.slice(index + 1).find(Boolean) ?? '';
      const startsWithCommand = piece.startsWith('<span') && (next.startsWith('<') || /^[\\{}$&%#_~^]/.test(next) || (ascii && /^[^\x00-\x7f]/.test(next)));
      out += startsWithCommand ? '{{' : open[0];
      closers.push(startsWithCommand ? '}}' : open[1]);
    } else if (/^<\/[a-z]+>$/.test(piece) && closers.length) out += closers.pop();
    else out += escape(piece, ascii);
  }
  return out + closers.reverse().join('');
}

/** Braces around a name part that BibTeX would otherwise split or read as "von". */
function protectPart(part: string, ascii: boolean): string {
  const text = escape(part, ascii);
  return /\s|,|^\p{Ll}/u.test(part) || /\band\b/i.test(part) ? `{${text}}` : text;
}

function nameToBibtex(name: CslName, ascii: boolean): string {
  if (name.literal) return `{${escape(name.literal, ascii)}}`;
  const family = protectPart(name.family ?? '', ascii);
  const von = name['non-dropping-particle'];
  const last = von ? `${escape(von, ascii)} ${family}` : family;
  // A dropping particle follows the given name, as catalogues file the name ("Beethoven, Ludwig van"): BibTeX sorts it
  // under the family and prints it before the family in natural order.
  const dropping = name['dropping-particle'];
  const given = [name.given, dropping].filter(Boolean).map((part) => escape(part!, ascii)).join(' ');
  if (name.suffix) return `${last}, ${escape(name.suffix, ascii)}, ${given}`;
  return given ? `${last}, ${given}` : last;
}

function isoPoint(parts: (number | string)[] | undefined): string {
  if (!parts?.length) return '';
  const [y, m, d] = parts.map(Number);
  const pad = (v: number) => String(v).padStart(2, '0');
  return [String(y), m !== undefined && m <= 12 ? pad(m) : undefined, m !== undefined && m <= 12 && d !== undefined ? pad(d) : undefined].filter(Boolean).join('-');
}

function isoDate(date: CslDate): string {
  const parts = date['date-parts'];
  if (!parts?.length) return date.literal ?? date.raw ?? '';
  const iso = parts.length > 1 ? `${isoPoint(parts[0])}/${isoPoint(parts[1])}` : isoPoint(parts[0]);
  return date.circa ? `${iso}~` : iso;
}

/** The citation key's parts: first name's family (or an organisation's first word), year, first real title word. */
function baseKey(item: CslItem): string {
  const fold = (s: string) => s.normalize('NFD').replace(/[^A-Za-z0-9]/g, '');
  const names = (['author', 'editor', ...Object.keys(item)].map((v) => item[v]).find((v) => Array.isArray(v) && v.length) ?? []) as CslName[];
  const first = names[0];
  const who = fold(first?.family ?? first?.literal?.split(/\s+/).find((w) => !STOP_WORDS.has(w.toLowerCase())) ?? first?.given ?? '').toLowerCase();
  const year = (item.issued as CslDate | undefined)?.['date-parts']?.[0]?.[0];
  const words = stripTags(String(item.title ?? '')).split(/[\s\-–—:]+/).map(fold).filter(Boolean);
  const word = (words.find((w) => !STOP_WORDS.has(w.toLowerCase())) ?? words[0] ?? '').toLowerCase();
  return `${who || 'anon'}${year ?? ''}${word}` || 'ref';
}

function bibtexType(item: CslItem, ref: Reference): string {
  const cslType = String(item.type ?? '');
  if (cslType === 'thesis') return /master|m\.?a\.?\b|m\.?sc?\b/i.test(String(item.genre ?? '')) ? 'mastersthesis' : 'phdthesis';
  if (cslType === 'chapter' && !item.editor) return 'inbook';
  if (cslType === 'book' && ref.referenceTypeID === 31) return 'book';
  return CSL_TO_BIBTEX_TYPE[cslType] ?? 'misc';
}

/** Where `number`, `issue` and the series number go for this entry type. */
function numberFields(type: string, item: CslItem): [string, string][] {
  const out: [string, string][] = [];
  const issue = item.issue !== undefined ? String(item.issue) : undefined;
  const number = item.number !== undefined ? String(item.number) : undefined;
  const seriesNumber = item['collection-number'] !== undefined ? String(item['collection-number']) : undefined;
  if (NUMBER_IS_ISSUE.has(type)) {
    if (issue) out.push(['number', issue]);
    if (number) out.push([issue ? 'eid' : 'number', number]);
  } else if (NUMBER_IS_SERIES_NUMBER.has(type)) {
    // A book's number is its number in a series, named or not (biblatex manual 2.2.2).
    if (seriesNumber) out.push(['number', seriesNumber]);
    else if (number) out.push(['number', number]);
    if (issue) out.push(['issue', issue]);
  } else {
    if (number) out.push(['number', number]);
    if (issue) out.push(['issue', issue]);
  }
  return out;
}

/** Name variables that import reads from a field of their own, by CSL variable. */
const NAME_FIELD_OF = new Map<string, string>([
  ...Object.entries(FIELD_RULES).filter(([, r]) => r.read === 'names' && r.csl !== 'contributor').map(([field, r]) => [r.csl, field] as [string, string]),
  ...Object.entries(EXPORT_NAME_FIELDS),
]);
const EDITOR_TYPE_OF = new Map(Object.entries(EDITOR_TYPES).reverse().map(([type, csl]) => [csl, type]));

/** A review's reviewed work, written as biblatex writes it: a data-only entry the review names in `related`. */
interface ReviewedWork {
  type: string;
  fields: [string, string][];
}

/** The entry types a reviewed work's kind is written as; another kind goes as @misc with its words in `type`. */
const REVIEWED_TYPES: Readonly<Record<string, string>> = { book: 'book', film: 'movie', song: 'music' };

function reviewedWork(item: CslItem, ascii: boolean): ReviewedWork | undefined {
  const title = item['reviewed-title'];
  const authors = item['reviewed-author'];
  if (typeof title !== 'string' && !Array.isArray(authors)) return undefined;
  const genre = typeof item['reviewed-genre'] === 'string' ? item['reviewed-genre'] : undefined;
  const type = (genre && REVIEWED_TYPES[genre]) ?? 'misc';
  const fields: [string, string][] = [];
  if (Array.isArray(authors)) fields.push(['author', authors.map((n: CslName) => nameToBibtex(n, ascii)).join(' and ')]);
  if (typeof title === 'string') fields.push(['title', titleToLatex(title, ascii)]);
  if (genre && type === 'misc') fields.push(['type', escape(genre, ascii)]);
  fields.push(['options', 'dataonly']);
  return { type, fields };
}

function entryFields(ref: Reference, ascii: boolean): { type: string; fields: [string, string][]; item: CslItem; reviewed?: ReviewedWork } {
  const item = toCsl(ref);
  const type = bibtexType(item, ref);
  const fields: [string, string][] = [];
  const value = (v: unknown, read: FieldReading) => {
    const text = String(v);
    return read === 'title' ? titleToLatex(text, ascii) : read === 'verbatim' ? text.replace(/[{}%#\\]/g, (c) => `\\${c}`) : escape(text, ascii);
  };

  let extraRoles = 0;
  for (const variable of Object.keys(item)) {
    const names = item[variable];
    if (!Array.isArray(names) || variable === 'ISBN' || variable === 'reviewed-author') continue;
    const list = names.map((n: CslName) => nameToBibtex(n, ascii)).join(' and ');
    const field = NAME_FIELD_OF.get(variable);
    if (field) fields.push([field, list]);
    else if (extraRoles < 3) {
      const letter = 'abc'[extraRoles++]!;
      fields.push([`editor${letter}`, list], [`editor${letter}type`, EDITOR_TYPE_OF.get(variable) ?? variable]);
    }
  }
  for (const { csl, field, read } of EXPORT_FIELDS) {
    if (item[csl] === undefined || item[csl] === '') continue;
    // A thesis's genre is said by its entry type.
    if (csl === 'genre' && ((type === 'phdthesis' && item.genre === 'Doctoral dissertation') || (type === 'mastersthesis' && item.genre === "Master's thesis"))) continue;
    fields.push([field, value(item[csl], read)]);
  }
  const container = item['container-title'];
  if (container) fields.push([NUMBER_IS_ISSUE.has(type) ? 'journal' : 'booktitle', titleToLatex(String(container), ascii)]);
  if (item['container-title-short']) fields.push(['shortjournal', titleToLatex(String(item['container-title-short']), ascii)]);
  if (item.page) fields.push(['pages', String(item.page).replace(/\s*[-–]\s*/g, '--')]);
  for (const [field, v] of numberFields(type, item)) fields.push([field, escape(v, ascii)]);
  if (item.publisher) {
    const field = type === 'phdthesis' || type === 'mastersthesis' ? 'school' : type === 'techreport' ? 'institution' : 'publisher';
    fields.push([field, escape(String(item.publisher), ascii)]);
  }
  if (item['publisher-place']) fields.push(['address', escape(String(item['publisher-place']), ascii)]);
  if (item.type === 'article-magazine' || item.type === 'article-newspaper') fields.push(['entrysubtype', String(item.type).slice(8)]);

  const issued = item.issued as CslDate | undefined;
  const parts = issued?.['date-parts']?.[0];
  if (parts?.length) {
    fields.push(['year', String(parts[0])]);
    const month = parts[1] !== undefined ? Number(parts[1]) : undefined;
    const simple = issued!['date-parts']!.length === 1 && !issued!.circa && parts.length <= 2 && month !== undefined && month <= 12;
    if (simple) fields.push(['month', MONTH_MACROS[month - 1]!]);
    else if (issued!.season !== undefined && parts.length === 1) fields.push(['month', SEASON_NAMES[Number(issued!.season) - 1] ?? '']);
    else if (parts.length > 1 || issued!['date-parts']!.length > 1 || issued!.circa) fields.push(['date', isoDate(issued!)]);
  } else if (issued) fields.push(['year', escape(issued.literal ?? issued.raw ?? '', ascii)]);
  else if (item.status) fields.push(['year', String(item.status)]);
  for (const [csl, field] of [['accessed', 'urldate'], ['event-date', 'eventdate'], ['original-date', 'origdate']] as const) {
    const d = item[csl] as CslDate | undefined;
    if (d) fields.push([field, isoDate(d)]);
  }
  const arxiv = ((item.custom as Record<string, IbidCustom> | undefined)?.[IBID_CUSTOM_KEY]?.fields as { arxiv?: string } | undefined)?.arxiv;
  if (arxiv) fields.push(['eprint', arxiv], ['archiveprefix', 'arXiv']);
  if (ref.note) {
    // Import joins note and annote with a line break; each is one paragraph.
    const [note, ...more] = ref.note.split('\n');
    fields.push(['note', escape(note!, ascii)]);
    if (more.length) fields.push(['annote', escape(more.join(' '), ascii)]);
  }
  if (ref.tags) fields.push(['keywords', escape(ref.tags, ascii)]);
  const reviewed = reviewedWork(item, ascii);
  return reviewed ? { type, fields, item, reviewed } : { type, fields, item };
}

/** A value in braces, its braces balanced whatever the text held. */
function braced(value: string): string {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return `{${value.replace(/(?<!\\)([{}])/g, '\\$1')}}`;
  }
  return depth === 0 ? `{${value}}` : `{${value.replace(/(?<!\\)([{}])/g, '\\$1')}}`;
}

/**
 * Writes references as a BibTeX file (UTF-8; `ascii` for 8-bit BibTeX), one entry each, keys stable for the
 * same input. Importing the result gives the same references back for what BibTeX can say.
 */
export function exportBibtex(refs: readonly Reference[], options: BibtexExportOptions = {}): string {
  const ascii = options.ascii ?? false;
  const used = new Map<string, number>();
  const out: string[] = [];
  for (const ref of refs) {
    const { type, fields, item, reviewed } = entryFields(ref, ascii);
    const base = baseKey(item);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    let key = base;
    if (count > 0) {
      // a, b, … z, then aa, ab, …: the second entry with the same base gets "a".
      let n = count - 1;
      let suffix = '';
      do {
        suffix = String.fromCharCode(97 + (n % 26)) + suffix;
        n = Math.floor(n / 26) - 1;
      } while (n >= 0);
      key = `${base}${suffix}`;
      while (used.has(key)) key += 'x';
      used.set(key, 1);
    }
    if (reviewed) fields.push(['related', `${key}-reviewed`], ['relatedtype', 'reviewof']);
    out.push(entryText(type, key, fields));
    if (reviewed) out.push(entryText(reviewed.type, `${key}-reviewed`, reviewed.fields));
  }
  return out.join('\n');
}

function entryText(type: string, key: string, fields: readonly [string, string][]): string {
  const width = Math.max(...fields.map(([f]) => f.length), 0);
  const body = fields.map(([f, v]) => `  ${f.padEnd(width)} = ${/^\d+$/.test(v) ? v : f === 'month' ? v : braced(v)}`).join(',\n');
  return `@${type}{${key},\n${body}\n}\n`;
}
