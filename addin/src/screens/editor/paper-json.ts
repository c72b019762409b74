/** The editor's document as the paper model's JSON: every container with its `content` array, even an empty one. */
import type { Node as PmNode } from '@tiptap/pm/model';
import type { PaperDocument } from '@ibid/engine/paper';

type Json = { type: string; attrs?: Record<string, unknown>; content?: Json[]; text?: string; marks?: { type: string }[] };

function toJson(node: PmNode): Json {
  if (node.isText) {
    return node.marks.length ? { type: 'text', text: node.text ?? '', marks: node.marks.map((mark) => ({ type: mark.type.name })) } : { type: 'text', text: node.text ?? '' };
  }
  const json: Json = { type: node.type.name };
  if (Object.keys(node.attrs).length > 0) json.attrs = { ...node.attrs };
  // ProseMirror's own toJSON drops an empty content array; the model's walkers expect one.
  if (!node.type.isLeaf) {
    const content: Json[] = [];
    node.forEach((child) => content.push(toJson(child)));
    json.content = content;
  }
  return json;
}

/** The document as `PaperDocument` (the shapes `layoutPaper`, the api and the .docx read). */
export const paperDocumentOf = (doc: PmNode): PaperDocument => toJson(doc) as unknown as PaperDocument;
