/**
 * "Cite the selected DOI or ISBN": the selection goes to the api's lookup and its first result replaces what the
 * page said; anything else in the selection leaves the page's own reference.
 */
import { parseDoi, parseIsbn } from '@ibid/engine';
import { libraryApi } from '../shared/api';
import type { PageCapture } from '../shared/page-capture';

export function identifierIn(selection: string): string | undefined {
  const doi = parseDoi(selection);
  if (doi.ok) return doi.value;
  const isbn = parseIsbn(selection.replace(/^isbn[:\s]*/i, ''));
  return isbn.ok ? isbn.value : undefined;
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
