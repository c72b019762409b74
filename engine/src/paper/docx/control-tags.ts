/**
 * The tags of the content controls an Ibid .docx holds (DESIGN.md "Papers"): the add-in finds each part of the
 * paper by its tag, and `readPaperDocx` reads the paper back from them. Data, without the docx package, so the
 * reader and the add-in use it without the writer.
 */

/** A citation's inline control and the reference list's block control. */
export const citationTag = (citationUniqueID: string) => `ibid:citation:${citationUniqueID}`;
export const REFERENCE_LIST_TAG = 'ibid:reference-list';

/** The block controls around the parts of a paper the writer generates or numbers, by kind; `id` kinds carry the node's id. */
export const CONTROL_KINDS = {
  citation: { alias: 'Citation', id: true },
  'reference-list': { alias: 'Reference List', id: false },
  'title-page': { alias: 'Title Page', id: false },
  abstract: { alias: 'Abstract', id: false },
  'table-of-contents': { alias: 'Table of Contents', id: false },
  figure: { alias: 'Figure', id: true },
  table: { alias: 'Table', id: true },
  appendix: { alias: 'Appendix', id: true },
  /** An annotated bibliography's annotation, tagged with its reference's id. */
  annotation: { alias: 'Annotation', id: true },
} as const;
export type ControlKind = keyof typeof CONTROL_KINDS;

const PREFIX = 'ibid:';

/** The tag of a control of a kind (with its node's id for the kinds that carry one). */
export const controlTag = (kind: ControlKind, id?: string): string => (CONTROL_KINDS[kind].id ? `${PREFIX}${kind}:${id ?? ''}` : `${PREFIX}${kind}`);

/** What a control's tag says: its kind and id, or undefined for a tag that is not Ibid's. */
export function parseControlTag(tag: string): { kind: ControlKind; id: string } | undefined {
  if (!tag.startsWith(PREFIX)) return undefined;
  const rest = tag.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  const kind = colon < 0 ? rest : rest.slice(0, colon);
  if (!Object.hasOwn(CONTROL_KINDS, kind)) return undefined;
  const def = CONTROL_KINDS[kind as ControlKind];
  const id = colon < 0 ? '' : rest.slice(colon + 1);
  if (def.id !== (colon >= 0) || (def.id && !id)) return undefined;
  return { kind: kind as ControlKind, id };
}
