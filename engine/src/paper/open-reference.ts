/**
 * Which reference References & Citations opens by itself (word-addin §4 "References list screen"): the one named by
 * the open-reference id when the paper holds it, otherwise the paper's only reference that has citations.
 */

/** What the rule needs of a paper's reference. */
export interface OpenableReference {
  referenceUniqueID: string;
  citations: readonly unknown[];
}

/** The unique id of the reference to open, or undefined to show the list. Ids compare case-insensitively. */
export function referenceToOpen(references: readonly OpenableReference[], openReferenceId?: string): string | undefined {
  const wanted = openReferenceId?.toUpperCase();
  const named = wanted ? references.find((r) => r.referenceUniqueID.toUpperCase() === wanted) : undefined;
  if (named) return named.referenceUniqueID;
  const cited = references.filter((r) => r.citations.length > 0);
  return cited.length === 1 ? cited[0]!.referenceUniqueID : undefined;
}
