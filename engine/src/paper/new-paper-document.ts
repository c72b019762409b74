/** A new paper's document from the creation payload: its title section, an empty body and its reference list. */
import { EngineFailure } from '../result.js';
import { paperFormFields, type PaperFormField } from './paper-creators.js';
import { readPaperTitleFields, type PaperTitleFields, type PaperTitleFieldsInput } from './paper-title-fields.js';
import { paperTypeOf, type PaperType } from './paper-types.js';
import { paperReferenceListTitle } from './reference-list-title.js';
import { deriveRunningHead } from './running-head.js';
import type { PaperDocument, TitlePageAttrs } from './schema.js';

/** The spec's FontFamily default (word-addin §3 CitationFont: 1 Arial). */
const DEFAULT_CITATION_FONT = 1;

/**
 * The author note a professional paper starts with when IsAuthorNote is set: APA 7 (2.7) closes the note with the
 * correspondence paragraph, the one every author note has; the bracketed parts are for the writer to fill in.
 */
function authorNoteTemplate(author: string, institution: string): string {
  return `Correspondence concerning this article should be addressed to ${author || '[Author Name]'}, ${institution || '[Department, University, Address]'}. Email: [email address]`;
}

/** The title page's fields: those the paper type's form asks for, the rest left blank. */
function titlePageAttrs(type: PaperType, fields: PaperTitleFields): TitlePageAttrs {
  const shown = new Set<PaperFormField>(paperFormFields(type.id));
  const field = (name: Exclude<PaperFormField, 'IsAuthorNote'>) => (shown.has(name) ? fields[name] : '');
  const professional = shown.has('RunningHead');
  return {
    title: fields.Title,
    author: field('Author'),
    institution: field('Institution'),
    course: field('Course'),
    teacher: field('Teacher'),
    dueDate: field('DueDate'),
    runningHead: professional ? fields.RunningHead || deriveRunningHead(fields.Title) : '',
    authorNote: professional && fields.IsAuthorNote ? authorNoteTemplate(field('Author'), field('Institution')) : '',
  };
}

/**
 * The document of a new paper of a given type. Reads the payload's Title, Author, Course, Teacher, Institution,
 * DueDate, RunningHead and IsAuthorNote (missing ones blank, other keys ignored, text trimmed) and keeps those the
 * paper type's form shows. The title section is a `titlePage` node whose look comes from the paper type (APA's title
 * page, MLA's header block, Turabian's title page, a discussion post's title line); reference lists, annotated
 * bibliographies and adopted papers have none. The APA 7 professional paper's running head is the payload's or,
 * blank, derived from the title. Then one empty paragraph and the reference list, headed per `paperReferenceListTitle`.
 *
 * The api validates the payload first (`paperCreationPayloadSchema`), so bad input here is a caller's bug: an
 * unknown paper type or a field of the wrong type throws an `EngineFailure` ('unknown-paper-type',
 * 'invalid-paper-payload') naming it.
 */
export function newPaperDocument(payload: PaperTitleFieldsInput | Record<string, unknown>, paperTypeID: number): PaperDocument {
  const type = paperTypeOf(paperTypeID);
  const read = readPaperTitleFields(payload ?? {});
  if (!read.ok) throw new EngineFailure(read.error);
  const fields = read.value;
  return {
    type: 'doc',
    attrs: { paperTypeID: type.id, citationFont: DEFAULT_CITATION_FONT },
    content: [
      ...(type.titlePage === 'none' ? [] : [{ type: 'titlePage' as const, attrs: titlePageAttrs(type, fields) }]),
      { type: 'paragraph', attrs: { style: 'Normal' }, content: [] },
      { type: 'referenceList', attrs: { title: paperReferenceListTitle(type, fields.Title) }, content: [] },
    ],
  };
}
