/** The saved web pages the engine's metadata tests use (engine/src/metadata/fixtures; index.json gives each page's original URL and kind). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReaderView } from '../../../engine/src/testing/reader-view.js';

// A path, not a URL: under jsdom `URL` is jsdom's, which node:url does not take.
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../engine/src/metadata/fixtures/');

export interface FixturePage {
  /** e.g. "pages/plos-pone.0000001.html" */
  file: string;
  /** Where the page was saved from; null when unknown. */
  url: string | null;
  /** What the page is, e.g. "journal-article", "news", "blog (scholarly blog, has DOI)". */
  kind: string;
}

export const fixturePages = (): FixturePage[] => JSON.parse(readFileSync(`${FIXTURES_DIR}pages/index.json`, 'utf8')) as FixturePage[];

/** The entry whose file name contains `name`. */
export function fixturePage(name: string): FixturePage & { html: string } {
  const page = fixturePages().find((p) => p.file.includes(name));
  if (!page) throw new Error(`No fixture page matches ${name}`);
  return { ...page, html: readFileSync(FIXTURES_DIR + page.file, 'utf8') };
}

/** The reader's view of each page that has one, by file name ("reuters-us-venture-fundraising.html"). */
export const readerViews = (): Record<string, ReaderView> => JSON.parse(readFileSync(`${FIXTURES_DIR}pages/expected.json`, 'utf8')) as Record<string, ReaderView>;
