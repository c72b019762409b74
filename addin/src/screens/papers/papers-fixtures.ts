/** The papers screens' tests: a signed-in customer, their classes and papers, and an api answering them. */
import type { ClassRecord, PaperSummary } from '../../api/papers';
import { customerFixture } from '../../testing/customers';
import { fakeApi, renderApp, type Handler } from '../../testing/render';

export const CUSTOMER = customerFixture({ id: 7, fullName: 'Ada Lovelace', institution: 'Example University' });

export const CLASSES: ClassRecord[] = [
  { classID: 3, name: 'PSY 101 Introduction to Psychology', teacherName: 'Dr. Reed', isArchived: false },
  { classID: 4, name: 'PSY 240 Research Methods', teacherName: 'Prof. Okafor', isArchived: false },
  { classID: 5, name: 'PSY 199 Old Seminar', teacherName: 'Dr. Gone', isArchived: true },
];

export function paperSummary(overrides: Partial<PaperSummary> & Pick<PaperSummary, 'paperGUID' | 'title'>): PaperSummary {
  return {
    paperID: 1,
    paperTypeID: 11,
    course: '',
    author: 'Ada Lovelace',
    teacher: '',
    institution: 'Example University',
    dueDate: '',
    dueDateDisplay: '',
    runningHead: '',
    isAuthorNote: false,
    classID: null,
    genesisReferences: [],
    isComplete: false,
    createdDate: '2026-11-01T10:00:00.000Z',
    lastModifiedDate: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders the app signed in at `path`, with the customer and classes answered; returns the calls made. */
export function openSignedIn(path: string, handlers: Record<string, Handler> = {}) {
  localStorage.setItem('ibid.token', 't');
  const calls = fakeApi({ 'GET /v4/Customer': () => CUSTOMER, 'GET /v4/Class': () => ({ classes: CLASSES }), ...handlers });
  return { calls, ...renderApp(path) };
}
