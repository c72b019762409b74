/**
 * Two edits of one paper made apart (two tabs, a tab that was offline, a draft kept over a reload), merged so that
 * neither loses anything: a three-way merge over the document's top-level blocks against the version both started
 * from. A block only one side changed takes that side's change; where both changed the same blocks differently, both
 * versions stay (theirs, then mine) for the writer to reconcile. Without the common version every block of either
 * side is kept, in both sides' order.
 */
import { SINGLE_TOP_NODES, TOP_RANK, type PaperDocument, type PaperTopNode } from './schema.js';

/** JSON with object keys sorted: the same node reads the same whichever side (editor or api) wrote it. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );

/** Index pairs of a longest common subsequence of two key lists. */
function commonPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, index) => key === b[index]);

/** Where both sides changed one stretch differently: theirs, then whatever of mine theirs does not hold. */
const keepBoth = (mine: readonly string[], theirs: readonly string[]) => [...theirs, ...mine.filter((key) => !theirs.includes(key))];

/** A three-way merge of key lists (diff3): `base` undefined merges the two sides as a union in both orders. */
export function mergeLists(base: readonly string[] | undefined, mine: readonly string[], theirs: readonly string[]): string[] {
  if (!base) {
    const merged: string[] = [];
    let m = 0;
    let t = 0;
    for (const [i, j] of [...commonPairs(mine, theirs), [mine.length, theirs.length] as [number, number]]) {
      merged.push(...keepBoth(mine.slice(m, i), theirs.slice(t, j)));
      if (i < mine.length) merged.push(mine[i]!);
      m = i + 1;
      t = j + 1;
    }
    return merged;
  }
  // Base positions both sides kept unchanged are the sync points; the stretches between them merge one by one.
  const inMine = new Map(commonPairs(base, mine));
  const inTheirs = new Map(commonPairs(base, theirs));
  const syncs = base.map((_, index) => index).filter((index) => inMine.has(index) && inTheirs.has(index));
  const merged: string[] = [];
  let b = 0;
  let m = 0;
  let t = 0;
  for (const sync of [...syncs, base.length]) {
    const mineEnd = sync < base.length ? inMine.get(sync)! : mine.length;
    const theirsEnd = sync < base.length ? inTheirs.get(sync)! : theirs.length;
    const baseChunk = base.slice(b, sync);
    const mineChunk = mine.slice(m, mineEnd);
    const theirsChunk = theirs.slice(t, theirsEnd);
    if (sameList(mineChunk, baseChunk)) merged.push(...theirsChunk);
    else if (sameList(theirsChunk, baseChunk) || sameList(mineChunk, theirsChunk)) merged.push(...mineChunk);
    else merged.push(...keepBoth(mineChunk, theirsChunk));
    if (sync < base.length) merged.push(base[sync]!);
    b = sync + 1;
    m = mineEnd + 1;
    t = theirsEnd + 1;
  }
  return merged;
}

/**
 * The merged paper: its blocks merged as above, then put back in the model's order (front matter, body, reference
 * list, appendices) with each once-only part kept once (theirs first where both changed it). The paper's attrs are
 * mine where I changed them, otherwise theirs.
 */
export function mergePaperDocuments(base: PaperDocument | undefined, mine: PaperDocument, theirs: PaperDocument): PaperDocument {
  const nodes = new Map<string, PaperTopNode>();
  const keys = (doc: PaperDocument) =>
    doc.content.map((node) => {
      const key = canonicalJson(node);
      nodes.set(key, node);
      return key;
    });
  const merged = mergeLists(base && keys(base), keys(mine), keys(theirs)).map((key) => nodes.get(key)!);
  const seen = new Set<string>();
  const content = merged
    .filter((node) => {
      if (!(SINGLE_TOP_NODES as readonly string[]).includes(node.type)) return true;
      if (seen.has(node.type)) return false;
      seen.add(node.type);
      return true;
    })
    .map((node, index) => ({ node, index }))
    .sort((a, b) => TOP_RANK[a.node.type] - TOP_RANK[b.node.type] || a.index - b.index)
    .map(({ node }) => node);
  const attrsChanged = !base || canonicalJson(mine.attrs) !== canonicalJson(base.attrs);
  return { ...mine, attrs: attrsChanged ? mine.attrs : theirs.attrs, content };
}

/** The paper's references after both edits, as sets: theirs, less those I removed, then those I added. */
export function mergeReferenceIds(base: readonly string[] | undefined, mine: readonly string[], theirs: readonly string[]): string[] {
  const removed = new Set((base ?? []).filter((id) => !mine.includes(id)));
  return [...theirs.filter((id) => !removed.has(id)), ...mine].filter((id, index, all) => all.indexOf(id) === index);
}
