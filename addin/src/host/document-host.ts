/**
 * What the screens may ask of the document they work beside (DESIGN.md "One engine, four doors"): the paper's
 * format and the references it cites. `WordHost` (office-js) and `WebHost` (the browser editor) implement it.
 */
import type { CurrentFormatId } from '@ibid/engine';

export interface PaperCitation {
  citationUniqueID: string;
  displayValue: string;
}

/** A library reference the paper cites, by its unique id (compared case-insensitively). */
export interface PaperReference {
  referenceUniqueID: string;
  citations: PaperCitation[];
}

export interface DocumentHost {
  /** The paper's format; a document without a paper yet takes the one it is given. */
  paperFormat(fallback: CurrentFormatId): Promise<CurrentFormatId>;
  references(): Promise<PaperReference[]>;
  /** Adds references not already in the paper, in order. */
  addReferences(uniqueIds: readonly string[]): Promise<void>;
  /** Removes a reference and its citations from the paper. */
  removeReference(uniqueId: string): Promise<void>;
}

export const sameReference = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
