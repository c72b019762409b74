/** Test data for the create and reference screens: a signed-in customer, a stored reference and the library's answers. */
import type { LibraryReference, ResearchNote } from '../../api/types';
import { customerFixture } from '../../testing/customers';
import type { Handler } from '../../testing/render';

export const CUSTOMER = customerFixture();

export function storedReference(overrides: Partial<LibraryReference> = {}): LibraryReference {
  return {
    referenceID: 5,
    referenceUniqueID: 'REF-5',
    referenceTypeID: 1,
    title: 'Sleep and memory',
    createdDate: '2026-01-02T10:00:00.000Z',
    updatedDate: '2026-01-02T10:00:00.000Z',
    isArchived: false,
    isDeleted: false,
    note: 'Read for chapter 2',
    tags: 'sleep',
    nickname: '',
    legacyReferenceId: null,
    values: {
      apa7: { value: 'Walker, M. (2020). Sleep and memory. <i>Nature</i>.' },
      mla9: { value: 'Walker, Matthew. “Sleep and Memory.” <i>Nature</i>, 2020.' },
      turabian9: { value: 'Walker, Matthew. “Sleep and Memory.” <i>Nature</i>, 2020.' },
    },
    data: {
      contributors: [{ id: 'c1', type: 'author', kind: 'person', given: 'Matthew', family: 'Walker' }],
      title: 'Sleep and memory',
      containerTitle: 'Nature',
      issued: { year: 2020 },
    },
    ...overrides,
  };
}

export function researchNote(id: number, note: string): ResearchNote {
  return {
    genesisResearchNoteID: id,
    genesisResearchNoteUniqueID: `NOTE-${id}`,
    genesisReferenceID: 5,
    referenceUniqueID: 'REF-5',
    note,
    citation: '',
    isDeleted: false,
    createdDate: `2026-01-0${id}T10:00:00.000Z`,
    updatedDate: `2026-01-0${id}T10:00:00.000Z`,
  };
}

/** What every signed-in library dialog needs answered: the customer, the library list behind it and the share strip. */
export function libraryHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /v4/Customer': () => CUSTOMER,
    'GET /v4/GenesisReference': () => ({ references: [], legacyReferences: [], order: [], total: 0 }),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    ...extra,
  };
}
