import { describe, expect, it, vi } from 'vitest';
import { citationTag, controlTag, paperDataCitations, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import { citationOf, diekelmann, walker } from '../../screens/editor/editor-fixtures';
import { ApiError } from '../../api/http';
import { HostError } from '../document-host';
import { WORD_MESSAGES, WORD_TOO_OLD } from './messages';
import { dismissWordOnlineNotice, wordStartup } from './startup';
import type { FakeWord } from './testing/fake-word';
import { fakePaperApi, libraryOf, PAPER_GUID, wordPaper, type WordPaperOptions } from './testing/word-paper';
import { createWordHost } from './word-host';

const library = libraryOf([walker, diekelmann]);

function open(options: WordPaperOptions & { ids?: string[]; wordApi?: number } = {}) {
  const { word, text } = wordPaper(options);
  if (options.wordApi) word.wordApi = options.wordApi;
  const api = fakePaperApi(options.ids ?? ['REF-WALKER', 'REF-DIEKELMANN']);
  let id = 0;
  const host = createWordHost({ ...word.apis(), api, library, newId: () => `ID-${(id += 1)}` });
  return { word, text, api, host };
}

/** What a failed call must leave: the document exactly as it was. */
const snapshot = (word: FakeWord) => JSON.stringify({ body: word.doc.body, properties: [...word.doc.properties], parts: word.doc.xmlParts });

const rejection = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
};

const listText = (word: FakeWord) => word.controls().find((c) => c.tag === REFERENCE_LIST_TAG)!.text;

describe('WordHost start-up', () => {
  it('opens on the load-error block in a Word without WordApi 1.3', async () => {
    const { word } = wordPaper();
    word.wordApi = 1.2;
    expect((await wordStartup(word.apis())).screen).toBe('load-error');
  });

  it('opens a paper from its properties, and a legacy paper on Legacy format', async () => {
    expect(await wordStartup(wordPaper({ paperTypeID: 111 }).word.apis())).toMatchObject({ screen: 'paper', online: false, paper: { paperGUID: PAPER_GUID, type: { id: 111 } } });
    expect((await wordStartup(wordPaper({ paperTypeID: 1 }).word.apis())).screen).toBe('legacy-format');
  });

  it('sends a document without a paper to adoption, and a clean copy to its redirect', async () => {
    expect((await wordStartup(wordPaper({ properties: { PaperGUID: '' } }).word.apis())).screen).toBe('adopt-paper');
    expect((await wordStartup(wordPaper({ properties: { PaperGUID: '', ConvertedToSimple: 'true' } }).word.apis())).screen).toBe('clean-copy-redirect');
  });

  it('says Turabian is not available yet in Word on the web', async () => {
    const { word } = wordPaper({ paperTypeID: 211 });
    word.platform = 'OfficeOnline';
    expect(await wordStartup(word.apis())).toMatchObject({ screen: 'word-online-format-unavailable', online: true });
  });
});

describe('Word on the web notices', () => {
  it('shows the running-head and section-break notices once per document', async () => {
    const { word } = wordPaper({ paperTypeID: 12, properties: { UsePageBreaks: 'false' } });
    word.platform = 'OfficeOnline';
    expect((await wordStartup(word.apis())).notices).toEqual(['running-head', 'section-breaks']);
    await dismissWordOnlineNotice(word.apis(), 'running-head');
    expect(word.doc.properties.get('HasSeenShowRunningHeadOnApa7ProPaper')).toBe('true');
    expect((await wordStartup(word.apis())).notices).toEqual(['section-breaks']);
  });

  it('shows none on the desktop, nor the section-break one to a paper using page breaks', async () => {
    expect((await wordStartup(wordPaper({ paperTypeID: 12, properties: { UsePageBreaks: 'false' } }).word.apis())).notices).toEqual([]);
    const { word } = wordPaper({ paperTypeID: 11, properties: { UsePageBreaks: 'true' } });
    word.platform = 'OfficeOnline';
    expect((await wordStartup(word.apis())).notices).toEqual([]);
  });
});

describe('WordHost paper', () => {
  it('answers the paper, its format and title from the document properties', async () => {
    const { host } = open({ paperTypeID: 111 });
    expect(await host.paper()).toMatchObject({ paperGUID: PAPER_GUID, paperTypeID: 111, format: 'mla9', title: 'Sleep and Memory', advancedMode: false });
    expect(await host.paperFormat('apa7')).toBe('mla9');
  });

  it('answers no paper for a document without a PaperGUID, and the fallback format', async () => {
    const { host } = open({ properties: { PaperGUID: '' } });
    expect(await host.paper()).toBeUndefined();
    expect(await host.paperFormat('turabian9')).toBe('turabian9');
  });

  it('reads the paper back from the document’s bytes, citations included', async () => {
    const { host } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const document = await host.paperDocument();
    expect(document?.attrs.paperTypeID).toBe(11);
    expect(document?.content[0]).toMatchObject({ type: 'titlePage', attrs: { title: 'Sleep and Memory', author: 'Ada Student' } });
    const paragraph = document?.content.find((node) => node.type === 'paragraph');
    expect(paragraph).toMatchObject({ content: [{ type: 'text', text: 'Sleep matters.' }, { type: 'citation', attrs: { citationUniqueID: 'C-1' } }] });
    const layout = await host.layout();
    expect(layout.citations['C-1']?.text.text).toBe('(Walker, 2017)');
    expect(layout.referenceList.entries.map((e) => e.referenceUniqueID)).toEqual(['REF-DIEKELMANN', 'REF-WALKER']);
  });
});

describe('WordHost subscribe', () => {
  it('tells its listeners of the writer’s changes once the cursor rests, until they unsubscribe', async () => {
    vi.useFakeTimers();
    try {
      const { host, word } = open();
      const heard: number[] = [];
      const off = host.subscribe(() => heard.push(1));
      word.selectionChanged();
      word.selectionChanged();
      vi.advanceTimersByTime(200);
      expect(heard).toEqual([1]);
      off();
      expect(word.handlers.size).toBe(0);
      word.selectionChanged();
      vi.advanceTimersByTime(200);
      expect(heard).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('WordHost citations', () => {
  it('inserts a citation as a locked control tagged with its id, keeps its data and lays out the list', async () => {
    const { host, word } = open();
    const heard: string[] = [];
    host.subscribe(() => heard.push('changed'));
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(word.controls().find((c) => c.tag === citationTag('C-1'))).toEqual({ tag: 'ibid:citation:C-1', title: 'Citation', text: '(Walker, 2017)', cannotEdit: true, appearance: 'BoundingBox', kind: 'inline' });
    expect(word.text()).toContain('Sleep matters.(Walker, 2017)');
    expect([...paperDataCitations(word.paperDataXml()!).citations.keys()]).toEqual(['C-1']);
    expect(listText(word)).toMatch(/^References\nDiekelmann, S., & Born, J\. \(2010\)\..*\nWalker, M\. \(2017\)\. Why we sleep\. Scribner\.$/);
    expect(heard).toEqual(['changed']);
    // The cursor stands after the citation, where typing goes on.
    expect(word.doc.caret.index).toBe(2);
  });

  it('bookmarks each reference list entry with its anchor, in italics where the format says', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const list = word.control(REFERENCE_LIST_TAG)!;
    if (list.kind !== 'block') throw new Error('the list is a block control');
    const entries = list.children.slice(1);
    expect(entries.map((p) => p.kind === 'p' && p.style)).toEqual(['Reference', 'Reference']);
    expect(entries.every((p) => p.kind === 'p' && p.bookmarks[0]?.startsWith('ibid_ref_'))).toBe(true);
    const walkerEntry = entries[1]!;
    expect(walkerEntry.kind === 'p' && walkerEntry.inlines.filter((i) => i.kind === 'run' && i.italic).map((i) => i.kind === 'run' && i.text)).toEqual(['Why we sleep']);
  });

  it('numbers citations in document order: one inserted before another comes first', async () => {
    const { host, word, text } = open({ paperTypeID: 211 });
    await host.insertCitation(citationOf('C-LATER', 'REF-WALKER'));
    word.doc.caret = { paragraph: text, index: 0 };
    await host.insertCitation(citationOf('C-FIRST', 'REF-WALKER'));
    const layout = await host.layout();
    expect(layout.citationOrder).toEqual(['C-FIRST', 'C-LATER']);
    // Turabian: the first note is the full note, the later one the short note, each a footnote marked in its control.
    const notes = word.notes().map((note) => note.text);
    expect(notes).toEqual([layout.citations['C-FIRST']!.note!.text.text, layout.citations['C-LATER']!.note!.text.text]);
    expect(notes[1]!.length).toBeLessThan(notes[0]!.length);
    expect(word.controls().filter((c) => c.kind === 'inline').map((c) => [c.tag, c.text, c.cannotEdit])).toEqual([
      ['ibid:citation:C-FIRST', '', true],
      ['ibid:citation:C-LATER', '', true],
    ]);
  });

  it('rewrites a Turabian citation’s footnote in place, and keeps its notes in Advanced Edit Mode', async () => {
    const { host, word } = open({ paperTypeID: 211 });
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const [note] = word.notes();
    await host.updateCitation({ ...citationOf('C-1', 'REF-WALKER'), items: [{ referenceUniqueID: 'REF-WALKER', namePart: true, datePart: true, location: { type: 3, value: '12' } }] } as never);
    expect(word.notes()).toEqual([note]);
    expect(note!.text).toMatch(/12\.$/);
    await host.enableAdvancedMode();
    expect(word.controls()).toEqual([]);
    expect(word.text()[word.text().indexOf('Sleep matters.')]).toBe('Sleep matters.');
    expect(JSON.stringify(word.doc.body)).toContain(JSON.stringify(note));
  });

  it('writes a Turabian note’s text in its control in a Word without footnotes in its api', async () => {
    const { host, word } = open({ paperTypeID: 211, wordApi: 1.4 });
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const layout = await host.layout();
    expect(word.notes()).toEqual([]);
    expect(word.control(citationTag('C-1'))).toMatchObject({ runs: [{ text: layout.citations['C-1']!.note!.text.text }] });
  });

  it.each([
    ['the title page', controlTag('title-page')],
    ['the reference list', REFERENCE_LIST_TAG],
  ])('refuses a citation in %s and leaves the document as it was', async (_where, tag) => {
    const { host, word } = open();
    word.cursorIn(tag);
    const before = snapshot(word);
    const error = await rejection(host.insertCitation(citationOf('C-1', 'REF-WALKER')));
    expect(error.code).toBe('citation-placement');
    expect(error.message).toBe(WORD_MESSAGES['citation-placement']);
    expect(snapshot(word)).toBe(before);
  });

  it('refuses a citation inside another citation', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    word.cursorIn(citationTag('C-1'));
    const before = snapshot(word);
    expect((await rejection(host.insertCitation(citationOf('C-2', 'REF-WALKER')))).code).toBe('citation-placement');
    expect(snapshot(word)).toBe(before);
  });

  it('allows a citation in the abstract', async () => {
    const { host, word } = open();
    await host.insertAbstract();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const abstract = word.control(controlTag('abstract'))!;
    expect(abstract.kind === 'block' && abstract.children.map((p) => p.kind === 'p' && p.inlines.some((i) => i.kind === 'inline'))).toEqual([false, true]);
  });

  it('refuses citations in a Word without custom XML parts (WordApi 1.4), changing nothing', async () => {
    const { host, word } = open({ wordApi: 1.3 });
    const before = snapshot(word);
    expect(await rejection(host.insertCitation(citationOf('C-1', 'REF-WALKER')))).toMatchObject({ code: 'failed', message: WORD_TOO_OLD });
    expect(snapshot(word)).toBe(before);
  });

  it('draws the reference list in a Word of WordApi 1.3, its entries without bookmarks', async () => {
    const { host, word } = open({ wordApi: 1.3, ids: [] });
    await host.addReferences(['REF-WALKER']);
    expect(listText(word)).toMatch(/^References\nWalker, M\. \(2017\)/);
    expect(JSON.stringify(word.doc.body)).not.toContain('ibid_ref_');
  });

  it('answers a citation, updates its data and text, and removes it with its data', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(await host.citation('C-1')).toEqual(citationOf('C-1', 'REF-WALKER'));
    expect(await host.citation('C-NONE')).toBeUndefined();

    await host.updateCitation({ ...citationOf('C-1', 'REF-WALKER'), items: [{ referenceUniqueID: 'REF-WALKER', namePart: true, datePart: true, location: { type: 3, value: '12' } }] } as never);
    expect(word.control(citationTag('C-1'))).toMatchObject({ runs: [{ text: '(Walker, 2017, p. 12)' }] });
    expect(paperDataCitations(word.paperDataXml()!).citations.get('C-1')?.attrs.items[0]?.location).toMatchObject({ value: '12' });

    await host.removeCitation('C-1');
    expect(word.control(citationTag('C-1'))).toBeUndefined();
    expect(word.text()).toContain('Sleep matters.');
    expect(paperDataCitations(word.paperDataXml()!).citations.size).toBe(0);
  });

  it('fails to update a citation that is gone, changing nothing', async () => {
    const { host, word } = open();
    const before = snapshot(word);
    expect((await rejection(host.updateCitation(citationOf('C-GONE', 'REF-WALKER')))).code).toBe('failed');
    expect(snapshot(word)).toBe(before);
  });

  it('reveals a citation by selecting its control', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.revealCitation('C-1');
    expect(word.doc.selected).toBe(word.control(citationTag('C-1')));
    expect((await rejection(host.revealCitation('C-GONE'))).code).toBe('failed');
  });

  it('lists the paper’s references with their citations’ texts', async () => {
    const { host } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(await host.references()).toEqual([
      { referenceUniqueID: 'REF-WALKER', citations: [{ citationUniqueID: 'C-1', displayValue: '(Walker, 2017)' }] },
      { referenceUniqueID: 'REF-DIEKELMANN', citations: [] },
    ]);
  });
});

describe('WordHost annotated bibliography', () => {
  it('keeps each annotation’s text under its entry when the list is drawn again, the list open to typing', async () => {
    const { host, word } = open({ paperTypeID: 15, ids: ['REF-WALKER'] });
    await host.addReferences(['REF-DIEKELMANN']);
    const list = word.control(REFERENCE_LIST_TAG)!;
    if (list.kind !== 'block') throw new Error('the list is a block control');
    const annotation = list.children.find((b) => b.kind === 'block' && b.tag === controlTag('annotation', 'REF-WALKER'));
    if (annotation?.kind !== 'block') throw new Error('no annotation control');
    annotation.children = [{ kind: 'p', style: 'Reference Annotation', inlines: [{ kind: 'run', text: 'A book on sleep.' }], bookmarks: [] }];
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(word.controls().filter((c) => c.tag.startsWith('ibid:annotation')).map((c) => [c.tag, c.text])).toEqual([
      ['ibid:annotation:REF-DIEKELMANN', ''],
      ['ibid:annotation:REF-WALKER', 'A book on sleep.'],
    ]);
    expect(word.control(REFERENCE_LIST_TAG)?.cannotEdit).toBe(false);
    const document = await host.paperDocument();
    const read = document?.content.find((n) => n.type === 'referenceList');
    expect(JSON.stringify(read)).toContain('A book on sleep.');
  });

  it('renames a paper without a title page on its record and its Title property', async () => {
    const { host, word, api } = open({ paperTypeID: 14 });
    await host.updateTitlePage({ title: 'Sleep sources' });
    expect(word.doc.properties.get('Title')).toBe('Sleep sources');
    expect((await host.paper())?.title).toBe('Sleep sources');
    expect(api.saves.at(-1)?.title).toBe('Sleep sources');
  });

  it("shows a paper without a title page its record's course and instructor, and saves them there", async () => {
    const { host, api } = open({ paperTypeID: 15 });
    expect((await host.paper())?.record).toEqual({ course: '', teacher: '' });
    await host.updateTitlePage({ course: 'PSY 202', teacher: 'Dr. Rivera' });
    expect(api.saves.at(-1)).toMatchObject({ title: 'Sleep and Memory', course: 'PSY 202', teacher: 'Dr. Rivera' });
    expect((await host.paper())?.record).toEqual({ course: 'PSY 202', teacher: 'Dr. Rivera' });
    // A paper with a title page keeps them there: the record is not asked.
    expect((await open({ paperTypeID: 11 }).host.paper())?.record).toBeUndefined();
  });
});

describe('WordHost references', () => {
  it('adds references to the record and the list, and saves them', async () => {
    const { host, word, api } = open({ ids: [] });
    await host.addReferences(['ref-walker', 'REF-WALKER']);
    expect(listText(word)).toMatch(/^References\nWalker, M\. \(2017\)/);
    expect(api.saves.at(-1)).toMatchObject({ referenceUniqueIDs: ['REF-WALKER'], action: 'Auto Save' });
  });

  it('keeps an added reference for the next save when saving it fails, and passes the api’s error on', async () => {
    const { host, word, api } = open({ ids: [] });
    const save = api.save;
    api.save = async () => {
      throw new ApiError(409, 'conflict', 'The paper changed since it was read.');
    };
    await expect(host.addReferences(['REF-WALKER'])).rejects.toBeInstanceOf(ApiError);
    expect(listText(word)).toContain('Walker');
    api.save = save;
    await host.save('Manual Save');
    expect(api.saves.at(-1)?.referenceUniqueIDs).toEqual(['REF-WALKER']);
  });

  it('removes a reference with its citations, keeping a group citation’s other reference', async () => {
    const { host, word, api } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.insertCitation(citationOf('C-2', 'REF-WALKER', 'REF-DIEKELMANN'));
    await host.removeReference('REF-WALKER');
    expect(word.control(citationTag('C-1'))).toBeUndefined();
    expect(word.control(citationTag('C-2'))).toMatchObject({ runs: [{ text: '(Diekelmann & Born, 2010)' }] });
    expect(listText(word)).not.toContain('Walker');
    expect(api.saves.at(-1)?.referenceUniqueIDs).toEqual(['REF-DIEKELMANN']);
  });
});

describe('WordHost sections', () => {
  it('updates the title page: its properties and its control', async () => {
    const { host, word } = open();
    await host.updateTitlePage({ title: 'Sleep, Memory and Dreams', course: 'PSY 202' });
    expect(word.doc.properties.get('Title')).toBe('Sleep, Memory and Dreams');
    expect(word.doc.properties.get('Course')).toBe('PSY 202');
    const page = word.controls().find((c) => c.tag === controlTag('title-page'))!;
    expect(page.text.split('\n')).toEqual(expect.arrayContaining(['Sleep, Memory and Dreams', 'PSY 202']));
    expect(page.cannotEdit).toBe(true);
    expect((await host.paper())?.title).toBe('Sleep, Memory and Dreams');
  });

  it('keeps the title page’s paragraphs and their styles when only a field’s value changes', async () => {
    const { host, word } = open();
    const page = word.control(controlTag('title-page'))!;
    if (page.kind !== 'block') throw new Error('the title page is a block control');
    const before = page.children.map((p) => p.kind === 'p' && p.style);
    await host.updateTitlePage({ title: 'Dreams' });
    expect(page.children.map((p) => p.kind === 'p' && p.style)).toEqual(before);
    expect(page.children[0]).toMatchObject({ style: 'Paper Title', inlines: [{ text: 'Dreams' }] });
  });

  it('customizes the title page: its control goes, its lines stay as the writer’s, and the paper has no title page', async () => {
    const { host, word } = open({ paperTypeID: 1 });
    const lines = word.controls().find((c) => c.tag === controlTag('title-page'))!.text.split('\n');
    await host.customizeTitlePage();
    expect(word.control(controlTag('title-page'))).toBeUndefined();
    expect(word.text().slice(0, lines.length)).toEqual(lines);
    expect(word.doc.properties.get('CustomTitlePage')).toBe('true');
    expect((await host.paper())?.titlePage).toBeUndefined();
  });

  it('inserts one abstract after the title page, its heading and a paragraph to type in', async () => {
    const { host, word } = open();
    await host.insertAbstract();
    await host.insertAbstract();
    expect(word.controls().map((c) => c.tag)).toEqual([controlTag('title-page'), controlTag('abstract'), REFERENCE_LIST_TAG]);
    expect(word.controls()[1]).toMatchObject({ title: 'Abstract', text: 'Abstract\n' });
    expect((await host.paperDocument())?.content.map((n) => n.type)).toEqual(['titlePage', 'abstract', 'paragraph', 'referenceList']);
  });

  it('inserts the table of contents as a TOC field after the abstract (WordApi 1.5), or as its OOXML before', async () => {
    for (const wordApi of [1.5, 1.4]) {
      const { host, word } = open({ wordApi });
      await host.insertAbstract();
      await host.insertTableOfContents();
      expect(word.controls().map((c) => c.tag)).toEqual([controlTag('title-page'), controlTag('abstract'), controlTag('table-of-contents'), REFERENCE_LIST_TAG]);
      const contents = word.control(controlTag('table-of-contents'))!;
      expect(contents.kind === 'block' && contents.children[1]?.kind === 'p' && contents.children[1].inlines).toEqual([{ kind: 'field', code: 'TOC \\o "1-3" \\h \\z \\u' }]);
      expect((await host.paperDocument())?.content.map((n) => n.type)).toContain('tableOfContents');
    }
  });

  it('inserts appendices at the end and names them again in order', async () => {
    const { host, word } = open();
    await host.insertAppendix();
    expect(word.controls().at(-1)).toMatchObject({ tag: controlTag('appendix', 'ID-1'), text: 'Appendix\n' });
    await host.insertAppendix();
    await host.refreshAppendixNames();
    expect(word.controls().filter((c) => c.tag.startsWith('ibid:appendix')).map((c) => c.text.split('\n')[0])).toEqual(['Appendix A', 'Appendix B']);
  });

  it('numbers an appendix’s figures again with its new letter', async () => {
    const { host, word } = open();
    await host.insertAppendix();
    await host.insertFigure({ title: 'Sleep', src: 'data:image/png;base64,AA', includeNotes: false });
    expect(word.control(controlTag('figure', 'ID-2'))).toMatchObject({ children: [{ inlines: [{ text: 'Figure A1' }] }, {}, {}] });
    await host.insertAppendix();
    const first = word.control(controlTag('appendix', 'ID-1'));
    if (first?.kind !== 'block') throw new Error('no appendix');
    // The writer moves the second appendix above the first.
    const second = word.doc.body.pop()!;
    word.doc.body.splice(word.doc.body.indexOf(first), 0, second);
    await host.refreshAppendixNames();
    expect(word.controls().filter((c) => c.tag.startsWith('ibid:appendix')).map((c) => c.text.split('\n')[0])).toEqual(['Appendix A', 'Appendix B']);
    expect(word.control(controlTag('figure', 'ID-2'))).toMatchObject({ children: [{ inlines: [{ text: 'Figure B1' }] }, {}, {}] });
  });

  it('inserts a figure after the cursor’s paragraph: its label, title, picture and note, in its control', async () => {
    const { host, word } = open();
    await host.insertFigure({ title: 'Sleep stages', src: 'data:image/jpeg;base64,AAAA', includeNotes: true });
    const figure = word.control(controlTag('figure', 'ID-1'))!;
    expect(figure.kind === 'block' && figure.children.map((p) => p.kind === 'p' && p.inlines)).toEqual([
      [{ kind: 'run', text: 'Figure 1', bold: true }],
      [{ kind: 'run', text: 'Sleep stages', italic: true }],
      [{ kind: 'picture', base64: 'AAAA' }],
      [{ kind: 'run', text: 'Note. Note text.' }],
    ]);
    expect(word.controls().map((c) => c.tag)).toEqual([controlTag('title-page'), controlTag('figure', 'ID-1'), REFERENCE_LIST_TAG]);
  });

  it('numbers a figure in an appendix with the appendix’s letter, apart from the text’s', async () => {
    const { host, word } = open();
    await host.insertFigure({ title: 'In the text', src: 'data:image/png;base64,AA', includeNotes: false });
    await host.insertAppendix();
    await host.insertFigure({ title: 'In the appendix', src: 'data:image/png;base64,AA', includeNotes: false });
    await host.insertTable({ title: 'Also there', columns: 1, rows: 1, includeNotes: false });
    const labels = word.controls().filter((c) => /ibid:(figure|table)/.test(c.tag)).map((c) => [c.tag, c.text.split('\n')[0]]);
    // The cursor stays in the appendix's title paragraph: the table goes right under it, above the figure.
    expect(labels).toEqual([
      ['ibid:figure:ID-1', 'Figure 1'],
      ['ibid:table:ID-4', 'Table A1'],
      ['ibid:figure:ID-3', 'Figure A1'],
    ]);
  });

  it('numbers a figure inserted above another before it, and numbers that one on', async () => {
    const { host, word, text } = open();
    await host.insertFigure({ title: 'Second', src: 'data:image/png;base64,AA', includeNotes: false });
    word.cursorAtEndOf(text);
    await host.insertFigure({ title: 'First', src: 'data:image/png;base64,AA', includeNotes: false });
    expect(word.controls().filter((c) => c.tag.startsWith('ibid:figure')).map((c) => c.text.split('\n').slice(0, 2))).toEqual([
      ['Figure 1', 'First'],
      ['Figure 2', 'Second'],
    ]);
  });

  it('inserts a table of the size asked, and refuses figures and tables in the title page', async () => {
    const { host, word } = open();
    await host.insertTable({ title: 'Hours slept', columns: 3, rows: 2, includeNotes: false });
    const table = word.control(controlTag('table', 'ID-1'))!;
    expect(table.kind === 'block' && table.children.map((b) => b.kind)).toEqual(['p', 'p', 'table']);
    expect(table.kind === 'block' && table.children[2]).toEqual({ kind: 'table', rows: [['', '', ''], ['', '', '']] });
    word.cursorIn(controlTag('title-page'));
    const before = snapshot(word);
    expect((await rejection(host.insertFigure({ title: 'x', src: 'data:image/png;base64,AA', includeNotes: false }))).message).toBe(WORD_MESSAGES['figure-placement']);
    expect((await rejection(host.insertTable({ title: 'x', columns: 1, rows: 1, includeNotes: false }))).code).toBe('table-placement');
    expect(snapshot(word)).toBe(before);
  });

  it('writes parts the reader reads back: an appendix holding a table with its title and note', async () => {
    const { host } = open();
    await host.insertAppendix();
    // The cursor stands in the new appendix's title paragraph, where the table goes after.
    await host.insertTable({ title: 'Hours slept', columns: 2, rows: 1, includeNotes: true });
    const document = await host.paperDocument();
    const appendix = document?.content.find((n) => n.type === 'appendix');
    expect(appendix).toMatchObject({ attrs: { id: 'ID-1' } });
    expect(JSON.stringify(appendix)).toContain('"type":"table","attrs":{"id":"ID-2","title":"Hours slept","note":"Note text.","rows":[["",""]]}');
  });

  it('applies a paper style to the paragraph at the cursor', async () => {
    const { host, text } = open();
    await host.applyTextStyle('BlockQuote');
    expect(text.style).toBe('Block Quote');
    await host.applyTextStyle('Heading2');
    expect(text.style).toBe('Heading 2');
  });

  it('switches the paper type: the property, the citations and the list in the new format', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.switchPaperType(111);
    expect(word.doc.properties.get('PaperTypeID')).toBe('111');
    expect(word.control(citationTag('C-1'))).toMatchObject({ runs: [{ text: '(Walker)' }] });
    expect(listText(word)).toMatch(/^Works Cited\n/);
    const before = snapshot(word);
    expect((await rejection(host.switchPaperType(114))).code).toBe('failed');
    expect(snapshot(word)).toBe(before);
  });

  it('switches an APA paper to Turabian: its citations become footnotes', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.switchPaperType(211);
    const layout = await host.layout();
    expect(word.notes().map((n) => n.text)).toEqual([layout.citations['C-1']!.note!.text.text]);
    expect(word.control(citationTag('C-1'))).toMatchObject({ runs: [{ kind: 'note' }] });
    expect(listText(word)).toMatch(/^Bibliography\n/);
  });

  it('turns Advanced Edit Mode on: the controls go, their text stays, and citations are refused', async () => {
    const { host, word } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const text = word.text();
    await host.enableAdvancedMode();
    expect(word.controls()).toEqual([]);
    expect(word.text()).toEqual(text);
    expect(word.doc.properties.get('UseAdvancedMode')).toBe('true');
    expect((await host.paper())?.advancedMode).toBe(true);
    expect((await rejection(host.insertCitation(citationOf('C-2', 'REF-WALKER')))).code).toBe('advanced-mode');
    expect((await host.references()).every((r) => r.citations.length === 0)).toBe(true);
  });
});

describe('WordHost saving', () => {
  it('saves the document read back as a version of its record, based on the last save', async () => {
    const { host, api, word } = open();
    word.sliceSize = 300;
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.save('Manual Save');
    await host.save('Manual Save');
    expect(api.saves).toHaveLength(2);
    expect(api.saves[0]).toMatchObject({ action: 'Manual Save', referenceUniqueIDs: ['REF-WALKER', 'REF-DIEKELMANN'], lastModifiedDate: '2026-11-25T10:00:00.000Z' });
    expect(api.saves[1]!.lastModifiedDate).toBe('2026-11-25T10:01:00.000Z');
    expect(JSON.stringify(api.saves[0]!.document)).toContain('"citationUniqueID":"C-1"');
  });

  it('makes the clean copy: saves, opens the copy as a new document and marks the paper reviewed', async () => {
    const { host, api, word } = open();
    await host.createCleanCopy();
    expect(api.saves).toHaveLength(1);
    expect(word.doc.opened).toEqual(['UEsDBA==']);
    expect(word.doc.properties.get('PaperReviewAem')).toBe('true');
  });
});

describe('WordHost failures', () => {
  it('answers Word’s own errors with the spec’s message, and the library’s too', async () => {
    const { word } = wordPaper();
    const apis = word.apis();
    const failing = createWordHost({
      ...apis,
      word: { run: async () => Promise.reject(Object.assign(new Error('GeneralException'), { code: 'GeneralException' })) } as never,
      api: fakePaperApi(),
      library,
    });
    expect(await rejection(failing.insertAbstract())).toMatchObject({ code: 'failed', message: WORD_MESSAGES.failed });
    const noLibrary = createWordHost({ ...apis, api: fakePaperApi(), library: async () => Promise.reject(new TypeError('offline')) });
    expect(await rejection(noLibrary.insertCitation(citationOf('C-1', 'REF-WALKER')))).toMatchObject({ code: 'failed', message: WORD_MESSAGES.failed });
  });
});

describe('the fake Word', () => {
  it('keeps office-js’s rules: no property before load and sync, no change before sync, none from a batch that throws', async () => {
    const { word } = wordPaper();
    const { word: run } = word.apis();
    await run.run(async (context) => {
      const controls = context.document.body.contentControls;
      controls.load('items/tag');
      expect(() => controls.items).toThrow(/not available/);
      await context.sync();
      expect(controls.items.map((c) => c.tag)).toEqual([controlTag('title-page'), REFERENCE_LIST_TAG]);
      expect(() => controls.items[0]!.text).toThrow(/not available/);
    });
    const before = snapshot(word);
    await expect(
      run.run(async (context) => {
        context.document.properties.customProperties.add('Title', 'Changed');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(snapshot(word)).toBe(before);
  });
});
