/**
 * The web app's split by screen (issue 17), checked on the build's output, without a browser or a clock: the web
 * app is built (addin's own vite config) into a temporary folder with vite's manifest, and for each first screen
 * the scripts it loads before showing anything are the page's entry with its static imports, plus its route's chunk
 * (a lazy route) with its static imports, which vite preloads together. Each first screen must stay under 300 KB
 * of JavaScript gzipped (zlib's default level, as bench/cold-start.bench.mjs counts it) and load none of the
 * paper editor (its route's chunk, TipTap and ProseMirror). How long a cold start takes is the bench's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADDIN = fileURLToPath(new URL('../../addin/', import.meta.url));
const GOAL_KB = 300;
const EDITOR_ROUTE = 'src/screens/editor/editor-page.tsx';

/**
 * page: the html entry; route: the module of the screen's lazy route (the manifest's key for its chunk), if it has
 * one. The Word pane lays the paper out at once (its first screen is the paper's references): it formats with the
 * engine, whose formatting and paper layout load no zod (the model's schemas are modules of their own, issue 19).
 */
const FIRST_SCREENS: { name: string; page: string; route?: string }[] = [
  { name: 'the signed-out first screen (/login)', page: 'index.html', route: 'src/screens/auth/login-screen.tsx' },
  { name: "a signed-in user's first screen (the library)", page: 'index.html', route: 'src/screens/library/library-screen.tsx' },
  { name: 'the Word task pane (taskpane.html)', page: 'taskpane.html' },
];

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

let outDir: string;
let manifest: Record<string, Chunk>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ibid-first-screens-'));
  // Vitest sets NODE_ENV to 'test', and vite would then build React's development code: the build the users get is production's.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ADDIN, configFile: join(ADDIN, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  // A whole production build of the web app: seconds alone, longer beside the other test files.
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
function loaded(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const code = (key: string) => readFileSync(join(outDir, manifest[key]!.file));

describe('the first screens load only their own code', () => {
  it('the paper editor is a lazy route of its own', () => {
    expect(manifest[EDITOR_ROUTE]?.isDynamicEntry).toBe(true);
    expect(code(EDITOR_ROUTE).toString()).toContain('ProseMirror');
  });

  for (const screen of FIRST_SCREENS) {
    it(`${screen.name}: under ${GOAL_KB} KB of JavaScript gzipped, none of it the editor's`, () => {
      if (screen.route) expect(manifest[screen.route]?.isDynamicEntry).toBe(true);
      const chunks = loaded(screen.route ? [screen.page, screen.route] : [screen.page]);
      expect(chunks.has(EDITOR_ROUTE)).toBe(false);
      const withEditor = [...chunks].filter((key) => code(key).includes('ProseMirror'));
      expect(withEditor).toEqual([]);
      const kb = [...chunks].reduce((sum, key) => sum + gzipSync(code(key)).length, 0) / 1024;
      expect(kb, `${screen.name} loads ${kb.toFixed(1)} KB of JavaScript gzipped`).toBeLessThan(GOAL_KB);
    });
  }
});
