/**
 * What a saved page shows its reader, written from the page before the extractor was run on it
 * (metadata/fixtures/pages/expected.json): the type by slug, the work's title, the first author's family name (or a
 * group's name), the date, and the container (or, for books and preprints, the publisher or archive). `unread`
 * names what the page shows that its head does not say (a byline only in the body), with why: not expected of a
 * capture. The engine's extractor tests, the extension's and `bench/page-capture-score.mjs` read the same file.
 */
export interface ReaderView {
  type: string;
  title?: string;
  author?: string;
  year?: number;
  month?: number;
  container?: string;
  publisher?: string;
  doi?: string;
  url?: string;
  unread?: Record<string, string>;
}
