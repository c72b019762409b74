/**
 * The library's write path, shared by every route that stores a reference: the engine checks the data and
 * formats the values (a client can never store a wrong formatted value), and the row keeps the answer's JSON
 * text, its search text and its tags ready, so reads pass stored text through without parsing it.
 */
import { CURRENT_FORMATS, cleanTags, formatReference, parseTags, plainText, referenceDataSchema, sortKey, type FormattedValues, type ReferenceData } from '@ibid/engine';
import { badRequest } from '../errors.js';
import type { Db } from '../db/prisma.js';
import { Prisma } from '../generated/prisma/client.js';
import { sqlOf, type SqlDialect } from '../db/sql-dialect.js';

export interface ReferenceInput {
  referenceTypeId: number;
  data: unknown;
  note?: string | undefined;
  tags?: string | undefined;
  nickname?: string | undefined;
}

/** The columns a reference's content sets, computed from what the client sent. */
export interface ReferenceContent {
  referenceTypeId: number;
  title: string;
  note: string;
  tags: string;
  nickname: string;
  searchText: string;
  tagText: string;
  contentJson: string;
  sortJson: string;
}

/** JSON with every character past ASCII written as a \u escape: the same value, in the cheapest text to move. */
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** What `contentJson` holds: the reference's content as its last save wrote it. */
export interface StoredContent {
  referenceTypeID: number;
  title: string;
  note: string;
  tags: string;
  nickname: string;
  values: FormattedValues;
  data: ReferenceData;
}

/** A stored reference's content, for the few writes that start from it (merge, share copies, duplicate checks). */
export const storedContent = (contentJson: string): StoredContent => JSON.parse(contentJson) as StoredContent;

/** The engine's reading of a client's data: refused with the field and the rule it breaks. */
function checkReferenceData(data: unknown): ReferenceData {
  const parsed = referenceDataSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  throw badRequest('invalid-reference-data', `${field ? `${field}: ` : ''}${issue.message}`);
}

/** The reference formatted in each current format: its HTML is the stored value, its plain text what a search matches. */
const formatCurrent = (referenceTypeID: number, data: ReferenceData) => CURRENT_FORMATS.map((format) => [format, formatReference({ referenceTypeID, data }, format)] as const);

const valuesOf = (formatted: ReturnType<typeof formatCurrent>) => Object.fromEntries(formatted.map(([format, out]) => [format, { value: out.html }])) as FormattedValues;

/** The value in each current format; a format the type is not written in gets an empty value (row mode REVIEW). */
export function formatValues(referenceTypeID: number, data: ReferenceData): FormattedValues {
  return valuesOf(formatCurrent(referenceTypeID, data));
}

/** ",tag one,tag two,": a '#tag' search is a LIKE on a whole tag between commas. */
export const tagTextOf = (tags: string) => {
  const lowered = parseTags(tags.toLowerCase());
  return lowered.length ? `,${lowered.join(',')},` : '';
};

export function referenceContent(input: ReferenceInput): ReferenceContent {
  const data = checkReferenceData(input.data);
  const formatted = formatCurrent(input.referenceTypeId, data);
  const values = valuesOf(formatted);
  const tags = cleanTags(input.tags ?? '');
  const nickname = (input.nickname ?? '').trim();
  const title = data.title ?? '';
  // Search reads text, never markup: a title's protective <span class="nocase"> must not match "nocase".
  const searchText = [...formatted.map(([, out]) => out.text), plainText(title), nickname, tags].join('\n').toLowerCase();
  return {
    referenceTypeId: input.referenceTypeId,
    title,
    note: input.note ?? '',
    tags,
    nickname,
    searchText,
    tagText: tagTextOf(tags),
    contentJson: asciiJson({ referenceTypeID: input.referenceTypeId, title, note: input.note ?? '', tags, nickname, values, data }),
    sortJson: JSON.stringify(Object.fromEntries(formatted.map(([format, out]) => [format, sortKey(out.text)]))),
  };
}

/**
 * The answer for one reference, as the database builds it: the state fields (ids, dates, flags, merge) written
 * here, then the content JSON stored at the last save (`referenceContent`). A sync or a list of 10,000 references
 * is concatenated in SQL and reaches the api as one all-ASCII string, with no row parsed or rebuilt in JS.
 */
function referenceAnswer(sql: SqlDialect): Prisma.Sql {
  const iso = (column: string) => sql.isoTime(Prisma.raw(`r."${column}"`));
  const bool = (column: string) => Prisma.raw(`CASE WHEN r."${column}" THEN 'true' ELSE 'false' END`);
  const quoted = (value: string) => sql.jsonQuote(Prisma.raw(value));
  return Prisma.join(
    [
      Prisma.sql`'{"referenceID":' || r."id"`,
      Prisma.sql`',"referenceUniqueID":' || ${quoted('r."uniqueId"')}`,
      Prisma.sql`',"createdDate":"' || ${iso('createdAt')} || '"'`,
      Prisma.sql`',"updatedDate":"' || ${iso('updatedAt')} || '"'`,
      Prisma.sql`',"isArchived":' || ${bool('isArchived')}`,
      Prisma.sql`',"isDeleted":' || ${bool('isDeleted')}`,
      Prisma.sql`',"legacyReferenceId":' || coalesce(CAST(r."legacyReferenceId" AS TEXT), 'null')`,
      // A merged tombstone names the reference that replaced it, so clients can re-point citations in papers.
      Prisma.sql`',"mergedIntoReferenceID":' || coalesce(CAST(r."mergedIntoId" AS TEXT), 'null')`,
      Prisma.sql`',"mergedIntoReferenceUniqueID":' || coalesce((SELECT ${quoted('k."uniqueId"')} FROM "Reference" k WHERE k."id" = r."mergedIntoId"), 'null')`,
      // The content fields, stored as one JSON object at each save: its braces give way to the fields above.
      Prisma.sql`',' || substr(r."contentJson", 2)`,
    ],
    ' || ',
  );
}

/** A legacy reference as the api answers it (reference-library §3 Legacy reference): no `values`; built in SQL too. */
function legacyReferenceAnswer(sql: SqlDialect): Prisma.Sql {
  const iso = (column: string) => sql.isoTime(Prisma.raw(`r."${column}"`));
  const bool = (column: string) => Prisma.raw(`CASE WHEN r."${column}" THEN 'true' ELSE 'false' END`);
  return Prisma.join(
    [
      Prisma.sql`'{"referenceID":' || r."id"`,
      Prisma.sql`',"referenceUniqueID":' || ${sql.jsonQuote(Prisma.raw('r."uniqueId"'))}`,
      Prisma.sql`',"referenceTypeID":' || r."referenceTypeId"`,
      Prisma.sql`',"formatVersionID":' || r."formatVersionId"`,
      ...['value', 'displayValue', 'name', 'note', 'tags', 'legacyReferenceData'].map((column) => Prisma.sql`${Prisma.raw(`',"${column}":'`)} || ${sql.jsonQuote(Prisma.raw(`r."${column}"`))}`),
      Prisma.sql`',"isPrintedOnReferencePage":' || ${bool('isPrintedOnReferencePage')}`,
      Prisma.sql`',"isArchived":' || ${bool('isArchived')}`,
      Prisma.sql`',"isDeleted":' || ${bool('isDeleted')}`,
      Prisma.sql`',"createdDate":"' || ${iso('createdAt')} || '"'`,
      Prisma.sql`',"updatedDate":"' || ${iso('updatedAt')} || '"}'`,
    ],
    ' || ',
  );
}

/** A table whose rows the database writes as answers: the table and the answer of its row `r`, per dialect. */
interface AnswerTable {
  table: Prisma.Sql;
  json: (sql: SqlDialect) => Prisma.Sql;
}
const once = <T>(make: (sql: SqlDialect) => T) => {
  const made = new Map<SqlDialect, T>();
  return (sql: SqlDialect) => made.get(sql) ?? made.set(sql, make(sql)).get(sql)!;
};
const REFERENCES: AnswerTable = { table: Prisma.raw('"Reference"'), json: once(referenceAnswer) };
const LEGACY_REFERENCES: AnswerTable = { table: Prisma.raw('"LegacyReference"'), json: once(legacyReferenceAnswer) };

type SqlReader = Pick<Db, '$queryRaw'>;

/** The answers of the rows with these ids, in this order, as one JSON array text. */
async function answersJson(db: SqlReader, { table, json }: AnswerTable, ids: readonly number[]): Promise<string> {
  if (ids.length === 0) return '[]';
  const sql = sqlOf(db);
  // One JSON parameter for the ids: thousands of ids stay one short statement.
  const [row] = await db.$queryRaw<{ answer: string | null }[]>`
    SELECT ${sql.jsonArrayOf(Prisma.sql`SELECT ${json(sql)} AS j, e.key AS k FROM ${sql.jsonIntegers(JSON.stringify(ids))} JOIN ${table} r ON r."id" = e.value`)} AS "answer"`;
  return row?.answer ?? '[]';
}

/** The answers of the rows a condition on `r` selects, in id order, as one JSON array text. */
async function answersWhereJson(db: SqlReader, { table, json }: AnswerTable, where: Prisma.Sql): Promise<string> {
  const sql = sqlOf(db);
  const [row] = await db.$queryRaw<{ answer: string | null }[]>`
    SELECT ${sql.jsonArrayOf(Prisma.sql`SELECT ${json(sql)} AS j, r."id" AS k FROM ${table} r WHERE ${where}`)} AS "answer"`;
  return row?.answer ?? '[]';
}

/** The answers of the references with these ids, in this order, as one JSON array text. */
export const referencesJson = (db: SqlReader, ids: readonly number[]) => answersJson(db, REFERENCES, ids);

/** The answer of one reference as JSON text. */
export const referenceJson = async (db: SqlReader, id: number) => (await referencesJson(db, [id])).slice(1, -1);

/** The answers of the references a condition on `r` selects, in id order, as one JSON array text. */
export const referencesWhereJson = (db: SqlReader, where: Prisma.Sql) => answersWhereJson(db, REFERENCES, where);

/** The answers of the legacy references with these ids, in this order, as one JSON array text. */
export const legacyReferencesJson = (db: SqlReader, ids: readonly number[]) => answersJson(db, LEGACY_REFERENCES, ids);

/** The answer of one legacy reference as JSON text. */
export const legacyReferenceJson = async (db: SqlReader, id: number) => (await legacyReferencesJson(db, [id])).slice(1, -1);

/** The answers of the legacy references a condition on `r` selects, in id order, as one JSON array text. */
export const legacyReferencesWhereJson = (db: SqlReader, where: Prisma.Sql) => answersWhereJson(db, LEGACY_REFERENCES, where);

/** A list of stored JSON texts as one JSON array, without parsing any of them. */
export const jsonArray = (items: readonly string[]) => `[${items.join(',')}]`;
