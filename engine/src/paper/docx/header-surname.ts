/**
 * MLA's page-header surname, apart from headers.ts: that module builds the .docx headers with the docx library, and
 * whatever imported it (the title page's lines, shown by the editor and the pane) would load the whole library.
 */

/** The surname MLA prints beside the page number: the first author's last name ("Ana María López" gives "López"). */
export function headerSurname(author: string): string {
  const first = author.split(/\s*(?:;|&|\band\b)\s*/)[0]?.trim() ?? '';
  const words = first.split(/\s+/).filter(Boolean);
  return words.at(-1) ?? '';
}
