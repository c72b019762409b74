/**
 * How many references a BibTeX text holds, without reading them: the entries that start a reference
 * (`@type{` or `@type(` at the start of a line), not @string, @preamble or @comment. Enough for a screen to
 * choose between the one-reference review and posting the whole file to the api, which reads it.
 */
const ENTRY_START = /^[ \t]*@[ \t]*([A-Za-z]+)[ \t]*[{(]/gm;
const NOT_REFERENCES = new Set(['string', 'preamble', 'comment']);

export function countBibtexEntries(text: string): number {
  let count = 0;
  for (const [, type] of text.matchAll(ENTRY_START)) if (type && !NOT_REFERENCES.has(type.toLowerCase())) count += 1;
  return count;
}
