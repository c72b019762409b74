/**
 * A formatted reference or citation as the engine writes it: HTML with only <i>, <b>, <sup>, <sub> and entities.
 * It is turned into React elements, never injected as markup, so nothing else in a value can run or render.
 */
import { Body1 } from '@fluentui/react-components';
import { createElement, Fragment, type ReactNode } from 'react';

const ALLOWED = new Set(['i', 'b', 'sup', 'sub']);

function toNodes(parent: Node): ReactNode[] {
  return [...parent.childNodes].map((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = (node as Element).tagName.toLowerCase();
    const children = toNodes(node);
    return ALLOWED.has(tag) ? createElement(tag, { key: index }, ...children) : createElement(Fragment, { key: index }, ...children);
  });
}

/** The value parsed by the browser: a <template> parses without running scripts or loading images. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The value's text with its italics, inline. */
export function FormattedText({ html }: { html: string }) {
  // Keyed by the value: a new value replaces the nodes, a change that observers of added nodes (live regions, test
  // tools) notice, rather than editing their text in place.
  return <Fragment key={html}>{toNodes(parsed(html))}</Fragment>;
}

/** The value as a paragraph of its own, e.g. a reference entry with its hanging indent. */
export function FormattedParagraph({ html, className }: { html: string; className?: string }) {
  return (
    <Body1 as="p" className={className} style={{ margin: 0 }}>
      <FormattedText html={html} />
    </Body1>
  );
}

/**
 * The value as plain text, for the clipboard and for search: the browser's own parser reads the entities, so the
 * pane's first screen does not carry the engine's table of them.
 */
export function formattedPlainText(html: string): string {
  return (parsed(html).textContent ?? '').replace(/\s+/g, ' ').trim();
}
