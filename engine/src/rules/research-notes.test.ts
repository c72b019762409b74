import { describe, expect, it } from 'vitest';
import {
  RESEARCH_NOTE_SORTS,
  citationForReference,
  searchResearchNotes,
  sortResearchNotes,
  storedCitationText,
  storedNoteText,
  editableNoteText,
} from './research-notes.js';

describe('editableNoteText', () => {
  it('gives back what was typed: line breaks and the characters stored escaped', () => {
    const typed = 'Compare <b> & "quotes"\nwith the 2019 cohort';
    expect(editableNoteText(storedNoteText(typed))).toBe(typed);
  });
});

describe('storedNoteText', () => {
  it('stores line breaks, typed or already <br>, as <br> and trims the ends', () => {
    expect(storedNoteText('  Line one\r\nline two\rthree<BR/>four<br >\n ')).toBe('Line one<br>line two<br>three<br>four');
  });

  it('escapes any other markup but keeps entities already written', () => {
    expect(storedNoteText('<b>bold</b> & Tom &amp; Jerry &#39;x&#x27;')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; Tom &amp; Jerry &#39;x&#x27;');
  });

  it('is empty for a blank note, however it is blank', () => {
    expect(storedNoteText('')).toBe('');
    expect(storedNoteText('  \n\t ')).toBe('');
    expect(storedNoteText('<br> <br/>\n')).toBe('');
    expect(storedNoteText('&nbsp;<br>&nbsp;')).toBe('');
  });
});

describe('storedCitationText', () => {
  it("is '' for none and the re-serialised JSON of an object otherwise", () => {
    expect(storedCitationText('  ')).toBe('');
    expect(storedCitationText('{ "type": 3,  "value": "12" }')).toBe('{"type":3,"value":"12"}');
  });

  it('is undefined for anything but an object', () => {
    for (const text of ['[1]', 'null', '"text"', '3', '{not json']) expect(storedCitationText(text)).toBeUndefined();
  });
});

describe('citationForReference', () => {
  it('points the citation data, wrapped or bare, at the other reference', () => {
    expect(JSON.parse(citationForReference('{"citationData":{"referenceUniqueID":"old","type":3}}', 'new'))).toEqual({ citationData: { referenceUniqueID: 'new', type: 3 } });
    expect(JSON.parse(citationForReference('{"referenceUniqueID":"old","value":"9"}', 'new'))).toEqual({ referenceUniqueID: 'new', value: '9' });
  });

  it('leaves an empty citation, and one naming no reference, as they are', () => {
    expect(citationForReference('', 'new')).toBe('');
    expect(JSON.parse(citationForReference('{"citationData":{"type":3}}', 'new'))).toEqual({ citationData: { type: 3 } });
  });
});

describe('sortResearchNotes', () => {
  const citationAt = (type: number, value: string) => JSON.stringify({ citationData: { referenceUniqueID: 'r', type, value } });
  const notes = (
    [
      ['page 12', citationAt(3, '12')],
      ['uncited', ''],
      ['page 9', citationAt(3, '9')],
      ['whole work', citationAt(0, '')],
      ['paragraph 2', citationAt(4, '2')],
      ['page 9 again', citationAt(3, '9')],
    ] as const
  ).map(([note, citation], i) => ({ id: i + 1, note, citation, createdAt: new Date(1_000 * i) }));
  const sorted = (sortBy: (typeof RESEARCH_NOTE_SORTS)[keyof typeof RESEARCH_NOTE_SORTS]) => sortResearchNotes(notes, sortBy).map((n) => n.note);

  it('sorts by created date newest or oldest first', () => {
    expect(sorted(RESEARCH_NOTE_SORTS.NEWEST)).toEqual(['page 9 again', 'paragraph 2', 'whole work', 'page 9', 'uncited', 'page 12']);
    expect(sorted(RESEARCH_NOTE_SORTS.OLDEST)).toEqual(['page 12', 'uncited', 'page 9', 'whole work', 'paragraph 2', 'page 9 again']);
  });

  it('sorts by where the citation points, first to last or last to first; no location, then no citation, follow oldest first', () => {
    expect(sorted(RESEARCH_NOTE_SORTS.CITATION_FIRST_TO_LAST)).toEqual(['page 9', 'page 9 again', 'page 12', 'paragraph 2', 'whole work', 'uncited']);
    expect(sorted(RESEARCH_NOTE_SORTS.CITATION_LAST_TO_FIRST)).toEqual(['paragraph 2', 'page 12', 'page 9', 'page 9 again', 'whole work', 'uncited']);
  });

  it('breaks a tie in created date by id, and does not change the list it is given', () => {
    const same = [
      { id: 2, citation: '', createdAt: new Date(0) },
      { id: 1, citation: '', createdAt: new Date(0) },
    ];
    expect(sortResearchNotes(same, RESEARCH_NOTE_SORTS.OLDEST).map((n) => n.id)).toEqual([1, 2]);
    expect(sortResearchNotes(same, RESEARCH_NOTE_SORTS.NEWEST).map((n) => n.id)).toEqual([2, 1]);
    expect(same.map((n) => n.id)).toEqual([2, 1]);
  });
});

describe('searchResearchNotes', () => {
  const notes = [{ note: 'Reading Habits<br>of students' }, { note: 'Tom &amp; Jerry' }, { note: 'nothing here' }];
  const found = (search: string | undefined) => searchResearchNotes(notes, search).map((n) => n.note);

  it('matches the note text case-insensitively across line breaks and entities', () => {
    expect(found('habits of')).toEqual(['Reading Habits<br>of students']);
    expect(found(' tom & ')).toEqual(['Tom &amp; Jerry']);
    expect(found('br')).toEqual([]);
  });

  it('keeps every note for a blank or absent term', () => {
    expect(found(' ')).toHaveLength(3);
    expect(found(undefined)).toHaveLength(3);
  });
});
