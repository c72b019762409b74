/**
 * Importing a file into the library: the engine reads BibTeX, RIS or CSL-JSON, every reference of a known type is
 * stored through the shared write path in one transaction (all or nothing), and references of no known type (48)
 * go back to the client, which asks the user for a type and creates them one by one.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { MISC_TYPE_ID, newReferenceUniqueId, type Reference } from '@ibid/engine';
import { importReferences, type ImportFormat, type ImportWarning } from '@ibid/engine/import';
import type { Db } from '../db/prisma.js';
import { ApiError, badRequest } from '../errors.js';
import { referenceContent, referencesJson, type ReferenceContent } from './references.js';
import { withSentenceCaseTitles } from '@ibid/engine';

/** Rows per INSERT: SQLite caps the parameters one statement may bind. */
const INSERT_CHUNK = 500;
/** References formatted between two yields of the event loop, so a large file does not stall other requests. */
const FORMAT_CHUNK = 100;

export interface ImportRequest {
  customerId: number;
  text: string;
  format?: ImportFormat | undefined;
  fileName?: string | undefined;
  /** The clock, read once the values are formatted, just before the rows are written (see library-sync's overlap). */
  now: () => Date;
}

/** The references whose type the user must pick (type 48), each with the warnings of its own entry. */
function unidentified(references: readonly Reference[], entries: readonly string[], warnings: readonly ImportWarning[]) {
  const byEntry = new Map<string | undefined, ImportWarning[]>();
  for (const w of warnings) {
    const own = byEntry.get(w.entry);
    if (own) own.push(w);
    else byEntry.set(w.entry, [w]);
  }
  return references.flatMap((reference, i) => (reference.referenceTypeID === MISC_TYPE_ID ? [{ reference, warnings: byEntry.get(entries[i]) ?? [] }] : []));
}

/** Stores the file's references for the customer and answers the import as JSON text; refuses a file with none (400). */
export async function importIntoLibrary(db: Db, request: ImportRequest): Promise<string> {
  const read = importReferences(request.text, request.format);
  const { entries, warnings } = read;
  // Titles in sentence case, the file's own kept for the writer to check (engine csl/imported-titles.ts).
  const references = read.references.map(withSentenceCaseTitles);
  if (references.length === 0) {
    const why = warnings[0] ?? { code: 'no-references', message: 'No references were found in this file.' };
    throw badRequest(why.code, request.fileName ? `${request.fileName}: ${why.message}` : why.message);
  }
  const identified = references.filter((r) => r.referenceTypeID !== MISC_TYPE_ID);
  const contents: ReferenceContent[] = [];
  for (const [i, reference] of identified.entries()) {
    if (i > 0 && i % FORMAT_CHUNK === 0) await yieldToOthers();
    try {
      contents.push(referenceContent({ referenceTypeId: reference.referenceTypeID, data: reference.data, note: reference.note, tags: reference.tags, nickname: reference.nickname }));
    } catch (error) {
      // The engine's own check refusing the engine's import is an engine bug: the entry is skipped, not the file.
      if (!(error instanceof ApiError)) throw error;
      warnings.push({ code: 'entry-skipped', message: `"${reference.data.title ?? `Entry ${i + 1}`}" was skipped: ${error.message}` });
    }
  }
  const now = request.now();
  const rows = await db.$transaction(
    async (tx) => {
      const created = [];
      for (let i = 0; i < contents.length; i += INSERT_CHUNK) {
        const chunk = contents.slice(i, i + INSERT_CHUNK).map((content) => ({ ...content, customerId: request.customerId, uniqueId: newReferenceUniqueId(randomUUID), createdAt: now, updatedAt: now }));
        created.push(...(await tx.reference.createManyAndReturn({ data: chunk })));
      }
      return created;
    },
    { timeout: 60_000 },
  );
  return (
    `{"imported":${rows.length},"references":${await referencesJson(db, rows.map((row) => row.id))}` +
    `,"unidentified":${JSON.stringify(unidentified(references, entries, warnings))}` +
    `,"warnings":${JSON.stringify(warnings)}}`
  );
}
