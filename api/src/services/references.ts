/**
 * The library's write path, shared by every route that stores a reference: the engine checks the data and
 * formats the values (a client can never store a wrong formatted value), and the row keeps the answer's JSON
 * text, its search text and its tags ready, so reads pass stored text through without parsing it.
 */
import { CURRENT_FORMATS, cleanTags, formatReference, referenceDataSchema, type FormattedValues, type ReferenceData } from '@ibid/engine';
import { badRequest } from '../errors.js';
import type { LegacyReference as LegacyRow, Reference as ReferenceRow } from '../generated/prisma/client.js';

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
  data: string;
  values: string;
  note: string;
  tags: string;
  nickname: string;
  searchText: string;
  tagText: string;
}

/** The engine's reading of a client's data: refused with the field and the rule it breaks. */
export function checkReferenceData(data: unknown): ReferenceData {
  const parsed = referenceDataSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  throw badRequest('invalid-reference-data', `${field ? `${field}: ` : ''}${issue.message}`);
}

/** The value in each current format; a format the type is not written in gets an empty value (row mode REVIEW). */
export function formatValues(referenceTypeID: number, data: ReferenceData): FormattedValues {
  return Object.fromEntries(CURRENT_FORMATS.map((format) => [format, { value: formatReference({ referenceTypeID, data }, format).html }])) as FormattedValues;
}

/** ",tag one,tag two,": a '#tag' search is a LIKE on a whole tag between commas. */
export const tagTextOf = (tags: string) => {
  const cleaned = cleanTags(tags).toLowerCase();
  return cleaned ? `,${cleaned.split(/\s*,\s*/).join(',')},` : '';
};

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');

export function referenceContent(input: ReferenceInput): ReferenceContent {
  const data = checkReferenceData(input.data);
  const values = formatValues(input.referenceTypeId, data);
  const tags = cleanTags(input.tags ?? '');
  const nickname = (input.nickname ?? '').trim();
  const title = data.title ?? '';
  const searchText = [...Object.values(values).map((v) => stripTags(v?.value ?? '')), title, nickname, tags].join('\n').toLowerCase();
  return {
    referenceTypeId: input.referenceTypeId,
    title,
    data: JSON.stringify(data),
    values: JSON.stringify(values),
    note: input.note ?? '',
    tags,
    nickname,
    searchText,
    tagText: tagTextOf(tags),
  };
}

type ReferenceColumns = Pick<ReferenceRow, 'id' | 'uniqueId' | 'referenceTypeId' | 'title' | 'data' | 'values' | 'note' | 'tags' | 'nickname' | 'legacyReferenceId' | 'isArchived' | 'isDeleted' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<ReferenceRow, 'mergedIntoId'>> & {
    /** The keeper's unique id, for a tombstone a merge left (papers cite references by unique id). */
    mergedIntoUniqueId?: string | null;
  };

/**
 * The reference as the api answers it, as JSON text: `data` and `values` are spliced in as stored. A tombstone a
 * merge left also names its keeper (`mergedIntoReferenceID`, `mergedIntoReferenceUniqueID`); other rows do not.
 */
export function referenceJson(row: ReferenceColumns): string {
  const head = JSON.stringify({
    referenceID: row.id,
    referenceUniqueID: row.uniqueId,
    referenceTypeID: row.referenceTypeId,
    title: row.title,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    note: row.note,
    tags: row.tags,
    nickname: row.nickname,
    legacyReferenceId: row.legacyReferenceId,
    ...(row.mergedIntoId ? { mergedIntoReferenceID: row.mergedIntoId, mergedIntoReferenceUniqueID: row.mergedIntoUniqueId } : {}),
  });
  return `${head.slice(0, -1)},"values":${row.values},"data":${row.data}}`;
}

type LegacyColumns = Pick<LegacyRow, 'id' | 'uniqueId' | 'referenceTypeId' | 'formatVersionId' | 'value' | 'displayValue' | 'name' | 'note' | 'tags' | 'legacyReferenceData' | 'isPrintedOnReferencePage' | 'isArchived' | 'isDeleted' | 'createdAt' | 'updatedAt'>;

/** A legacy reference as the api answers it (reference-library §3 Legacy reference): no `values`. */
export function legacyReferenceJson(row: LegacyColumns): string {
  return JSON.stringify({
    referenceID: row.id,
    referenceUniqueID: row.uniqueId,
    referenceTypeID: row.referenceTypeId,
    formatVersionID: row.formatVersionId,
    value: row.value,
    displayValue: row.displayValue,
    name: row.name,
    note: row.note,
    tags: row.tags,
    legacyReferenceData: row.legacyReferenceData,
    isPrintedOnReferencePage: row.isPrintedOnReferencePage,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  });
}

/** A list of stored JSON texts as one JSON array, without parsing any of them. */
export const jsonArray = (items: readonly string[]) => `[${items.join(',')}]`;
