/** The library as the paper screens see it: every reference with its row mode in the paper's format. */
import { getReferenceType, type CurrentFormatId, type LegacyReference, type Reference, libraryRowMode, type RowModeResult } from '@ibid/engine';
import type { LibraryPage, LibraryReference, LegacyLibraryReference } from '../../api/types';
import { currentEnvironment } from '../../state/environment';
import { referenceHtml } from './reference-html';

export interface PaperLibraryRow {
  referenceID: number;
  referenceUniqueID: string;
  legacy: boolean;
  /** The formatted reference (HTML) in the paper's format, or the legacy reference's own value. */
  html: string;
  createdDate: string;
  row: RowModeResult;
}


// The api's answers are the engine's shapes with the library's bookkeeping added.
const asReference = (ref: LibraryReference) => ref as unknown as Reference;
const asLegacy = (ref: LegacyLibraryReference) => ref as unknown as LegacyReference;

export function paperLibraryRows(page: LibraryPage, format: CurrentFormatId): PaperLibraryRow[] {
  const environment = currentEnvironment();
  const byId = new Map(page.references.map((r) => [r.referenceID, r]));
  const legacyById = new Map(page.legacyReferences.map((r) => [r.referenceID, r]));
  return page.order.flatMap(({ legacy, referenceID }): PaperLibraryRow[] => {
    if (legacy) {
      const ref = legacyById.get(referenceID);
      if (!ref) return [];
      return [{ referenceID, referenceUniqueID: ref.referenceUniqueID, legacy, html: ref.displayValue || ref.value, createdDate: ref.createdDate, row: libraryRowMode(asLegacy(ref), format, undefined, environment) }];
    }
    const ref = byId.get(referenceID);
    if (!ref) return [];
    const type = getReferenceType(ref.referenceTypeID);
    return [{ referenceID, referenceUniqueID: ref.referenceUniqueID, legacy, html: referenceHtml(ref, format), createdDate: ref.createdDate, row: libraryRowMode(asReference(ref), format, type.ok ? type.value : undefined, environment) }];
  });
}
