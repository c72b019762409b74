/**
 * The inline tree formatters build once (text, italics, superscripts), and its serializers: html with only
 * <i> and <sup> and escaped entities, and plain text. A .docx writer is one more serializer of the same tree.
 */
import type { Formatted } from '../model/citation-item.js';

export type Inline = string | { italic: Inline[] } | { sup: Inline[] } | Inline[];

export const italic = (...content: Inline[]): Inline => ({ italic: content });
export const sup = (...content: Inline[]): Inline => ({ sup: content });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string): string => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPES[c]!) : s);

export function toHtml(node: Inline): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (Array.isArray(node)) return node.map(toHtml).join('');
  if ('italic' in node) return `<i>${toHtml(node.italic)}</i>`;
  return `<sup>${toHtml(node.sup)}</sup>`;
}

export function toText(node: Inline): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(toText).join('');
  return toText('italic' in node ? node.italic : node.sup);
}

export function formatted(node: Inline): Formatted {
  return { text: toText(node), html: toHtml(node) };
}

export const EMPTY_FORMATTED: Formatted = { text: '', html: '' };

/** The last character a reader sees, to decide whether a period is needed; walks from the end, builds nothing. */
export function lastChar(node: Inline): string {
  if (typeof node === 'string') return node.trimEnd().slice(-1);
  if (!Array.isArray(node)) return lastChar('italic' in node ? node.italic : node.sup);
  for (let i = node.length - 1; i >= 0; i--) {
    const c = lastChar(node[i]!);
    if (c) return c;
  }
  return '';
}

/** True when an inline holds visible text. */
function hasText(node: Inline): boolean {
  if (typeof node === 'string') return /\S/.test(node);
  if (Array.isArray(node)) return node.some(hasText);
  return hasText('italic' in node ? node.italic : node.sup);
}

/** True when an inline holds no visible text. */
export const isBlank = (node: Inline | undefined): boolean => node === undefined || !hasText(node);

/** Joins the non-blank parts with a separator. */
export function join(parts: readonly (Inline | undefined)[], separator: Inline): Inline[] {
  const kept = parts.filter((p): p is Inline => !isBlank(p));
  return kept.flatMap((p, i) => (i === 0 ? [p] : [separator, p]));
}

/** Ends an element with a period unless it already ends with terminal punctuation. */
export function withPeriod(node: Inline): Inline {
  return /[.?!]/.test(lastChar(node)) ? node : [node, '.'];
}
