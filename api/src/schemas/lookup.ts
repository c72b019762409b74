/** The lookup's query and answer (reference-library §3 "Third-party lookup result", §7 Lookup, §8 messages). */
import { z } from 'zod';

const LOOKUP_SEARCH_REQUIRED = 'Please enter a search: a DOI, an ISBN, a URL, or an author and title';
const MAX_SEARCH = 2_000;

export const lookupQuery = z.object({
  search: z
    .string({ error: LOOKUP_SEARCH_REQUIRED })
    .trim()
    .min(1, LOOKUP_SEARCH_REQUIRED)
    .max(MAX_SEARCH, `A search can be at most ${MAX_SEARCH} characters`)
    .describe("What the user typed, URL-encoded ('&' as %26): a DOI, an ISBN, a URL, or author and title words"),
});

const lookupResultSchema = z.object({
  id: z.number().int().describe('1 journal article, 2 book or chapter, 0 any other work (shown only under All results)'),
  typeLabel: z.string().describe("'Journal Article', 'Book', 'Book Chapter', 'Data Set'..."),
  title: z.string(),
  subTitle: z.string().nullable(),
  authorInfo: z.string(),
  publisherInfo: z.string(),
  imageUrl: z.string().nullable(),
  referenceData: z
    .looseObject({ referenceTypeID: z.number().int(), data: z.record(z.string(), z.unknown()) })
    .describe('The reference step 3 opens: its type id and data'),
  duplicateOf: z
    .object({
      referenceID: z.number().int(),
      referenceUniqueID: z.string(),
      matchedOn: z.enum(['doi', 'url', 'isbn']),
    })
    .nullable()
    .describe("The customer's own library reference with the same DOI, URL or ISBN, or null"),
});

export const lookupResponseSchema = z
  .object({
    results: z.array(lookupResultSchema),
    messages: z.array(
      z.object({
        messageTypeID: z
          .number()
          .int()
          .describe('1 invalid DOI, 2 DOI without data, 3 URL needs a login, 4 URL not responding, 5 not an active URL, 7 a file on the computer, 0 unable to process'),
      }),
    ),
  })
  .describe('No results and no message: nothing was found');
