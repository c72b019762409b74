/**
 * A Word document as a new Ibid paper leaves it (its title page, a paragraph of text, its reference list, its
 * properties), in the fake Word; and a fake of the api calls WordHost makes, which keeps what it was sent.
 */
import type { Reference } from '@ibid/engine';
import { controlTag, getPaperType, paperReferenceListTitle, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import type { DownloadedFile, OpenPaper, PaperSave, PaperSummary } from '../../../api/papers';
import { STYLE_NAMES } from '../render';
import { titlePageText } from '../sections';
import type { WordPaperApi } from '../word-host';
import { blockControl, FakeWord, paragraph, type FakeParagraph } from './fake-word';

export const PAPER_GUID = 'PAPER-GUID-1';

export interface WordPaperOptions {
  paperTypeID?: number;
  properties?: Record<string, string>;
}

export function wordPaper({ paperTypeID = 11, properties = {} }: WordPaperOptions = {}): { word: FakeWord; text: FakeParagraph } {
  const type = getPaperType(paperTypeID)!;
  const fields = { Title: 'Sleep and Memory', Author: 'Ada Student', Course: 'PSY 101', Teacher: 'Dr. Born', Institution: 'State University', DueDate: '2026-12-01', RunningHead: '' };
  const lines = titlePageText(paperTypeID, { title: fields.Title, author: fields.Author, course: fields.Course, teacher: fields.Teacher, institution: fields.Institution, dueDate: fields.DueDate, runningHead: '', authorNote: '' });
  const text = paragraph('Sleep matters.');
  const body = [
    ...(lines.length ? [blockControl(controlTag('title-page'), lines.map((line, index) => paragraph(line, index === 0 ? 'Paper Title' : 'Centered')), { cannotEdit: true })] : []),
    text,
    blockControl(REFERENCE_LIST_TAG, [paragraph(paperReferenceListTitle(type, fields.Title), STYLE_NAMES.SectionTitle)], { cannotEdit: true }),
  ];
  const word = new FakeWord(body, { PaperGUID: PAPER_GUID, PaperID: '7', PaperTypeID: String(paperTypeID), ...fields, CitationFont: '1', UseNewCitationMode: 'true', ...properties }, { paragraph: text });
  return { word, text };
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
