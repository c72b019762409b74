import { describe, expect, it } from 'vitest';
import { ABSTRACT_GUIDANCE, abstractCount, countWords } from './abstract-guidance.js';
import { newPaperDocument } from './new-paper-document.js';
import type { PaperDocument } from './schema.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function withAbstract(...paragraphs: string[]): PaperDocument {
  const doc = newPaperDocument({ Title: 'T' }, 11);
  const abstract = { type: 'abstract' as const, attrs: { keywords: '' }, content: paragraphs.map((text) => ({ type: 'paragraph' as const, attrs: { style: 'Normal' as const }, content: text ? [{ type: 'text' as const, text }] : [] })) };
  return { ...doc, content: [doc.content[0]!, abstract, ...doc.content.slice(1)] } as PaperDocument;
}

describe('abstract guidance', () => {
  it('states the 150-250 word single-paragraph guidance', () => {
    expect(ABSTRACT_GUIDANCE).toBe('An abstract is a single paragraph of 150-250 words (under 250 words).');
  });

  it('counts words with letters or digits, not stray punctuation or spaces', () => {
    expect(countWords('  The  results — in 2020, were   clear. ')).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('has no count for a paper without an abstract', () => {
    expect(abstractCount(newPaperDocument({ Title: 'T' }, 11))).toBeUndefined();
  });

  it('says how many words an abstract lacks, fits or exceeds the 150-250 range by', () => {
    expect(abstractCount(withAbstract(words(149)))).toMatchObject({ words: 149, length: 'short', message: '149 words: 1 short of 150.' });
    expect(abstractCount(withAbstract(words(150)))).toMatchObject({ length: 'ok', message: '150 words: within 150-250.' });
    expect(abstractCount(withAbstract(words(250)))).toMatchObject({ length: 'ok' });
    expect(abstractCount(withAbstract(words(260)))).toMatchObject({ length: 'long', message: '260 words: 10 over 250.' });
  });

  it('counts across paragraphs and asks for a single paragraph', () => {
    const count = abstractCount(withAbstract(words(100), '', words(60)));
    expect(count).toMatchObject({ words: 160, paragraphs: 2, length: 'ok' });
    expect(count?.message).toContain('Keep it to a single paragraph.');
  });
});
