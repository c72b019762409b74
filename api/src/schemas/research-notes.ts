/** Bodies, queries and answers of the research note routes (word-addin §3 Research note, §7). */
import { CITATION_MAX, EMPTY_NOTE, RESEARCH_NOTE_MAX, RESEARCH_NOTE_SORTS, storedCitationText, storedNoteText, type ResearchNoteSort } from '@ibid/engine';
import { z } from 'zod';
import { positiveId } from './common.js';

/** The note as typed: line breaks become <br>, other markup is escaped; blank after trimming is refused. */
const noteField = z
  .string({ error: EMPTY_NOTE })
  .max(RESEARCH_NOTE_MAX, `A research note can be at most ${RESEARCH_NOTE_MAX.toLocaleString('en')} characters`)
  .transform(storedNoteText)
  .refine((note) => note !== '', EMPTY_NOTE)
  .describe('Plain text; line breaks (\\n or <br>) are stored as <br>, any other markup is escaped');

/** The citation as JSON text of an object; empty for none. */
const citationField = z
  .string({ error: 'The citation must be the JSON text of an object, or empty' })
  .max(CITATION_MAX, `The citation can be at most ${CITATION_MAX.toLocaleString('en')} characters`)
  .transform((text, ctx) => {
    const stored = storedCitationText(text);
    if (stored !== undefined) return stored;
    ctx.addIssue({ code: 'custom', message: 'The citation must be the JSON text of an object, or empty' });
    return z.NEVER;
  });

export const createResearchNoteBody = z.object({
  GenesisReferenceID: positiveId('GenesisReferenceID'),
  Note: noteField,
  Citation: citationField.default('').describe('JSON text of the citation data, or empty'),
});

export const updateResearchNoteBody = z.object({
  GenesisReferenceID: positiveId('GenesisReferenceID'),
  GenesisResearchNoteID: positiveId('GenesisResearchNoteID'),
  Note: noteField,
  Citation: citationField.optional().describe('JSON text of the citation data; empty removes the citation; absent leaves it'),
});

export const researchNoteIdParams = z.object({ id: positiveId('research note id') });

const SORT_MESSAGE = 'sortBy must be 0, 1, 2 or 3';

export const researchNoteListQuery = z.object({
  referenceId: positiveId('referenceId').optional().describe("One reference's notes; absent: every note in the library"),
  sortBy: z.coerce
    .number({ error: SORT_MESSAGE })
    .pipe(z.literal(Object.values(RESEARCH_NOTE_SORTS) as ResearchNoteSort[], { error: SORT_MESSAGE }))
    .default(RESEARCH_NOTE_SORTS.NEWEST)
    .describe(
      '0 created newest first, 1 oldest first, 2 citation first to last, 3 citation last to first. The citation orders sort notes by ' +
        'location type then value (page 9 before page 12); notes cited without a location and notes without a citation follow, oldest first.',
    ),
  search: z.string().max(200, 'The search can be at most 200 characters').optional().describe('Words in the note text, case-insensitive'),
});

export const researchNoteSchema = z
  .object({
    genesisResearchNoteID: z.number().int(),
    genesisResearchNoteUniqueID: z.string(),
    genesisReferenceID: z.number().int(),
    referenceUniqueID: z.string(),
    note: z.string().describe('HTML text: line breaks as <br>, everything else escaped'),
    citation: z.string().describe('JSON text of the citation data, or empty'),
    isDeleted: z.boolean(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .describe('A research note (word-addin §3)');

export const researchNoteListSchema = z.object({ researchNotes: z.array(researchNoteSchema) });
