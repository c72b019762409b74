/** The abstract's length guidance (word-addin §2.10, §9): a single paragraph of 150-250 words, counted live. */
import type { InlineNode, PaperDocument } from './schema.js';

export const ABSTRACT_WORDS = { min: 150, max: 250 } as const;

export const ABSTRACT_GUIDANCE = `An abstract is a single paragraph of ${ABSTRACT_WORDS.min}-${ABSTRACT_WORDS.max} words (under ${ABSTRACT_WORDS.max} words).`;

/** Words as a reader counts them: runs of non-space characters holding a letter or a digit ("—" alone is not one). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const inlineText = (nodes: readonly InlineNode[]) => nodes.map((node) => (node.type === 'text' ? node.text : ' ')).join('');

/** The abstract's typed text, paragraphs on their own lines, or undefined when the paper has no abstract. */
export function abstractText(doc: PaperDocument): string | undefined {
  const abstract = doc.content.find((node) => node.type === 'abstract');
  return abstract?.type === 'abstract' ? abstract.content.map((paragraph) => inlineText(paragraph.content)).join('\n') : undefined;
}

export type AbstractLength = 'short' | 'ok' | 'long';

export interface AbstractCount {
  words: number;
  paragraphs: number;
  length: AbstractLength;
  /** What to tell the writer about it, e.g. "182 words: within 150-250." */
  message: string;
}

/** The abstract's count against the guidance; undefined when there is no abstract. */
export function abstractCount(doc: PaperDocument): AbstractCount | undefined {
  const text = abstractText(doc);
  if (text === undefined) return undefined;
  const words = countWords(text);
  const paragraphs = text.split('\n').filter((line) => line.trim()).length;
  const length: AbstractLength = words < ABSTRACT_WORDS.min ? 'short' : words > ABSTRACT_WORDS.max ? 'long' : 'ok';
  const counted = `${words} ${words === 1 ? 'word' : 'words'}`;
  const verdict = {
    short: `${ABSTRACT_WORDS.min - words} short of ${ABSTRACT_WORDS.min}.`,
    ok: `within ${ABSTRACT_WORDS.min}-${ABSTRACT_WORDS.max}.`,
    long: `${words - ABSTRACT_WORDS.max} over ${ABSTRACT_WORDS.max}.`,
  }[length];
  const single = paragraphs > 1 ? ' Keep it to a single paragraph.' : '';
  return { words, paragraphs, length, message: `${counted}: ${verdict}${single}` };
}
