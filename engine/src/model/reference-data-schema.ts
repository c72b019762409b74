/** The zod schema of a reference's `data` (reference-data.ts), derived field by field from the field dictionary's kinds. */
import { z } from 'zod';
import { FIELDS, type FieldKind, type FieldName } from './fields.js';
import { parseArxivId, parseDoi, parseIsbn, parseIssn, parsePmcid, parsePmid, parseWebUrl } from '../identifiers/index.js';
import type { Result } from '../result.js';
import { contributorSchema } from './contributor-schema.js';
import { pagesSchema } from './page-range-schema.js';
import { partialDateSchema } from './partial-date-schema.js';
import { publisherSchema } from './publisher-schema.js';
import type { ReferenceData } from './reference-data.js';

/** A string checked and normalised by an identifier parser; its message is the parser's. */
function identifier(parse: (s: string) => Result<string>) {
  return z.string().transform((s, ctx) => {
    const parsed = parse(s);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  });
}

const text = z.string().trim().min(1);

const KIND_SCHEMAS = {
  text,
  'long-text': text,
  title: text,
  contributors: z.array(contributorSchema),
  date: partialDateSchema,
  pages: pagesSchema,
  publishers: z.array(publisherSchema),
  doi: identifier(parseDoi),
  isbns: z.array(identifier(parseIsbn)),
  issn: identifier(parseIssn),
  url: identifier(parseWebUrl),
  pmid: identifier(parsePmid),
  pmcid: identifier(parsePmcid),
  arxiv: identifier(parseArxivId),
  choice: text,
} satisfies Record<FieldKind, z.ZodType>;

type KindOf<F extends FieldName> = (typeof FIELDS)[F]['kind'];
type Shape = { [F in FieldName]: z.ZodOptional<(typeof KIND_SCHEMAS)[KindOf<F>]> };

function fieldSchema(name: FieldName): z.ZodType {
  const def = FIELDS[name];
  const base = 'options' in def ? z.enum(def.options as unknown as [string, ...string[]]) : KIND_SCHEMAS[def.kind];
  return base.optional();
}

/** Every field optional, unknown keys refused, identifiers normalised (a DOI link becomes the bare DOI). */
export const referenceDataSchema = z
  .object(Object.fromEntries((Object.keys(FIELDS) as FieldName[]).map((name) => [name, fieldSchema(name)])) as Shape)
  .strict() satisfies z.ZodType<ReferenceData>;

export type ReferenceDataInput = z.input<typeof referenceDataSchema>;
