/** Test data for the library screens: a signed-in customer, library pages, the api answers they need, and open dialogs. */
import { screen, within } from '@testing-library/react';
import type { Customer, LegacyLibraryReference, LibraryPage, LibraryReference, ShareRequest } from '../../api/types';
import { customerFixture } from '../../testing/customers';
import type { Handler } from '../../testing/render';

export const customer = (overrides: Partial<Customer> = {}): Customer =>
  customerFixture({ alternativeEmails: ['ada.l@home.example'], renewalPeriod: 12, themeId: 0, citationAutoInsert: false, ...overrides });

export function reference(id: number, title: string, overrides: Partial<LibraryReference> = {}): LibraryReference {
  return {
    referenceID: id,
    referenceUniqueID: `REF-${id}`,
    referenceTypeID: 2,
    title,
    createdDate: '2026-01-0%dT10:00:00.000Z'.replace('%d', String((id % 9) + 1)),
    updatedDate: '2026-01-10T10:00:00.000Z',
    isArchived: false,
    isDeleted: false,
    note: '',
    tags: '',
    nickname: '',
    legacyReferenceId: null,
    values: {
      apa7: { value: `Author, A. (2020). <i>${title}</i>. Publisher &amp; Sons.` },
      mla9: { value: `Author, Ann. <i>${title}</i>. Publisher &amp; Sons, 2020.` },
      turabian9: { value: `Author, Ann. <i>${title}</i>. Publisher &amp; Sons, 2020.` },
    },
    data: { title },
    ...overrides,
  };
}

export function legacyReference(id: number, text: string, overrides: Partial<LegacyLibraryReference> = {}): LegacyLibraryReference {
  return {
    referenceID: id,
    referenceUniqueID: `LEG-${id}`,
    referenceTypeID: 12,
    formatVersionID: 2,
    value: text,
    displayValue: text,
    name: '',
    note: '',
    tags: '',
    legacyReferenceData: '{}',
    isPrintedOnReferencePage: true,
    isArchived: false,
    isDeleted: false,
    createdDate: '2025-06-01T10:00:00.000Z',
    updatedDate: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function page(references: LibraryReference[], legacy: LegacyLibraryReference[] = [], total?: number): LibraryPage {
  return {
    references,
    legacyReferences: legacy,
    order: [...references.map((r) => ({ legacy: false, referenceID: r.referenceID })), ...legacy.map((r) => ({ legacy: true, referenceID: r.referenceID }))],
    total: total ?? references.length + legacy.length,
  };
}

export function shareRequest(id: number, firstName: string, titles: string[], message = ''): ShareRequest {
  return {
    genesisReferenceShareRequestID: id,
    firstName,
    message,
    includeNotes: true,
    createdDate: '2026-01-05T10:00:00.000Z',
    references: titles.map((title, index) => ({ referenceID: id * 100 + index, title, referenceTypeID: 2, values: reference(index, title).values })),
  };
}

/** The answers every signed-in library test needs: the customer, the library and no shared references waiting. */
export function signedInLibrary(options: { customer?: Customer; library?: Handler; shares?: ShareRequest[] } = {}): Record<string, Handler> {
  localStorage.setItem('ibid.token', 't');
  return {
    'GET /v4/Customer': () => options.customer ?? customer(),
    'GET /v4/GenesisReference': options.library ?? (() => page([])),
    'GET /v4/GenesisReference/Share': () => ({ requests: options.shares ?? [] }),
  };
}

/**
 * An open dialog or panel, found by its title. Under load, jsdom's focus can lag behind Fluent's focus trap,
 * which then marks the dialog aria-hidden for a moment (never so in a browser, where focus is inside it), so
 * tests find dialogs and their buttons by text rather than through the accessibility tree.
 */
export async function findOpenDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' });
  return heading.closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
}

/** A button inside a dialog, by its text. */
export const buttonIn = (container: HTMLElement, text: string): HTMLButtonElement => within(container).getByText(text, { selector: 'button' });
