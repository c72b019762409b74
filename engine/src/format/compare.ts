/** Comparing and sorting shared by the styles: letter-by-letter order, sortable titles, same-name tests. */

/** Letter by letter (APA 9.44, MLA 2.120, CMOS 14.64): spaces, punctuation, case and accents do not count. */
export const letterByLetter = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true, numeric: true });

/** A title without the leading article the styles ignore in sorting, nor leading punctuation. */
export const sortableTitle = (title: string | undefined): string => (title ?? '').replace(/^(the|an?)\s+/i, '').replace(/^[^\p{L}\p{N}]+/u, '');

const bare = (s: string) => s.toLowerCase().replace(/^the\s+/, '').replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether two names (a publisher and a group author, a site and its owner) are the same but for case, "The" and punctuation. */
export const sameName = (a: string | undefined, b: string | undefined): boolean => !!a && !!b && bare(a) === bare(b);
