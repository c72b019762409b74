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
}

/** Every Ibid control of the body, in document order (Word lists nested controls after their parent). */
export async function readControls(context: Word.RequestContext): Promise<IbidControl[]> {
  const controls = context.document.body.contentControls;
  controls.load('items/tag,items/text,items/cannotEdit');
  await context.sync();
  return controls.items.flatMap((control) => {
    const parsed = parseControlTag(control.tag ?? '');
    return parsed ? [{ control, ...parsed }] : [];
  });
}

export const controlsOf = (controls: readonly IbidControl[], kind: ControlKind) => controls.filter((c) => c.kind === kind);

/** The citations the document holds, in its order: those with a control and data (a control without data is text). */
export function documentCitations(controls: readonly IbidControl[], data: ReadonlyMap<string, CitationNode>): CitationNode[] {
  return controlsOf(controls, 'citation').flatMap(({ id }) => data.get(id) ?? []);
}
