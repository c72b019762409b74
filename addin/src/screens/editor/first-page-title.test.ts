import { afterEach, describe, expect, it } from 'vitest';
import type { OpenPaper } from '../../api/papers';
import { paperWithText, refusingSaverApi } from './editor-fixtures';
import { createPaperSession, type PaperSession } from './paper-session';

const refused = refusingSaverApi;
let session: PaperSession | undefined;
afterEach(() => {
  session?.destroy();
  localStorage.clear();
});

function open(paperTypeID: number) {
  const opened = { paperGUID: 'PAPER-1', paperTypeID, genesisReferences: [], lastModifiedDate: '2026-11-25T10:00:00.000Z', document: paperWithText(paperTypeID) } as unknown as OpenPaper;
  session = createPaperSession({ opened, library: new Map(), api: refused, storage: localStorage, tab: 'title' });
  return session;
}
/** The editor's top-level elements as their classes or tags, in order. */
const drawnOrder = () => Array.from(session!.editor.view.dom.children).map((el) => el.className.split(' ')[0] || el.tagName.toLowerCase());

describe("APA's title atop the text", () => {
  it('stands after the title page, then after the abstract and table of contents once they are inserted, as in the .docx', async () => {
    open(11);
    expect(drawnOrder()).toEqual(['ib-title-section', 'ib-paper-title', 'p', 'ib-reference-list']);
    await session!.host.insertAbstract();
    await session!.host.insertTableOfContents();
    expect(drawnOrder()).toEqual(['ib-title-section', 'ib-abstract', 'ib-contents', 'ib-paper-title', 'p', 'ib-reference-list']);
    expect(session!.editor.view.dom.querySelector('.ib-first-page-title')?.textContent).toBe('Sleep and Memory');
  });

  it('follows the title as it is renamed, is drawn only, never saved, and is not there in MLA', async () => {
    open(11);
    await session!.host.updateTitlePage({ title: 'Sleep, Memory and Dreams' });
    expect(session!.editor.view.dom.querySelector('.ib-first-page-title')?.textContent).toBe('Sleep, Memory and Dreams');
    expect(JSON.stringify(session!.editor.getJSON())).not.toContain('first-page');
    await session!.host.switchPaperType(111);
    expect(session!.editor.view.dom.querySelector('.ib-first-page-title')).toBeNull();
  });
});
