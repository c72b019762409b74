// The published @ibid/engine works for someone who only has the tarball: it installs into an empty
// folder, every subpath export imports in Node, and its type declarations resolve for TypeScript.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'ibid-engine-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const SUBPATHS = ['', '/import', '/metadata', '/commerce', '/validation', '/paper'];

describe('the @ibid/engine package', () => {
  let tarball = '';

  it('packs dist (ESM and .d.ts for every subpath) without tests or sources', () => {
    const [packed] = JSON.parse(run('npm', ['pack', '-w', 'engine', '--pack-destination', work, '--json'], root)) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = join(work, packed!.filename);
    const files = packed!.files.map((f) => f.path);
    for (const sub of SUBPATHS) {
      const base = sub ? `dist${sub}/index` : 'dist/index';
      expect(files).toContain(`${base}.js`);
      expect(files).toContain(`${base}.d.ts`);
    }
    expect(files.filter((f) => /\.test\.|^src\//.test(f))).toEqual([]);
    expect(files).toContain('package.json');
  });

  it('installs from the tarball into an empty folder and imports every subpath in Node', () => {
    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
    writeFileSync(
      join(app, 'check.mjs'),
      `import * as engine from '@ibid/engine';
import { importCslJson, importReferences } from '@ibid/engine/import';
import { identifiersInUrl, extractMetadata } from '@ibid/engine/metadata';
import { formatDollars } from '@ibid/engine/commerce';
import * as validation from '@ibid/engine/validation';
import { referenceListTitle } from '@ibid/engine/paper';
const ref = engine.fromCsl({ type: 'article-journal', title: 'T', DOI: 'https://doi.org/10.1037/amp0000722' });
console.log(JSON.stringify({
  types: engine.referenceTypes.length,
  typeId: ref.referenceTypeID,
  doi: ref.data.doi,
  imported: importCslJson('[{"type":"book","title":"B"}]').references.length,
  bibtex: importReferences('@book{k, title = {A {BibTeX} book}, year = 1999}').references[0].referenceTypeID,
  page: extractMetadata('<html><head><meta name="citation_title" content="A paper"><meta name="citation_journal_title" content="J"></head></html>', 'https://example.org/a').reference.referenceTypeID,
  arxiv: identifiersInUrl('https://arxiv.org/abs/1707.02264v3').arxiv,
  money: formatDollars(1999),
  validation: Object.keys(validation).length > 0,
  title: referenceListTitle('mla9'),
}));`,
    );
    expect(JSON.parse(run('node', ['check.mjs'], app))).toEqual({
      types: 48,
      typeId: 1,
      doi: '10.1037/amp0000722',
      imported: 1,
      bibtex: 2,
      page: 1,
      arxiv: '1707.02264v3',
      money: '$19.99',
      validation: true,
      title: 'Works Cited',
    });
  });

  it('gives TypeScript consumers the declarations of every subpath', () => {
    const app = join(work, 'app');
    writeFileSync(
      join(app, 'check.ts'),
      `import { fromCsl, type Reference, type ReferenceType } from '@ibid/engine';
import { importReferences, type ImportWarning } from '@ibid/engine/import';
import { identifiersInUrl, extractMetadata } from '@ibid/engine/metadata';
import { formatDollars } from '@ibid/engine/commerce';
import { referenceListTitle } from '@ibid/engine/paper';
const ref: Reference = fromCsl({ type: 'book', title: 'T' });
const warning: ImportWarning | undefined = undefined;
const t: ReferenceType | undefined = undefined;
export const out = [ref.referenceTypeID, warning, t, identifiersInUrl('x').doi, formatDollars(1), referenceListTitle('apa7'), importReferences('').warnings, extractMetadata('').confidence];
`,
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(() =>
      run('node', [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--skipLibCheck', 'false', 'check.ts'], app),
    ).not.toThrow();
  });
});
