import { describe, expect, it } from 'vitest';
import { newPaperDocument, paperDataCitations, readPaperDocx, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import { fromBase64 } from './testing/base64';
import { FakeWord, paragraph } from './testing/fake-word';
import { fakePaperApi, libraryOf } from './testing/word-paper';
import { citationOf, walker } from '../../screens/editor/editor-fixtures';
import { adoptPaper, openNewPaper } from './paper-setup';
import { wordStartup } from './startup';
import { createWordHost } from './word-host';

const record = { paperGUID: 'ADOPTED-1', paperID: 9, paperTypeID: 16, title: 'My essay' };

describe('adopting the open document', () => {
  it('gives it the record’s properties, a reference list at its end on a page of its own, and an empty data part', async () => {
    const word = new FakeWord([paragraph('My essay.')], {});
    expect(await adoptPaper(word.apis(), record)).toBe(true);
    expect(Object.fromEntries(word.doc.properties)).toMatchObject({ PaperGUID: 'ADOPTED-1', PaperID: '9', PaperTypeID: '16', Title: 'My essay' });
    expect(word.controls()).toEqual([{ tag: REFERENCE_LIST_TAG, title: 'Reference List', text: 'References', cannotEdit: false, appearance: 'BoundingBox', kind: 'block' }]);
    expect(word.text()).toEqual(['My essay.', 'References']);
    expect(word.doc.body.at(-1)).toMatchObject({ kind: 'block', children: [{ style: 'Section Title', pageBreakBefore: true }] });
    expect(paperDataCitations(word.paperDataXml()!).citations.size).toBe(0);
    expect((await wordStartup(word.apis())).screen).toBe('paper');
    const read = readPaperDocx(word.docx());
    expect(read.ok && read.value).toMatchObject({ paperGUID: 'ADOPTED-1', paperTypeID: 16 });
  });

  it('brings the paper’s styles into a document that lacks them, so its citations and reference list can be written', async () => {
    const word = new FakeWord([paragraph('My essay.')], {});
    expect(word.doc.styles.has('Reference')).toBe(false);
    await adoptPaper(word.apis(), record);
    const host = createWordHost({ ...word.apis(), api: fakePaperApi(['REF-WALKER']), library: libraryOf([walker]), newId: () => 'CITE-1' });
    word.cursorAtEndOf(word.doc.body[0] as ReturnType<typeof paragraph>);
    await host.insertCitation(citationOf('CITE-1', 'REF-WALKER'));
    expect(word.text().at(-1)).toMatch(/^Walker, M\./);
    expect(word.controls().find((control) => control.tag === REFERENCE_LIST_TAG)?.cannotEdit).toBe(true);
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
