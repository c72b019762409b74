/**
 * A new Ibid paper's Word document (paper-document.ts) in the fake Word; and a fake of the api calls WordHost makes,
 * which keeps what it was sent.
 */
import type { Reference } from '@ibid/engine';
import type { DownloadedFile, OpenPaper, PaperSave, PaperSummary } from '../../../api/papers';
import type { WordPaperApi } from '../word-host';
import { FakeWord, type FakeParagraph } from './fake-word';
import { PAPER_GUID, wordPaperDocument, type WordPaperOptions } from './paper-document';

export { PAPER_GUID, type WordPaperOptions } from './paper-document';

export function wordPaper(options: WordPaperOptions = {}): { word: FakeWord; text: FakeParagraph } {
  const { body, properties, text, styles } = wordPaperDocument(options);
  return { word: new FakeWord(body, properties, { caret: { paragraph: text }, styles }), text };
}

export interface FakePaperApi extends WordPaperApi {
  saves: PaperSave[];
  ids: string[];
}

export function fakePaperApi(ids: string[] = []): FakePaperApi {
  let lastModifiedDate = '2026-11-25T10:00:00.000Z';
  const summary = (): PaperSummary => ({
    paperID: 7,
    paperGUID: PAPER_GUID,
    paperTypeID: 11,
    title: 'Sleep and Memory',
    course: '',
    author: '',
    teacher: '',
    institution: '',
    dueDate: '',
    dueDateDisplay: '',
    runningHead: '',
    isAuthorNote: false,
    classID: null,
    genesisReferences: api.ids,
    isComplete: false,
    createdDate: '2026-11-25T09:00:00.000Z',
    lastModifiedDate,
  });
  const api: FakePaperApi = {
    saves: [],
    ids,
    async open() {
      return { ...summary(), document: undefined as unknown as OpenPaper['document'] };
    },
    async save(_guid, body) {
      api.saves.push(body);
      api.ids = body.referenceUniqueIDs;
      lastModifiedDate = new Date(Date.parse(lastModifiedDate) + 60_000).toISOString();
      return summary();
    },
    async document(): Promise<DownloadedFile> {
      return { blob: new Blob([new Uint8Array([80, 75, 3, 4])]), fileName: 'clean.docx' };
    },
  };
  return api;
}

export const libraryOf = (references: readonly Reference[]) => async () => new Map(references.map((r) => [r.referenceUniqueID!.toUpperCase(), r]));
