/**
 * A formatted reference on screen. The engine's values are HTML with only <i> (and <sup> for notes) and entities:
 * they are read into a small tree and rendered as React elements, so nothing the value holds is ever injected as
 * markup; any other tag is dropped and its text kept.
 */
import { decodeEntities, plainText } from '@ibid/engine/import';
import type { ReactNode } from 'react';

type InlineTag = 'i' | 'sup';
type Inline = string | { tag: InlineTag; children: Inline[] };

const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/gi;
const isInlineTag = (name: string): name is InlineTag => name === 'i' || name === 'sup';

/** The value as text runs and italic or superscript spans. */
export function parseReferenceHtml(html: string): Inline[] {
  const root: Inline[] = [];
  const open: { tag: InlineTag; children: Inline[] }[] = [];
  const addText = (text: string) => {
    if (text) (open.at(-1)?.children ?? root).push(decodeEntities(text));
  };
  let from = 0;
  for (const match of html.matchAll(TAG)) {
    addText(html.slice(from, match.index));
    from = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!isInlineTag(name)) continue;
    if (!match[1]) {
      const node = { tag: name, children: [] };
      (open.at(-1)?.children ?? root).push(node);
      open.push(node);
    } else if (open.some((node) => node.tag === name)) {
      while (open.pop()?.tag !== name);
    }
  }
  addText(html.slice(from));
  return root;
}

function render(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string' ? node : node.tag === 'i' ? <i key={index}>{render(node.children)}</i> : <sup key={index}>{render(node.children)}</sup>,
  );
}

/** The reference as the engine formatted it, italics kept. */
export function FormattedReference({ html }: { html: string }) {
  return <>{render(parseReferenceHtml(html))}</>;
}

/** The reference as plain text: what Copy to clipboard writes. */
export const referencePlainText = (html: string): string => plainText(html);
