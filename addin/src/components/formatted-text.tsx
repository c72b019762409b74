/**
 * A formatted reference or citation as the engine writes it: HTML with only <i>, <b>, <sup>, <sub> and entities.
 * It is turned into React elements, never injected as markup, so nothing else in a value can run or render.
 */
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

/** The value's text with its italics, for a screen. */
export function FormattedText({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return <>{toNodes(body)}</>;
}

/** The value as plain text, for the clipboard. */
export function formattedPlainText(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '';
}
