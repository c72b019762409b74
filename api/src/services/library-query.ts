/**
 * The library list and search (reference-library §5 grid search, §9 sort keys): new-style and legacy references
 * filtered and sorted together in SQL on the stored search, tag and value text, then answered as stored JSON
 * spliced together. Nothing stored is parsed, so a library of 10,000 references stays fast.
 */
import type { Db } from '../db/prisma.js';
import { sqlOf } from '../db/sql-dialect.js';
import { Prisma } from '../generated/prisma/client.js';
import type { LibraryQuery } from '../schemas/references.js';
import { legacyReferencesJson, referencesJson, tagTextOf } from './references.js';

/** LIKE treats % and _ as wildcards: a user's term matches them literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What the search matches: '#tag' whole tags only (",tag," in tagText), anything else part of the search text. */
function searchCondition(search: string | undefined): Prisma.Sql {
  const term = search?.trim() ?? '';
  if (term.startsWith('#')) {
    const tags = tagTextOf(term.slice(1));
    return tags ? Prisma.sql`AND "tagText" LIKE ${`%${likeLiteral(tags)}%`} ESCAPE '\\'` : Prisma.empty;
  }
  return term ? Prisma.sql`AND "searchText" LIKE ${`%${likeLiteral(term.toLowerCase())}%`} ESCAPE '\\'` : Prisma.empty;
}

const ARCHIVED = { false: Prisma.sql`AND "isArchived" = false`, true: Prisma.sql`AND "isArchived" = true`, all: Prisma.empty } as const;

/**
 * A display value as the title sort reads it: the engine's HTML (only <i>, <sup> and four entities) as plain
 * lower-case text, leading quotes and brackets ignored, so "“Title”" sorts under T.
 */
const sortText = (html: Prisma.Sql) => Prisma.sql`lower(ltrim(
  replace(replace(replace(replace(replace(replace(replace(replace(${html}, '<i>', ''), '</i>', ''), '<sup>', ''), '</sup>', ''), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'),
  '“"‘''([ '))`;

const DIRECTION = { asc: Prisma.sql`ASC`, desc: Prisma.sql`DESC` } as const;

interface OrderRow {
  legacy: number | bigint;
  id: number | bigint;
  total: number | bigint;
}

/** The customer's references matching `query`, in its order, as the library answer's JSON text. */
export async function libraryJson(db: Db, customerId: number, query: LibraryQuery): Promise<string> {
  const filter = Prisma.sql`"customerId" = ${customerId} AND "isDeleted" = false ${ARCHIVED[query.archived]} ${searchCondition(query.search)}`;
  const direction = DIRECTION[query.direction];
  const sql = sqlOf(db);
  const sortKey = Prisma.sql`"sortKey" ${sql.byCodePoint}`;
  // Created-date sort breaks ties on the display title (§9), ascending whatever the date direction.
  const order =
    query.sort === 'title' ? Prisma.sql`${sortKey} ${direction}, "createdAt" DESC, "legacy", "id"` : Prisma.sql`"createdAt" ${direction}, ${sortKey} ASC, "legacy", "id"`;
  // One value read out of the stored JSON text in SQL, without the api parsing it.
  const stored = sql.jsonText(Prisma.sql`"sortJson"`, [query.format]);
  const shown = sql.jsonText(Prisma.sql`"contentJson"`, ['values', query.format, 'value']);
  const rows = await db.$queryRaw<OrderRow[]>`
    SELECT "legacy", "id", COUNT(*) OVER () AS "total" FROM (
      SELECT 0 AS "legacy", "id", "createdAt", coalesce(${stored}, ${sortText(Prisma.sql`coalesce(${shown}, '')`)}) AS "sortKey"
        FROM "Reference" WHERE ${filter}
      UNION ALL
      SELECT 1, "id", "createdAt", ${sortText(Prisma.sql`"displayValue"`)} FROM "LegacyReference" WHERE ${filter}
    ) "rows"
    ORDER BY ${order}
    LIMIT ${query.limit ?? sql.noLimit} OFFSET ${query.offset}`;

  const ordered = rows.map((r) => ({ legacy: Number(r.legacy) === 1, referenceID: Number(r.id) }));
  const idsOf = (legacy: boolean) => ordered.filter((o) => o.legacy === legacy).map((o) => o.referenceID);
  const [references, legacyReferences] = await Promise.all([referencesJson(db, idsOf(false)), legacyReferencesJson(db, idsOf(true))]);
  const total = rows.length ? Number(rows[0]!.total) : query.offset > 0 ? await countMatches(db, filter) : 0;
  return `{"references":${references},"legacyReferences":${legacyReferences},"order":${JSON.stringify(ordered)},"total":${total}}`;
}

/** The number of matches when the page asked for is past the last one (the window count then has no row). */
async function countMatches(db: Db, filter: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "Reference" WHERE ${filter}) + (SELECT COUNT(*) FROM "LegacyReference" WHERE ${filter}) AS "n"`;
  return Number(row?.n ?? 0);
}
