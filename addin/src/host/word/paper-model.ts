/**
 * The paper as far as one batch needs it to lay out its citations, reference list and labels: its type and title
 * page from the properties, its citations (with their data) in document order, its figures, tables and appendices
 * by their controls. The whole document read back is `paperDocument` (a file read, outside any batch).
 */
import { newPaperDocument, type BlockNode, type PaperTopNode, type CitationNode, type PaperDocument, type PaperType } from '@ibid/engine/paper';
import type { IbidControl } from './controls';
import type { DocumentPaper } from './properties';

/** The properties `newPaperDocument` takes, named as the document properties are (word-addin §3). */
const TITLE_FIELDS = ['Title', 'Author', 'Course', 'Teacher', 'Institution', 'DueDate', 'RunningHead'] as const;

export function paperSkeleton(
  type: PaperType,
  paper: DocumentPaper,
  properties: ReadonlyMap<string, string>,
  controls: readonly Pick<IbidControl, 'kind' | 'id' | 'appendix'>[],
  citations: readonly CitationNode[],
): PaperDocument {
  const fields = Object.fromEntries(TITLE_FIELDS.map((name) => [name, properties.get(name) ?? '']));
  const base = newPaperDocument(fields, type.id);
  const font = Number(properties.get('CitationFont') ?? 1);
  const blocks: BlockNode[] = [{ type: 'paragraph', attrs: { style: 'Normal' }, content: [...citations] }];
  // Figures and tables in the text, then each appendix with its own (their numbers follow the appendix's letter).
  const numbered = (appendix: string | undefined): BlockNode[] =>
    controls.flatMap(({ kind, id, appendix: holder }): BlockNode[] => {
      if (holder !== appendix) return [];
      if (kind === 'figure') return [{ type: 'figure', attrs: { id, title: '', src: '', note: '', width: 0, height: 0 } }];
      if (kind === 'table') return [{ type: 'table', attrs: { id, title: '', note: '', rows: [] } }];
      return [];
    });
  blocks.push(...numbered(undefined));
  const appendices = controls
    .filter((c) => c.kind === 'appendix')
    .map(({ id }): PaperTopNode => ({ type: 'appendix', attrs: { id }, content: [{ type: 'paragraph', attrs: { style: 'Normal' }, content: [] }, ...numbered(id)] }));
  const front = base.content.filter((node) => node.type === 'titlePage').map((node) => (paper.titlePage ? { ...node, attrs: { ...paper.titlePage } } : node));
  const list = base.content.filter((node) => node.type === 'referenceList');
  return {
    ...base,
    attrs: { ...base.attrs, citationFont: Number.isInteger(font) && font >= 1 && font <= 5 ? font : 1, ...(paper.advancedMode ? { advancedMode: true } : {}) },
    content: [...front, ...blocks, ...list, ...appendices] as PaperDocument['content'],
  };
}
