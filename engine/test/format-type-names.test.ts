// Code names a reference type by its slug or kind (catalogue/type-kinds.ts), never by its number (issue 19): the
// formatters hold no type-id literal, and every style's rule table is keyed by slug.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FORMAT = fileURLToPath(new URL('../src/format/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A type id compared, collected or used as a key: `referenceTypeID === 43`, `new Set([1, 13])`, `43: { ...`. */
const TYPE_ID_LITERAL = /referenceTypeID\s*[!=]==?\s*\d|typeId\s*[!=]==?\s*\d|\bid\s*[!=]==?\s*\d|new Set\(\[\s*\d|^\s*\d+\s*:\s*[{a-z]/m;

describe('the formatters name types by slug', () => {
  it('hold no type-id number literal', () => {
    const offenders = sources(FORMAT).filter((file) => TYPE_ID_LITERAL.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
