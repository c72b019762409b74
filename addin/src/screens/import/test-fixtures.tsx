/** Test fixtures for the create, lookup, import and conversion screens: a signed-in customer and lookup results. */
import type { Customer, LookupResult } from '../../api/types';
import { fakeApi, type Handler } from '../../testing/render';

export const CUSTOMER: Partial<Customer> = {
  id: 1,
  firstName: 'Ada',
  subscriptionState: 'active',
  preferredFormatVersionID: 7,
  isImpersonating: false,
  role: 1,
};

/** Signs in (a token in storage) and answers the customer call beside the given handlers. */
export function signedInApi(handlers: Record<string, Handler>, customer: Partial<Customer> = CUSTOMER): string[] {
  localStorage.setItem('ibid.token', 't');
  return fakeApi({ 'GET /v4/Customer': () => customer, ...handlers });
}

export function lookupResult(overrides: Partial<LookupResult> & { title: string }): LookupResult {
  return {
    id: 1,
    typeLabel: 'Journal Article',
    subTitle: null,
    authorInfo: 'Lovelace, A.',
    publisherInfo: 'Journal of Engines, 1843',
    imageUrl: null,
    referenceData: { referenceTypeID: 1, data: { title: overrides.title } },
    duplicateOf: null,
    ...overrides,
  };
}

export const ARTICLE = lookupResult({ title: 'Notes on the analytical engine', referenceData: { referenceTypeID: 1, data: { title: 'Notes on the analytical engine', doi: '10.1000/engine' } } });
export const BOOK = lookupResult({
  id: 2,
  title: 'The Difference Engine',
  subTitle: 'A History',
  typeLabel: 'Book',
  publisherInfo: 'Babbage Press, 1990',
  imageUrl: 'https://covers.example.org/engine.jpg',
  referenceData: { referenceTypeID: 2, data: { title: 'The Difference Engine' } },
});
export const CHAPTER = lookupResult({ id: 2, title: 'On punched cards', typeLabel: 'Book Chapter', referenceData: { referenceTypeID: 9, data: { title: 'On punched cards' } } });
