/**
 * What is wrong between a paper's citations and its references, as data: citations of references the paper does not
 * hold, references nothing cites, archived or deleted references cited, repeated citation ids, annotations of
 * references not in the paper. `layoutPaper` reports them as warnings; `checkPaper` answers them alone.
 */
import type { Reference } from '../model/reference.js';
import type { PaperWarning } from './layout-types.js';
import { paperTypeOf, type PaperType } from './paper-types.js';
import { walkPaper, type PaperWalk } from './paper-walk.js';
import type { PaperDocument } from './schema.js';

/** A paper's references once each, and by upper-case unique id (ids compare case-insensitively). */
export interface PaperReferences {
  /** The references without repeats of an id: the caller's own array when it has none. */
  list: readonly Reference[];
  byId: Map<string, Reference>;
}

/**
 * The paper's references, a repeated id kept once (its first): a reference passed twice would otherwise be listed
 * twice and, in APA, told apart from itself (2020a, 2020b).
 */
export function paperReferences(references: readonly Reference[]): PaperReferences {
  const byId = new Map<string, Reference>();
  let repeated = false;
  for (const reference of references) {
    const id = reference.referenceUniqueID?.toUpperCase();
    if (!id) continue;
    if (byId.has(id)) repeated = true;
    else byId.set(id, reference);
  }
  const list = repeated ? references.filter((r) => !r.referenceUniqueID || byId.get(r.referenceUniqueID.toUpperCase()) === r) : references;
  return { list, byId };
}

const named = (reference: Reference) => {
  const title = reference.data.title ?? reference.title;
  return title ? `“${title}”` : 'A reference';
};

/** Reference lists and annotated bibliographies list their references without citing them. */
const citesItsReferences = (type: PaperType) => type.kind !== 'reference-list' && type.kind !== 'annotated-bibliography';

/** The problems of a walked paper, citations in document order first, then the list's. */
export function paperProblems(walk: PaperWalk, type: PaperType, { list, byId }: PaperReferences): PaperWarning[] {
  const problems: PaperWarning[] = [];
  const seenCitations = new Set<string>();
  const cited = new Set<string>();
  for (const citation of walk.citations) {
    const citationUniqueID = citation.attrs.citationUniqueID;
    if (seenCitations.has(citationUniqueID)) {
      problems.push({ code: 'duplicate-citation-id', citationUniqueID, message: `Two citations share the id ${citationUniqueID}: only the first is laid out.` });
      continue;
    }
    seenCitations.add(citationUniqueID);
    for (const { referenceUniqueID } of citation.attrs.items) {
      const reference = byId.get(referenceUniqueID);
      if (!reference) {
        problems.push({ code: 'missing-reference', citationUniqueID, referenceUniqueID, message: 'A citation cites a reference that is not in this paper.' });
      } else if (!cited.has(referenceUniqueID)) {
        cited.add(referenceUniqueID);
        if (reference.isDeleted) {
          problems.push({ code: 'deleted-reference', citationUniqueID, referenceUniqueID, message: `${named(reference)} is cited but was deleted from the library.` });
        } else if (reference.isArchived) {
          problems.push({ code: 'archived-reference', citationUniqueID, referenceUniqueID, message: `${named(reference)} is cited but is archived.` });
        }
      }
    }
  }
  if (citesItsReferences(type)) {
    for (const reference of list) {
      const referenceUniqueID = reference.referenceUniqueID?.toUpperCase();
      if (referenceUniqueID && cited.has(referenceUniqueID)) continue;
      problems.push({ code: 'uncited-reference', ...(referenceUniqueID && { referenceUniqueID }), message: `${named(reference)} is in the reference list but nothing cites it.` });
    }
  }
  for (const annotation of walk.annotations) {
    const referenceUniqueID = annotation.attrs.referenceUniqueID;
    if (!byId.has(referenceUniqueID)) {
      problems.push({ code: 'orphan-annotation', referenceUniqueID, message: 'An annotation belongs to a reference that is not in this paper.' });
    }
  }
  return problems;
}

/**
 * The problems of a paper against its references, without formatting anything: every citation has an entry, every
 * entry a citation (except in reference lists and annotated bibliographies), nothing archived or deleted is cited,
 * citation ids are unique, every annotation has its reference. An empty list means the paper is sound.
 */
export function checkPaper(doc: PaperDocument, references: readonly Reference[]): PaperWarning[] {
  return paperProblems(walkPaper(doc), paperTypeOf(doc.attrs.paperTypeID), paperReferences(references));
}
