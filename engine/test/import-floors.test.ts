// The engine's floors (issue 19, engine/README.md): no import cycle among its modules nor among its folders, and
// each folder imports only the folders on the floors below it. Value imports only: `import type` is erased.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** engine/src's folders, lowest floor first; a folder may import the folders on lower floors, none beside or above it. */
const FLOORS: readonly (readonly string[])[] = [
  ['text', 'identifiers'],
  ['model'],
  ['catalogue'],
  ['commerce'],
  ['validation'],
  ['rules'],
  ['format'],
  ['csl'],
  ['legacy', 'lookup', 'metadata'],
  ['import'],
  ['paper'],
];
/** Test helpers and fixtures, not part of the engine that ships. */
const LEFT_OUT = /^(testing|fixtures|__tests__)$/;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return LEFT_OUT.test(entry.name) ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

// `import`/`export ... from` that is not `import type`/`export type`: what stays in the built JavaScript.
const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
}

const files = modules(SRC);
const graph = new Map(
  files.map((file) => {
    const targets = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].flatMap((m) => resolveImport(file, m[1]!) ?? []);
    return [file, new Set(targets)] as const;
  }),
);

/** The top folder under src a module lives in; '.' for the modules beside index.ts. */
const folderOf = (file: string) => (relative(SRC, dirname(file)).split(sep)[0] || '.');
const name = (file: string) => relative(SRC, file);

/** Tarjan's strongly connected components of more than one node: the cycles. */
function cycles(g: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Each import that crosses folders, as "from-folder -> to-folder (from-file => to-file)". */
const crossings = [...graph].flatMap(([file, targets]) =>
  [...targets].filter((target) => folderOf(target) !== folderOf(file)).map((target) => ({ from: folderOf(file), to: folderOf(target), file, target })),
);
const describeCrossing = (c: (typeof crossings)[number]) => `${c.from} -> ${c.to} (${name(c.file)} => ${name(c.target)})`;

describe("the engine's floors", () => {
  it('has no import cycle among its modules', () => {
    expect(cycles(graph).map((cycle) => cycle.map(name))).toEqual([]);
  });

  it('has no import cycle among its folders', () => {
    const folders = new Map<string, Set<string>>();
    for (const c of crossings) if (c.from !== '.' && c.to !== '.') folders.set(c.from, (folders.get(c.from) ?? new Set()).add(c.to));
    expect(cycles(folders)).toEqual([]);
  });

  it('places every folder on a floor', () => {
    const folders = new Set(files.map(folderOf).filter((folder) => folder !== '.'));
    expect([...folders].sort()).toEqual(FLOORS.flat().sort());
  });

  it('lets each folder import only the folders on the floors below it', () => {
    const floor = new Map(FLOORS.flatMap((folders, i) => folders.map((folder) => [folder, i] as const)));
    const upward = crossings.filter((c) => c.from !== '.' && c.to !== '.' && floor.get(c.to)! >= floor.get(c.from)!);
    expect(upward.map(describeCrossing)).toEqual([]);
  });

  it('keeps the modules beside index.ts (results, formats, platforms, import warnings) below every folder', () => {
    const up = crossings.filter((c) => c.from === '.' && !c.file.endsWith(`${sep}index.ts`));
    expect(up.map(describeCrossing)).toEqual([]);
  });
});
