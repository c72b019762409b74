/**
 * Word content controls (structured document tags, <w:sdt>), which the docx package does not write: an inline one
 * around a citation's runs and block ones around the reference list and the parts of the paper the writer makes
 * (title page, abstract, contents, figures, tables, appendices, annotations), found by the add-in by their tags.
 */
import { BuilderElement, XmlComponent, type FileChild, type ParagraphChild } from 'docx';
import { CONTROL_KINDS, controlTag, type ControlKind } from './control-tags.js';

export { citationTag, REFERENCE_LIST_TAG } from './control-tags.js';

const valueElement = (name: string, value: string | number) =>
  new BuilderElement<{ val: string | number }>({ name, attributes: { val: { key: 'w:val', value } } });

/** Word keys its controls by a number unique in the document; a counter per document keeps the output stable. */
export interface ControlIds {
  next: number;
}

class StructuredDocumentTag extends XmlComponent {
  constructor(ids: ControlIds, alias: string, tag: string, content: readonly XmlComponent[]) {
    super('w:sdt');
    ids.next += 1;
    this.root.push(new BuilderElement({ name: 'w:sdtPr', children: [valueElement('w:alias', alias), valueElement('w:tag', tag), valueElement('w:id', ids.next)] }));
    this.root.push(new BuilderElement({ name: 'w:sdtContent', children: content }));
  }
}

/** An inline control holding runs (or a hyperlink, or a note reference) in a paragraph. */
export function inlineControl(ids: ControlIds, alias: string, tag: string, children: readonly ParagraphChild[]): ParagraphChild {
  // The package's paragraph writes any component it is given; the union type lists only its own classes.
  return new StructuredDocumentTag(ids, alias, tag, children as unknown as XmlComponent[]) as unknown as ParagraphChild;
}

/** A block control holding whole paragraphs (and tables), placed among a section's children. */
export function blockControl(ids: ControlIds, alias: string, tag: string, children: readonly FileChild[]): FileChild {
  return new StructuredDocumentTag(ids, alias, tag, children as unknown as XmlComponent[]) as unknown as FileChild;
}

/**
 * The blocks of one part of the paper in its tagged control (`control-tags.ts`); a clean copy, or a part that
 * printed nothing, keeps them bare.
 */
export function partControl(ctx: { controls: ControlIds; cleanCopy: boolean }, kind: ControlKind, id: string | undefined, children: FileChild[]): FileChild[] {
  if (ctx.cleanCopy || children.length === 0) return children;
  return [blockControl(ctx.controls, CONTROL_KINDS[kind].alias, controlTag(kind, id), children)];
}
