import { describe, expect, it } from 'vitest';
import { newPaperDocument, paperDataCitations, readPaperDocx, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import { fromBase64 } from './testing/base64';
import { FakeWord, paragraph } from './testing/fake-word';
import { adoptPaper, openNewPaper } from './paper-setup';
import { wordStartup } from './startup';

const record = { paperGUID: 'ADOPTED-1', paperID: 9, paperTypeID: 16, title: 'My essay' };

describe('adopting the open document', () => {
  it('gives it the record’s properties, a locked reference list at its end and an empty data part', async () => {
    const word = new FakeWord([paragraph('My essay.')], {});
    expect(await adoptPaper(word.apis(), record)).toBe(true);
    expect(Object.fromEntries(word.doc.properties)).toMatchObject({ PaperGUID: 'ADOPTED-1', PaperID: '9', PaperTypeID: '16', Title: 'My essay' });
    expect(word.controls()).toEqual([{ tag: REFERENCE_LIST_TAG, title: 'Reference List', text: 'References', cannotEdit: true, appearance: 'BoundingBox', kind: 'block' }]);
    expect(word.text()).toEqual(['My essay.', 'References']);
    expect(paperDataCitations(word.paperDataXml()!).citations.size).toBe(0);
    expect((await wordStartup(word.apis())).screen).toBe('paper');
    const read = readPaperDocx(word.docx());
    expect(read.ok && read.value).toMatchObject({ paperGUID: 'ADOPTED-1', paperTypeID: 16 });
  });

  it('leaves a document that already is a paper as it is', async () => {
    const word = new FakeWord([paragraph('My essay.')], { PaperGUID: 'OTHER' });
    expect(await adoptPaper(word.apis(), record)).toBe(false);
    expect(Object.fromEntries(word.doc.properties)).toEqual({ PaperGUID: 'OTHER' });
    expect(word.controls()).toEqual([]);
  });
});

describe('a new paper', () => {
  it('opens as a document of its own, the engine’s .docx tied to its record', async () => {
    const word = new FakeWord([paragraph()], {});
    await openNewPaper(word.apis(), newPaperDocument({ Title: 'Sleep' }, 11), { paperGUID: 'NEW-1', paperID: 3 });
    expect(word.doc.opened).toHaveLength(1);
    const read = readPaperDocx(fromBase64(word.doc.opened[0]!));
    expect(read.ok && read.value).toMatchObject({ paperGUID: 'NEW-1', paperID: 3, paperTypeID: 11 });
  });
});
