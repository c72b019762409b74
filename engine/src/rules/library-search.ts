/** The library's search (reference-library §5): '#tag' matches whole tags only, other text part of a reference's text. */
import { parseTags } from './tags.js';

export type LibrarySearch = { kind: 'none' } | { kind: 'tag'; tag: string } | { kind: 'text'; text: string };

/** What a typed search term asks for; the tag and the text are lower-cased for comparing. */
export function parseLibrarySearch(term: string | null | undefined): LibrarySearch {
  const typed = term?.trim() ?? '';
  if (typed.startsWith('#')) {
    const tag = parseTags(typed.slice(1))[0];
    return tag ? { kind: 'tag', tag: tag.toLowerCase() } : { kind: 'none' };
  }
  return typed ? { kind: 'text', text: typed.toLowerCase() } : { kind: 'none' };
}

/** Whether a reference matches: `text` is what it reads as (value, nickname, tags), `tags` its tags text. */
export function matchesLibrarySearch(search: LibrarySearch, reference: { text: string; tags: string }): boolean {
  if (search.kind === 'none') return true;
  if (search.kind === 'tag') return parseTags(reference.tags).some((tag) => tag.toLowerCase() === search.tag);
  return reference.text.toLowerCase().includes(search.text);
}
