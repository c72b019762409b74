// Conformance to the style authorities' published examples, as a ratchet (see oracle/README.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCitation, formatReference, fromCsl, type FormatId } from '../src/index.js';
import type { ExampleCase } from './example-case.js';

interface OracleCase extends ExampleCase {
  /** Checks not scored, with the reason. */
  exclude?: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITIES[e.toLowerCase()] ?? m));

/** The scorer's lenient reading: quotes, dashes and punctuation at italics' edges do not count. */
function lenient(html: string, plain: boolean): string {
  let s = decode(html.replace(/<\s*(\/?)\s*(em|i)\b[^>]*>/gi, '<$1i>').replace(/<(?!\/?i>)[^>]*>/g, ''))
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/<\/i><i>/g, '')
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[–‑‐]/g, '-');
  for (let k = 0; k < 3; k++) s = s.replace(/([.,:;!?]+)<\/i>/g, '</i>$1').replace(/<i>([.,:;]+)/g, '$1<i>');
  s = s.replace(/<\/i>([.,:;]\s*)<i>/g, '$1').replace(/<\/i><i>/g, '').replace(/\s+/g, ' ').trim();
  return plain ? s.replace(/<\/?i>/g, '') : s;
}

const STYLES: FormatId[] = ['apa7', 'mla9', 'turabian9'];
const passFile = new URL('./oracle/pass.txt', import.meta.url);
const listed = new Set(readFileSync(passFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));

function checks(style: FormatId, c: OracleCase): { check: string; expected: string; got: () => string; plain: boolean }[] {
  const ref = fromCsl(c.csl);
  const cite = (kind: string, opts = {}) => {
    const location = c.locators?.[kind];
    return formatCitation([{ reference: ref, ...(location ? { location } : {}) }], style, opts);
  };
  const all = [
    { check: 'reference', expected: c.expected_reference, got: () => formatReference(ref, style).html, plain: false },
    { check: 'parenthetical', expected: c.expected_parenthetical, got: () => cite('parenthetical').first.html, plain: true },
    { check: 'narrative', expected: c.expected_narrative, got: () => cite('narrative', { narrative: true }).first.html, plain: true },
    { check: 'in-text', expected: c.expected_in_text, got: () => cite('in-text').first.html, plain: true },
    { check: 'note', expected: c.expected_note, got: () => cite('note').first.html, plain: false },
    { check: 'short-note', expected: c.expected_short_note, got: () => cite('short-note').subsequent.html, plain: false },
  ];
  return all.filter((x): x is typeof x & { expected: string } => x.expected !== undefined && !c.exclude?.[x.check]);
}

const results = new Map<string, boolean>();
for (const style of STYLES) {
  const cases = JSON.parse(readFileSync(new URL(`./oracle/${style}.cases.json`, import.meta.url), 'utf8')) as OracleCase[];
  for (const c of cases) {
    for (const { check, expected, got, plain } of checks(style, c)) {
      let out: string;
      try {
        out = got();
      } catch {
        out = '';
      }
      results.set(`${c.id} ${check}`, lenient(out, plain) === lenient(expected, plain));
    }
  }
}

describe('the authorities\' examples (ratchet)', () => {
  if (process.env.ORACLE_UPDATE) {
    const passing = [...results].filter(([, ok]) => ok).map(([k]) => k);
    writeFileSync(passFile, `# Checks the engine passes; see README.md. Regenerate with ORACLE_UPDATE=1.\n${passing.join('\n')}\n`);
  }

  it('still passes every listed check', () => {
    expect([...listed].filter((k) => results.get(k) !== true)).toEqual([]);
  });

  it('lists every check it passes, so progress is recorded', () => {
    expect([...results].filter(([k, ok]) => ok && !listed.has(k)).map(([k]) => k)).toEqual([]);
  });
});
