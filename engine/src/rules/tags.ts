/** Tags: the comma-separated labels a user gives a reference, cleaned the same way everywhere (reference-library §5). */

/** What tags are joined with when stored and shown. */
export const TAG_SEPARATOR = ', ';

/**
 * The tags in typed text: split on commas, trimmed (inner runs of spaces collapsed), empties dropped,
 * duplicates dropped case-insensitively keeping the first spelling.
 */
export function parseTags(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Tags text as it is stored: "history, WWII, primary source"; blank text gives ''. */
export function cleanTags(text: string | null | undefined): string {
  return parseTags(text).join(TAG_SEPARATOR);
}
