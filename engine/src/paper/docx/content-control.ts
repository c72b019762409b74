/**
 * Word content controls (structured document tags, <w:sdt>), which the docx package does not write: an inline one
 * around a citation's runs and a block one around the reference list, found by the add-in by their tags.
 */
import { BuilderElement, Paragraph, XmlComponent, type FileChild, type ParagraphChild } from 'docx';

/** The tag of a citation's control and of the reference list's (DESIGN.md "Papers"). */
export const citationTag = (citationUniqueID: string) => `ibid:citation:${citationUniqueID}`;
export const REFERENCE_LIST_TAG = 'ibid:reference-list';

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

/** A block control holding whole paragraphs, placed among a section's children. */
export function blockControl(ids: ControlIds, alias: string, tag: string, children: readonly Paragraph[]): FileChild {
  return new StructuredDocumentTag(ids, alias, tag, children) as unknown as FileChild;
}
