/// <reference types="office-js" />
/**
 * The document's Ibid content controls (engine docx/control-tags.ts), read in one sync, and what the pane's
 * citations and reference list are laid out from: the citations in document order with their data.
 */
import { parseControlTag, type CitationNode, type ControlKind } from '@ibid/engine/paper';

export interface IbidControl {
  control: Word.ContentControl;
  kind: ControlKind;
  /** The node's id for the kinds that carry one (a citation's citationUniqueID). */
  id: string;
  /** A figure's or table's appendix, by id: its number is the appendix's ("Figure A1"). */
  appendix?: string;
}

/** Kinds numbered within the appendix they stand in. */
const NUMBERED = new Set<ControlKind>(['figure', 'table']);

/**
 * Every Ibid control of the body, in document order (Word lists nested controls after their parent), and for figures
 * and tables the appendix holding them (one more sync when the paper has any).
 */
export async function readControls(context: Word.RequestContext): Promise<IbidControl[]> {
  const controls = context.document.body.contentControls;
  controls.load('items/tag,items/text,items/cannotEdit');
  await context.sync();
  const found = controls.items.flatMap((control) => {
    const parsed = parseControlTag(control.tag ?? '');
    return parsed ? [{ control, ...parsed }] : [];
  });
  const numbered = found.filter((c) => NUMBERED.has(c.kind)).map((c) => ({ c, parent: c.control.parentContentControlOrNullObject.load('isNullObject,tag') }));
  if (numbered.length === 0) return found;
  await context.sync();
  const appendixOf = new Map(
    numbered.map(({ c, parent }) => {
      const tag = parent.isNullObject ? undefined : parseControlTag(parent.tag);
      return [c, tag?.kind === 'appendix' ? tag.id : undefined] as const;
    }),
  );
  return found.map((c) => {
    const appendix = appendixOf.get(c);
    return appendix ? { ...c, appendix } : c;
  });
}

export const controlsOf = (controls: readonly IbidControl[], kind: ControlKind) => controls.filter((c) => c.kind === kind);

/** The citations the document holds, in its order: those with a control and data (a control without data is text). */
export function documentCitations(controls: readonly IbidControl[], data: ReadonlyMap<string, CitationNode>): CitationNode[] {
  return controlsOf(controls, 'citation').flatMap(({ id }) => data.get(id) ?? []);
}
