import { describe, expect, it } from 'vitest';
import { EngineFailure } from '../result.js';
import { newPaperDocument } from './new-paper-document.js';
import { paperCreationPayloadSchema } from './paper-creation-payload.js';
import { paperTypes } from './paper-types.js';
import { paperDocumentSchema, type PaperDocument } from './schema.js';

const payload = {
  Title: '  Sleep and Memory: A Meta-Analysis  ',
  Author: 'Ana Ruiz',
  Course: 'PSY 101',
  Teacher: 'Dr. Lee',
  Institution: 'Riverside College',
  DueDate: '2026-12-01',
  RunningHead: '',
  IsAuthorNote: false,
};

const titlePage = (doc: PaperDocument) => doc.content.find((node) => node.type === 'titlePage')?.attrs;
const listTitle = (doc: PaperDocument) => doc.content.find((node) => node.type === 'referenceList')?.attrs.title;

describe('a new paper document', () => {
  it.each(paperTypes.map((t) => [t.id, t.name] as const))('of paper type %i (%s) parses with the paper document schema', (id) => {
    const doc = newPaperDocument(payload, id);
    expect(paperDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.attrs).toEqual({ paperTypeID: id, citationFont: 1 });
  });

  it('gives an APA 7 student paper a title page with the student fields and no running head', () => {
    expect(titlePage(newPaperDocument(payload, 11))).toEqual({
      title: 'Sleep and Memory: A Meta-Analysis',
      author: 'Ana Ruiz',
      institution: 'Riverside College',
      course: 'PSY 101',
      teacher: 'Dr. Lee',
      dueDate: '2026-12-01',
      runningHead: '',
      authorNote: '',
    });
  });

  it('derives the professional paper running head from the title when the payload has none', () => {
    expect(titlePage(newPaperDocument(payload, 12))?.runningHead).toBe('SLEEP AND MEMORY');
  });

  it('keeps the running head the writer typed on a professional paper', () => {
    expect(titlePage(newPaperDocument({ ...payload, RunningHead: ' SLEEP ' }, 12))?.runningHead).toBe('SLEEP');
  });

  it('ignores a running head sent for a paper type that has none', () => {
    expect(titlePage(newPaperDocument({ ...payload, RunningHead: 'SLEEP' }, 11))?.runningHead).toBe('');
  });

  it('gives a professional paper with IsAuthorNote an author note naming the author, and none without', () => {
    expect(titlePage(newPaperDocument({ ...payload, IsAuthorNote: true }, 12))?.authorNote).toMatch(
      /^Correspondence concerning this article should be addressed to Ana Ruiz, Riverside College\./,
    );
    expect(titlePage(newPaperDocument(payload, 12))?.authorNote).toBe('');
    expect(titlePage(newPaperDocument({ ...payload, IsAuthorNote: true }, 11))?.authorNote).toBe('');
  });

  it('leaves the institution out of an MLA header block', () => {
    expect(titlePage(newPaperDocument(payload, 111))).toMatchObject({ author: 'Ana Ruiz', institution: '', teacher: 'Dr. Lee', dueDate: '2026-12-01' });
  });

  it('keeps only the title and course of a discussion post', () => {
    expect(titlePage(newPaperDocument(payload, 13))).toMatchObject({ title: 'Sleep and Memory: A Meta-Analysis', course: 'PSY 101', author: '', teacher: '', dueDate: '' });
  });

  it('gives a Turabian research paper its date', () => {
    expect(titlePage(newPaperDocument(payload, 211))?.dueDate).toBe('2026-12-01');
  });

  it('gives reference lists, annotated bibliographies and adopted papers no title page', () => {
    for (const id of [14, 113, 213, 15, 114, 214, 16, 115, 215]) expect(titlePage(newPaperDocument(payload, id)), String(id)).toBeUndefined();
  });

  it('heads a reference list with its document title, or by format when the title is blank', () => {
    expect(listTitle(newPaperDocument({ Title: 'Sources' }, 14))).toBe('Sources');
    expect(listTitle(newPaperDocument({ Title: '' }, 113))).toBe('Works Cited');
    expect(listTitle(newPaperDocument({}, 14))).toBe('References');
  });

  it.each([
    [11, 'References'],
    [111, 'Works Cited'],
    [211, 'Bibliography'],
    [212, 'Bibliography'],
    [1, 'References'],
    [101, 'Works Cited'],
  ])('heads the reference list of paper type %i "%s"', (id, title) => {
    expect(listTitle(newPaperDocument(payload, id))).toBe(title);
  });

  it('starts with one empty body paragraph before the reference list', () => {
    const doc = newPaperDocument(payload, 11);
    expect(doc.content.map((node) => node.type)).toEqual(['titlePage', 'paragraph', 'referenceList']);
    expect(doc.content[1]).toEqual({ type: 'paragraph', attrs: { style: 'Normal' }, content: [] });
    expect(doc.content[2]).toMatchObject({ content: [] });
  });

  it('ignores keys it does not know', () => {
    expect(titlePage(newPaperDocument({ ...payload, PaperType: 11, ShowPanel: true, Colour: 'red' }, 11))?.title).toBe('Sleep and Memory: A Meta-Analysis');
  });

  it('throws a clear EngineFailure for a field of the wrong type', () => {
    expect(() => newPaperDocument({ Title: 42 }, 11)).toThrow(EngineFailure);
    expect(() => newPaperDocument({ Title: 42 }, 11)).toThrow('Title: Title is text');
    expect(() => newPaperDocument({ DueDate: '12/01/2026' }, 11)).toThrow(/DueDate: Please enter a valid Date as yyyy-mm-dd/);
  });

  it('throws for a paper type the spec does not define', () => {
    expect(() => newPaperDocument(payload, 3)).toThrow(expect.objectContaining({ code: 'unknown-paper-type' }));
  });
});

const valid = { ...payload, PaperType: 11, ShowPanel: false };
const issues = (input: unknown) => {
  const result = paperCreationPayloadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the paper creation payload', () => {
  it('accepts the spec payload and trims its text', () => {
    const parsed = paperCreationPayloadSchema.parse(valid);
    expect(parsed).toMatchObject({ Title: 'Sleep and Memory: A Meta-Analysis', PaperType: 11, ShowPanel: false, IsAuthorNote: false });
  });

  it('accepts a payload with a class association', () => {
    const withClass = { ...valid, AssociatedEntityID: 7, AssociatedEntityName: 'PSY 101', AssociatedEntityTypeID: 2, ClassID: 7 };
    expect(paperCreationPayloadSchema.parse(withClass)).toMatchObject({ ClassID: 7, AssociatedEntityTypeID: 2 });
  });

  it('fills missing optional fields with blanks and false', () => {
    expect(paperCreationPayloadSchema.parse({ Title: 'T', PaperType: 13 })).toMatchObject({ Author: '', DueDate: '', IsAuthorNote: false, ShowPanel: false });
  });

  it('drops keys it does not know', () => {
    expect(paperCreationPayloadSchema.parse({ ...valid, Extra: 1 })).not.toHaveProperty('Extra');
  });

  it('requires a title with "Please enter Title"', () => {
    expect(issues({ ...valid, Title: '   ' })).toEqual([['Title', 'Please enter Title']]);
    expect(issues({ PaperType: 11 })).toEqual([['Title', 'Please enter Title']]);
  });

  it('asks bibliographies and reference lists for their "Document Title"', () => {
    expect(issues({ ...valid, Title: '', PaperType: 14 })).toEqual([['Title', 'Please enter Document Title']]);
    expect(issues({ ...valid, Title: '', PaperType: 214 })).toEqual([['Title', 'Please enter Document Title']]);
  });

  it('requires a running head on the APA 7 professional paper only, with "Please enter Running Head"', () => {
    expect(issues({ ...valid, PaperType: 12, RunningHead: ' ' })).toEqual([['RunningHead', 'Please enter Running Head']]);
    expect(issues({ ...valid, PaperType: 12, RunningHead: 'SLEEP' })).toEqual([]);
    expect(issues({ ...valid, PaperType: 11, RunningHead: '' })).toEqual([]);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '12/01/2026', 'soon'])('refuses the due date %s', (DueDate) => {
    expect(issues({ ...valid, DueDate })).toEqual([['DueDate', 'Please enter a valid Date as yyyy-mm-dd, or leave it empty']]);
  });

  it.each(['', '2028-02-29', '2026-12-31'])('accepts the due date "%s"', (DueDate) => {
    expect(issues({ ...valid, DueDate })).toEqual([]);
  });

  it.each([3, 2, 102, 11.5])('refuses paper type %s, which cannot be created', (PaperType) => {
    expect(issues({ ...valid, PaperType }).map(([path]) => path)).toEqual(['PaperType']);
  });

  it('accepts the adopted paper types, which adopting a paper creates', () => {
    expect(issues({ ...valid, PaperType: 16 })).toEqual([]);
  });

  it('refuses a class association missing one of its keys, or with a ClassID that is not the entity', () => {
    expect(issues({ ...valid, ClassID: 7 })).toEqual([['AssociatedEntityID', 'A class association needs AssociatedEntityID, AssociatedEntityName, AssociatedEntityTypeID, ClassID']]);
    const mismatched = { ...valid, AssociatedEntityID: 7, AssociatedEntityName: 'PSY', AssociatedEntityTypeID: 2, ClassID: 8 };
    expect(issues(mismatched)).toEqual([['ClassID', 'ClassID must be the AssociatedEntityID']]);
    expect(issues({ ...mismatched, ClassID: 7, AssociatedEntityTypeID: 3 }).map(([path]) => path)).toEqual(['AssociatedEntityTypeID']);
  });

  it('refuses wrong types with messages that name the field', () => {
    expect(issues({ ...valid, IsAuthorNote: 'yes' })).toEqual([['IsAuthorNote', 'IsAuthorNote is true or false']]);
    expect(issues({ ...valid, Author: 5 })).toEqual([['Author', 'Author is text']]);
  });

  it('refuses a field longer than a title page holds', () => {
    expect(issues({ ...valid, Course: 'x'.repeat(501) })).toEqual([['Course', 'Course is at most 500 characters']]);
  });
});
