/**
 * TipTap's nodes for the paper, generated from the engine's `PAPER_NODES` (STYLE.md "The paper's schema is one
 * object"): each node takes its name, group, content, atom and attrs from it. Attributes round-trip through HTML as
 * `data-*` (JSON for arrays), so copy and paste inside the editor keeps citations whole. Node views add the look.
 */
import { mergeAttributes, Node, type Attribute, type NodeViewRenderer } from '@tiptap/core';
import { PAPER_NODES, type PaperNodeType } from '@ibid/engine/paper';

type Spec = (typeof PAPER_NODES)[PaperNodeType];
type AttrDefaults = Record<string, unknown>;

const specOf = (name: PaperNodeType): Spec & { group?: string; content?: string; atom?: boolean; inline?: boolean; attrs?: AttrDefaults } => PAPER_NODES[name];

/** The tag each node is written as in HTML (clipboard, tests); the node views draw what the reader sees. */
const TAGS: Record<PaperNodeType, string> = {
  doc: 'div',
  titlePage: 'header',
  abstract: 'section',
  tableOfContents: 'nav',
  paragraph: 'p',
  figure: 'figure',
  table: 'div',
  referenceList: 'section',
  annotation: 'div',
  appendix: 'section',
  text: 'span',
  hardBreak: 'br',
  citation: 'span',
  footnote: 'span',
};

const dataName = (attr: string) => `data-${attr.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function attribute(name: string, fallback: unknown): Attribute {
  const key = dataName(name);
  const structured = typeof fallback !== 'string';
  return {
    default: fallback,
    parseHTML: (element) => {
      const value = element.getAttribute(key);
      if (value === null) return fallback;
      return structured ? (JSON.parse(value) as unknown) : value;
    },
    renderHTML: (attrs) => ({ [key]: structured ? JSON.stringify(attrs[name]) : String(attrs[name] ?? '') }),
  };
}

const attributesOf = (defaults: AttrDefaults | undefined) =>
  Object.fromEntries(Object.entries(defaults ?? {}).map(([name, fallback]) => [name, attribute(name, fallback)]));

export interface PaperNodeOptions {
  /** Node views by node name (the title page, citations, the reference list...). */
  views?: Partial<Record<PaperNodeType, NodeViewRenderer>>;
}

/** One TipTap node from its `PAPER_NODES` entry. */
export function paperNode(name: Exclude<PaperNodeType, 'doc' | 'text'>, options: PaperNodeOptions = {}) {
  const spec = specOf(name);
  const tag = TAGS[name];
  const view = options.views?.[name];
  return Node.create({
    name,
    ...(spec.group && { group: spec.group }),
    ...(spec.content && { content: spec.content }),
    ...(spec.atom && { atom: true, selectable: true }),
    ...(spec.inline && { inline: true }),
    // Generated and atom blocks stay whole: the caret moves past them, Delete removes them as one.
    ...(name === 'referenceList' && { isolating: true, selectable: false, draggable: false }),
    ...((name === 'abstract' || name === 'appendix' || name === 'annotation') && { defining: true, isolating: true }),
    addAttributes: () => attributesOf(spec.attrs),
    parseHTML: () => [{ tag: `${tag}[data-node="${name}"]` }],
    renderHTML: ({ HTMLAttributes }) => {
      const attrs = mergeAttributes(HTMLAttributes, { 'data-node': name });
      return spec.atom || name === 'hardBreak' ? [tag, attrs] : [tag, attrs, 0];
    },
    ...(view && { addNodeView: () => view }),
    ...(name === 'hardBreak' && {
      addKeyboardShortcuts() {
        return { 'Shift-Enter': () => this.editor.commands.insertContent({ type: 'hardBreak' }) };
      },
    }),
  });
}

/** The document node: its content expression and the paper's attrs (paper type, font) from `PAPER_NODES` and the model. */
export const PaperDoc = Node.create({
  name: 'doc',
  topNode: true,
  content: PAPER_NODES.doc.content,
  addAttributes: () => ({ paperTypeID: { default: 0 }, citationFont: { default: 1 }, advancedMode: { default: false } }),
});

export const PaperText = Node.create({ name: 'text', group: PAPER_NODES.text.group, inline: true });

/** Every paper node besides doc and text, in `PAPER_NODES` order. */
export const PAPER_NODE_NAMES = (Object.keys(PAPER_NODES) as PaperNodeType[]).filter(
  (name): name is Exclude<PaperNodeType, 'doc' | 'text'> => name !== 'doc' && name !== 'text',
);
