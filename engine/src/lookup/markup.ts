/**
 * Markup in text from outside: Crossref titles and abstracts carry JATS and HTML tags and XML entities, page
 * values (`metadata/page-values.ts`) tags and twice-encoded entities. Titles keep CSL's rich-text tags that
 * carry meaning (`<i>` for species and titles, `<sub>`/`<sup>` for formulas); every other tag goes, its text kept.
 * Plain text (no tags at all) is `text/markup.ts`'s.
 */
import { collapseSpaces as collapse, decodeEntities, MARKUP_TAG } from '../text/markup.js';

/** Tags that keep their meaning in a title, and the JATS and HTML spellings of them. */
const KEPT_TAGS: Readonly<Record<string, 'i' | 'sub' | 'sup'>> = {
  i: 'i', em: 'i', italic: 'i', 'jats:italic': 'i', 'mml:mi': 'i',
  sub: 'sub', 'jats:sub': 'sub', sup: 'sup', 'jats:sup': 'sup',
};

/** Rewrites kept tags to `<i>`, `<sub>`, `<sup>` and drops every other tag, keeping the text inside. */
function keepRichText(text: string, separatorFor: (name: string, closing: boolean) => string = () => ''): string {
  const once = (s: string) =>
    s.replace(MARKUP_TAG, (_whole, slash: string, rawName: string) => {
      const name = rawName.toLowerCase();
      const kept = KEPT_TAGS[name];
      // MathML identifiers are italic only inside formulas; as plain text they read better without markup.
      if (kept && name !== 'mml:mi') return `<${slash}${kept}>`;
      return separatorFor(name, slash === '/');
    });
  // Removing a tag can join the pieces of another ("<<b>i>"), so repeat until nothing changes.
  let out = text;
  for (let previous = ''; previous !== out; ) [previous, out] = [out, once(out)];
  return out;
}

function tidyTags(text: string): string {
  let out = text;
  // Spaces move outside a tag ("in <i> E. coli </i>" → "in <i>E. coli</i>"), then empty tags go.
  out = out.replace(/<(i|sub|sup)>\s+/g, ' <$1>').replace(/\s+<\/(i|sub|sup)>/g, '</$1> ');
  let before: string;
  do {
    before = out;
    out = out.replace(/<(i|sub|sup)>\s*<\/\1>/g, '');
  } while (out !== before);
  return out;
}

/** A footnote mark at the end of a title ("Amines<sup>1</sup>", "<sup>*</sup>"): the journal's, not the title's. */
const FOOTNOTE_MARK = /\s*<sup>\s*[\d*†‡§,]{1,4}\s*<\/sup>$/;

/**
 * A title as references keep it: one line, entities decoded, only `<i>`, `<sub>` and `<sup>` left (CSL's rich
 * text), a trailing footnote mark dropped.
 */
export function cleanTitle(text: string): string {
  return collapse(tidyTags(collapse(decodeEntities(keepRichText(text)))).replace(FOOTNOTE_MARK, ''));
}

/** Block tags that end a paragraph in an abstract. */
const BLOCKS = new Set(['p', 'jats:p', 'jats:sec', 'sec', 'div', 'br', 'jats:list-item', 'li', 'jats:title', 'title', 'h1', 'h2', 'h3', 'h4']);

/**
 * An abstract as paragraphs separated by a blank line: JATS `<jats:p>` and HTML `<p>` become paragraphs, the
 * "Abstract" heading Crossref puts first is dropped, other headings stay as their own paragraph.
 */
export function cleanAbstract(text: string): string {
  const marked = keepRichText(text, (name) => (BLOCKS.has(name) ? '\n\n' : ''));
  const paragraphs = marked
    .split(/\n\s*\n/)
    .map((p) => collapse(tidyTags(collapse(decodeEntities(p)))))
    .filter(Boolean);
  if (paragraphs.length > 1 && /^abstract[:.]?$/i.test(paragraphs[0]!)) paragraphs.shift();
  return paragraphs.join('\n\n');
}
