import { describe, expect, it } from 'vitest';
import { paperTitleFieldsSchema } from './paper-creation-payload.js';
import { readPaperTitleFields } from './paper-title-fields.js';

/** What the api's schema makes of a payload, in readPaperTitleFields' terms: the fields, or the first issue named by its field. */
function bySchema(payload: unknown) {
  const parsed = paperTitleFieldsSchema.safeParse(payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: { code: 'invalid-paper-payload', message: `${issue.path.join('.')}: ${issue.message}` } };
}

const PAYLOADS: Record<string, unknown>[] = [
  {},
  { Title: '  Sleep and Memory  ', Author: 'Ana López', Course: 'PSY 101', Teacher: 'Dr. Chen', Institution: 'State', DueDate: '2026-03-04', RunningHead: 'SLEEP', IsAuthorNote: true },
  { Title: 'T', PaperType: 11, ShowPanel: true, Other: 'ignored' },
  { DueDate: '  ' },
  { DueDate: '2026-02-29' },
  { DueDate: '2028-02-29' },
  { DueDate: '12/01/2026' },
  { DueDate: 20260304 },
  { Title: 42 },
  { Author: null },
  { Course: 'x'.repeat(501) },
  { Course: ` ${'x'.repeat(500)} ` },
  { IsAuthorNote: 'yes' },
  { RunningHead: 7, DueDate: 'soon', Teacher: false },
];

describe('readPaperTitleFields', () => {
  it('reads every payload as the api schema does: the same fields, or the same first message', () => {
    for (const payload of PAYLOADS) expect(readPaperTitleFields(payload), JSON.stringify(payload)).toEqual(bySchema(payload));
  });

  it('names the field in error and what is wrong with it', () => {
    expect(readPaperTitleFields({ Teacher: 3 })).toEqual({ ok: false, error: { code: 'invalid-paper-payload', message: 'Teacher: Instructor is text' } });
  });

  it('refuses a payload that is not an object', () => {
    expect(readPaperTitleFields('Title').ok).toBe(false);
    expect(readPaperTitleFields([]).ok).toBe(false);
  });
});
