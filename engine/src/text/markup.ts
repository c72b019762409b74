/**
 * Text with HTML or XML markup in it, read as plain text: entities as the characters they stand for, tags gone.
 * What lookup answers (Crossref's JATS), web pages, titles being recased and exports all need the same way.
 */
import { decodeHTMLStrict } from 'entities/decode';

/**
 * The character an entity's body stands for: "amp", "#39", "#x2019", any of HTML's named entities (the `entities`
 * package's table, which htmlparser2 reads pages with). Undefined for an unknown name or a code that is no
 * character (0, a surrogate, past U+10FFFF), which stay as written.
 */
export function entityCharacter(body: string): string | undefined {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : undefined;
  }
  const entity = `&${body};`;
  const character = decodeHTMLStrict(entity);
  return character === entity ? undefined : character;
}

const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi;

/** `&amp;`, `&#39;`, `&#x2019;` and HTML's named entities as characters; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, body: string) => entityCharacter(body) ?? whole);
}

/** A tag: `<name ...>`, `</name>` or `<name/>`, JATS names with their `jats:` prefix included; the name is group 2. */
export const MARKUP_TAG = /<(\/?)([a-z][\w:.-]*)(?:\s[^<>]*)?\/?>/gi;

/** Text with every tag gone, the text inside kept; a less-than sign that opens no tag ("p < 0.05") stays. */
export function stripTags(text: string): string {
  let out = text;
  // Removing a tag can join the pieces of another ("<<b>i>"), so repeat until nothing changes.
  for (let previous = ''; previous !== out; ) [previous, out] = [out, out.replace(MARKUP_TAG, '')];
  return out;
}

/** Runs of white space as one space, none at the ends. */
export const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text with no markup at all, on one line: names, publishers, places, and titles shown in a result list. */
export function plainText(text: string): string {
  return collapseSpaces(decodeEntities(stripTags(text)));
}
