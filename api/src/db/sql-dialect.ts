/**
 * The few pieces of the api's hand-written SQL that SQLite and PostgreSQL spell differently, so each query is
 * written once (identifiers double-quoted and booleans as true/false, which both read alike). The stored JSON
 * columns are text in both: PostgreSQL reads them as jsonb where a query looks inside.
 */
import { Prisma } from '../generated/prisma/client.js';
import { providerOfDb, type DatabaseProvider } from './prisma.js';

export interface SqlDialect {
  /** The text at `path` in a JSON text column: a string's or number's text, an object's or array's JSON; NULL when absent. */
  jsonText(column: Prisma.Sql, path: readonly string[]): Prisma.Sql;
  /** A text value as a JSON string literal. */
  jsonQuote(value: Prisma.Sql): Prisma.Sql;
  /** A stored time as `Date.prototype.toISOString` writes it. */
  isoTime(value: Prisma.Sql): Prisma.Sql;
  /** The integers of a JSON array, as a FROM item `e` with `value` and its position `key`. */
  jsonIntegers(json: string): Prisma.Sql;
  /** One JSON array text of the `j` column of `rows`, ordered by their `k` column; NULL for no rows. */
  jsonArrayOf(rows: Prisma.Sql): Prisma.Sql;
  /** LIMIT with no limit (an OFFSET needs a LIMIT before it in SQLite). */
  noLimit: Prisma.Sql;
  /** A comparison by code point, as SQLite compares text and the engine's sort keys expect. */
  byCodePoint: Prisma.Sql;
}

const SQLITE: SqlDialect = {
  jsonText: (column, path) => Prisma.sql`json_extract(${column}, ${`$.${path.join('.')}`})`,
  jsonQuote: (value) => Prisma.sql`json_quote(${value})`,
  isoTime: (value) => Prisma.sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${value})`,
  jsonIntegers: (json) => Prisma.sql`json_each(${json}) e`,
  // group_concat keeps the order of its subquery's rows.
  jsonArrayOf: (rows) => Prisma.sql`(SELECT '[' || group_concat(j, ',') || ']' FROM (${rows} ORDER BY k))`,
  noLimit: Prisma.sql`-1`,
  byCodePoint: Prisma.empty,
};

const POSTGRESQL: SqlDialect = {
  jsonText: (column, path) => Prisma.sql`(${column}::jsonb #>> ${`{${path.join(',')}}`}::text[])`,
  jsonQuote: (value) => Prisma.sql`to_json(${value}::text)::text`,
  // Prisma's DateTime columns are timestamp(3) holding UTC.
  isoTime: (value) => Prisma.sql`to_char(${value}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  jsonIntegers: (json) => Prisma.sql`(SELECT value::int AS value, key FROM jsonb_array_elements_text(${json}::jsonb) WITH ORDINALITY AS t(value, key)) e`,
  jsonArrayOf: (rows) => Prisma.sql`(SELECT '[' || string_agg(j, ',' ORDER BY k) || ']' FROM (${rows}) rows)`,
  noLimit: Prisma.sql`ALL`,
  byCodePoint: Prisma.sql`COLLATE "C"`,
};

const DIALECTS: Record<DatabaseProvider, SqlDialect> = { sqlite: SQLITE, postgresql: POSTGRESQL };

/** The dialect of the database a client (or a transaction's client) is on. */
export const sqlOf = (db: object): SqlDialect => DIALECTS[providerOfDb(db)];
