// A realistic library for the api benchmarks: the engine's 1,000-item bench corpus, repeated with variations
// (title words, author order, years, identifiers, tags) until it has `count` references, each stored the way the
// api stores one (`referenceContent`: checked data, formatted values, search and tag text), in bulk.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromCsl, newReferenceUniqueId } from '@ibid/engine';
import { referenceContent } from '../api/dist/services/references.js';

const corpus = JSON.parse(readFileSync(new URL('./data/corpus-1000.json', import.meta.url), 'utf8'));

/** Words appended to titles from the second copy of the corpus on, so titles and search hits vary. */
const TITLE_WORDS = ['revisited', 'a replication', 'second edition', 'new evidence', 'in context', 'a review', 'reconsidered', 'an update', 'field notes', 'a critique'];
/** Tags on about one reference in five; 'thesis' is what the '#tag' search row looks for. */
const BENCH_TAGS = ['thesis', 'chapter 2, methods', 'to read', 'statistics', 'primary source'];

/** The corpus item for copy `copy` of item `index`: copy 0 is the item itself. */
function variant(item, copy, index) {
  if (copy === 0) return item;
  const out = { ...item, title: `${item.title}: ${TITLE_WORDS[(copy + index) % TITLE_WORDS.length]}` };
  // Rotating the author list changes the first author, so the sort order and the formatted value change too.
  if (item.author?.length > 1) out.author = [...item.author.slice(copy % item.author.length), ...item.author.slice(0, copy % item.author.length)];
  const year = item.issued?.['date-parts']?.[0]?.[0];
  if (typeof year === 'number') out.issued = { 'date-parts': [[year + (copy % 7)]] };
  // Distinct identifiers: the copies are not duplicates of one another (the bench is about reading, not merging).
  if (item.DOI) out.DOI = `${item.DOI}.${copy}`;
  if (item.URL) out.URL = `${item.URL.replace(/\/$/, '')}/v${copy}`;
  delete out.ISBN;
  return out;
}

/** Stores `count` references for `customerId`, created and last updated a minute apart up to `now`. */
export async function seedLibrary(db, { customerId, count, now = new Date() }) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const index = i % corpus.length;
    const reference = fromCsl(variant(corpus[index], Math.floor(i / corpus.length), index));
    const tags = i % 5 === 0 ? BENCH_TAGS[(i / 5) % BENCH_TAGS.length] : undefined;
    const content = referenceContent({ referenceTypeId: reference.referenceTypeID, data: reference.data, tags });
    const updatedAt = new Date(now.getTime() - (count - i) * 60_000);
    rows.push({ ...content, customerId, uniqueId: newReferenceUniqueId(randomUUID), isArchived: i % 50 === 0, createdAt: updatedAt, updatedAt });
  }
  // One transaction, in chunks: SQLite limits the bound parameters of one statement.
  await db.$transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.reference.createMany({ data: rows.slice(i, i + 500) });
  }, { timeout: 120_000 });
}
