import { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Reference } from '@ibid/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { citationOf, diekelmann, paperWithText, walker } from '../screens/editor/editor-fixtures';
import { createLayoutStore } from '../screens/editor/layout-store';
import { paperExtensions } from '../screens/editor/paper-extensions';
import { paperDocumentOf } from '../screens/editor/paper-json';
import { HostError } from './document-host';
import { createWebHost, type PaperRecord } from './web-host';

const library = [walker, diekelmann];
let editor: Editor | undefined;

function open(paperTypeID = 11, held: Reference[] = library) {
  let references: readonly Reference[] = held;
  let name = 'Sleep and Memory';
  let course = { course: 'PSY 101', teacher: '' };
  const listeners = new Set<() => void>();
  const saved: string[] = [];
  const record: PaperRecord = {
    paperGUID: 'PAPER-1',
    references: () => references,
    title: () => name,
    rename(next) {
      name = next;
    },
    course: () => course,
    setCourse(next) {
      course = next;
    },
    async setReferences(ids) {
      references = ids.map((id) => library.find((r) => r.referenceUniqueID === id)!);
      listeners.forEach((listener) => listener());
    },
    async save(action) {
      saved.push(action);
    },
    async cleanCopy() {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  editor = new Editor({ element: document.createElement('div'), extensions: paperExtensions(), content: paperWithText(paperTypeID) });
  const layout = createLayoutStore({ doc: () => editor!.state.doc, references: record.references });
  const host = createWebHost({ editor, record, layout });
  const cursorAtEndOfText = () => {
    let end = 0;
    editor!.state.doc.descendants((node, pos) => {
      if (node.type.name === 'paragraph' && end === 0) end = pos + node.nodeSize - 1;
    });
    editor!.view.dispatch(editor!.state.tr.setSelection(TextSelection.create(editor!.state.doc, end)));
  };
  cursorAtEndOfText();
  return { editor, host, record, saved, doc: () => paperDocumentOf(editor!.state.doc) };
}

afterEach(() => editor?.destroy());

const bodyText = (doc: ReturnType<ReturnType<typeof open>['doc']>) =>
  doc.content.flatMap((node) => (node.type === 'paragraph' ? node.content.map((n) => (n.type === 'text' ? n.text : `[${n.type}]`)) : [])).join('');

describe('WebHost over the editor', () => {
  it('inserts a citation at the cursor and lays it out from the references', async () => {
    const { host, doc } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(bodyText(doc())).toBe('Sleep matters.[citation]');
    expect((await host.layout()).citations['C-1']?.text.text).toBe('(Walker, 2017)');
    expect(await host.citation('C-1')).toMatchObject({ items: [{ referenceUniqueID: 'REF-WALKER' }] });
    const references = await host.references();
    expect(references.find((r) => r.referenceUniqueID === 'REF-WALKER')?.citations).toEqual([{ citationUniqueID: 'C-1', displayValue: '(Walker, 2017)' }]);
  });

  it('refuses a citation where one cannot go: with a citation selected', async () => {
    const { host, editor } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    let citationPos = 0;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'citation') citationPos = pos;
    });
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, citationPos)));
    await expect(host.insertCitation(citationOf('C-2', 'REF-WALKER'))).rejects.toMatchObject({ code: 'citation-placement' });
    await expect(host.insertCitation(citationOf('C-2', 'REF-WALKER'))).rejects.toBeInstanceOf(HostError);
  });

  it('updates a citation in place, removes it, and Undo brings it back', async () => {
    const { host, editor } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.updateCitation({ ...citationOf('C-1', 'REF-WALKER', 'REF-DIEKELMANN') });
    expect((await host.layout()).citations['C-1']?.text.text).toBe('(Diekelmann & Born, 2010; Walker, 2017)');
    await host.removeCitation('C-1');
    expect(await host.citation('C-1')).toBeUndefined();
    editor.commands.undo();
    expect(await host.citation('C-1')).toBeDefined();
  });

  it("removing a reference removes its citations and keeps a group citation's other reference", async () => {
    const { host } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.insertCitation(citationOf('C-2', 'REF-WALKER', 'REF-DIEKELMANN'));
    await host.removeReference('ref-walker');
    expect(await host.citation('C-1')).toBeUndefined();
    expect((await host.citation('C-2'))?.items.map((i) => i.referenceUniqueID)).toEqual(['REF-DIEKELMANN']);
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-DIEKELMANN']);
  });

  it('updates the title page and tells the paper', async () => {
    const { host } = open();
    await host.updateTitlePage({ title: 'Dreams', course: 'PSY 202' });
    expect((await host.paper())?.titlePage).toMatchObject({ title: 'Dreams', course: 'PSY 202', author: 'Ana López' });
  });

  it('renames a paper without a title page on its record, and its list headed by that name follows', async () => {
    const { host, record, doc } = open(14);
    const list = () => doc().content.find((node) => node.type === 'referenceList');
    expect(list()?.attrs.title).toBe('Sleep and Memory');
    await host.updateTitlePage({ title: 'Sources on Sleep' });
    expect(record.title()).toBe('Sources on Sleep');
    expect((await host.paper())?.title).toBe('Sources on Sleep');
    expect(list()?.attrs.title).toBe('Sources on Sleep');
  });

  it("keeps a bibliography's course and instructor on its record: the paper reads them there and the Title drawer's update changes them", async () => {
    const { host, record } = open(15);
    expect(await host.paper()).toMatchObject({ titlePage: undefined, record: { course: 'PSY 101', teacher: '' } });
    await host.updateTitlePage({ title: 'Sources on Sleep', teacher: 'Dr. Moss' });
    expect(record.course()).toEqual({ course: 'PSY 101', teacher: 'Dr. Moss' });
    expect(await host.paper()).toMatchObject({ title: 'Sources on Sleep', record: { course: 'PSY 101', teacher: 'Dr. Moss' } });
  });

  it('switches an APA 7 paper to MLA 9 and back: citations and the list re-render, and Undo switches back', async () => {
    const { host, editor } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.switchPaperType(111);
    expect(await host.paper()).toMatchObject({ paperTypeID: 111, format: 'mla9' });
    expect((await host.layout()).citations['C-1']?.text.text).toBe('(Walker)');
    expect((await host.layout()).referenceList.title).toBe('Works Cited');
    editor.commands.undo();
    expect((await host.layout()).citations['C-1']?.text.text).toBe('(Walker, 2017)');
    await expect(host.switchPaperType(113)).rejects.toMatchObject({ code: 'failed' });
  });

  it('Advanced Edit Mode turns citations into their text for good', async () => {
    const { host, doc } = open();
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.enableAdvancedMode();
    expect(bodyText(doc())).toBe('Sleep matters.(Walker, 2017)');
    expect((await host.paper())?.advancedMode).toBe(true);
    await expect(host.insertCitation(citationOf('C-2', 'REF-WALKER'))).rejects.toMatchObject({ code: 'advanced-mode' });
  });

  it('Turabian citations become typed notes in Advanced Edit Mode', async () => {
    const { host, doc } = open(211);
    await host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    await host.enableAdvancedMode();
    const paragraph = doc().content.find((node) => node.type === 'paragraph');
    expect(paragraph?.type === 'paragraph' && paragraph.content.map((n) => n.type)).toEqual(['text', 'footnote']);
  });

  it('inserts the abstract and table of contents once each, in front-matter order, and appendices at the end', async () => {
    const { host, doc } = open();
    await host.insertTableOfContents();
    await host.insertAbstract();
    await host.insertAbstract();
    await host.insertAppendix();
    expect(doc().content.map((node) => node.type)).toEqual(['titlePage', 'abstract', 'tableOfContents', 'paragraph', 'referenceList', 'appendix']);
    expect((await host.layout()).labels).toMatchObject({});
  });

  it('inserts a figure and a table after the paragraph at the cursor, labelled by the layout', async () => {
    const { host, doc } = open();
    await host.insertFigure({ title: 'Sleep stages', src: '', includeNotes: false });
    await host.insertTable({ title: 'Hours', columns: 2, rows: 3, includeNotes: true });
    const types = doc().content.map((node) => node.type);
    expect(types).toEqual(['titlePage', 'paragraph', 'table', 'figure', 'referenceList']);
    const labels = Object.values((await host.layout()).labels).map((l) => l.label);
    expect(labels.sort()).toEqual(['Figure 1', 'Table 1']);
  });

  it('applies a heading style to the paragraph at the cursor', async () => {
    const { host, doc } = open();
    await host.applyTextStyle('Heading2');
    expect(doc().content.find((node) => node.type === 'paragraph')?.attrs).toEqual({ style: 'Heading2' });
  });

  it('tells subscribers about changes, a little later, and saves through the record', async () => {
    const { host, editor, saved } = open();
    let heard = 0;
    const off = host.subscribe(() => heard++);
    editor.commands.insertContent('More.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(1);
    off();
    await host.save('Manual Save');
    expect(saved).toEqual(['Manual Save']);
  });

  it('gives an annotated bibliography one annotation per reference, in the list’s order, and drops it with its reference', async () => {
    const { host, doc } = open(15, []);
    await host.addReferences(['REF-WALKER', 'REF-DIEKELMANN']);
    const annotations = () => doc().content.flatMap((node) => (node.type === 'referenceList' ? node.content.map((a) => a.attrs.referenceUniqueID) : []));
    expect(annotations()).toEqual(['REF-DIEKELMANN', 'REF-WALKER']);
    await host.removeReference('REF-DIEKELMANN');
    expect(annotations()).toEqual(['REF-WALKER']);
  });

  it('keeps the title page from being typed over; Customize Title Page turns it into paragraphs the writer edits', async () => {
    const { host, editor, doc } = open();
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 0)));
    editor.commands.insertContent('Oops');
    expect(doc().content[0]?.type).toBe('titlePage');
    await host.customizeTitlePage();
    expect(doc().content[0]).toMatchObject({ type: 'paragraph', attrs: { style: 'Heading1' }, content: [{ text: 'Sleep and Memory' }] });
    expect((await host.paper())?.titlePage).toBeUndefined();
  });
});
