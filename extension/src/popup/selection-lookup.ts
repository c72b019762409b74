/**
 * "Cite the selected DOI or ISBN": the selection goes to the api's lookup and its first result replaces what the
 * page said; anything else in the selection leaves the page's own reference.
 */
import { routeLookup } from '@ibid/engine';
import { libraryApi } from '../shared/api';
import type { PageCapture } from '../shared/page-capture';

/** The DOI or ISBN the selection is, read as the lookup reads a term. */
export function identifierIn(selection: string): string | undefined {
  const route = routeLookup(selection);
  if (route.kind !== 'search') return undefined;
  if (route.termKind === 'doi') return route.doi;
  return route.termKind === 'isbn' ? (route.isbn ?? undefined) : undefined;
}

export async function lookUpSelection(capture: PageCapture, selection: string): Promise<PageCapture> {
  const term = identifierIn(selection);
  if (!term) return capture;
  const found = (await libraryApi.lookup(term).catch(() => undefined))?.results[0];
  if (!found) return capture;
  const { referenceTypeID, data } = found.referenceData;
  return {
    ...capture,
    metadata: {
      ...capture.metadata,
      reference: { ...capture.metadata.reference, referenceTypeID, data: data as PageCapture['metadata']['reference']['data'] },
      confidence: {},
      typeReason: `Looked up ${term}.`,
    },
  };
}
