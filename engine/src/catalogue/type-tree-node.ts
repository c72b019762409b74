/** A node of the type tree (reference-library §3 "Reference type (server)"), for current and legacy formats alike. */
export interface ReferenceTypeNode {
  /** A type id on leaves; a category id on branches (1000 and up for current formats). */
  referenceTypeId: number;
  displayName: string;
  /** HTML. */
  displayHelp: string;
  isTerminal: boolean;
  children: ReferenceTypeNode[];
  /** The parent id, 0 for a root. */
  mother: number;
  sortOrder: number;
  /** Slash-separated search words. */
  lookupWords: string;
}
