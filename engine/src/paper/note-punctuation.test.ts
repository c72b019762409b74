import { describe, expect, it } from 'vitest';
import { notesAfterPunctuation } from './note-punctuation.js';
import type { InlineNode } from './schema.js';

const note: InlineNode = { type: 'footnote', content: [{ type: 'text', text: 'A note.' }] };
const text = (value: string, italic = false): InlineNode => ({ type: 'text', text: value, ...(italic ? { marks: [{ type: 'italic' as const }] } : {}) });
const layout = { citations: {} };
const texts = (nodes: InlineNode[]) => nodes.map((node) => (node.type === 'text' ? node.text : '¹'));

describe('note numbers after punctuation (Turabian 16.3.2)', () => {
  it('moves the period that follows a note number before it', () => {
    expect(texts(notesAfterPunctuation([text('Sleep consolidates memory'), note, text('. Then more.')], layout))).toEqual(['Sleep consolidates memory.', '¹', ' Then more.']);
  });

  it('moves a comma, a closing quotation mark and a parenthesis together', () => {
    expect(texts(notesAfterPunctuation([text('called it “rest'), note, text('”), and so')], layout))).toEqual(['called it “rest”),', '¹', ' and so']);
  });

  it('closes the space a writer left before the note', () => {
    expect(texts(notesAfterPunctuation([text('memory '), note, text(' and more')], layout))).toEqual(['memory', '¹', ' and more']);
  });

  it('leaves a note before a dash where it is', () => {
    expect(texts(notesAfterPunctuation([text('memory'), note, text('—and more')], layout))).toEqual(['memory', '¹', '—and more']);
  });

  it('keeps the marks of the punctuation it moves when they differ from the text before', () => {
    const out = notesAfterPunctuation([text('memory'), note, text('. Next', true)], layout);
    expect(out).toEqual([text('memory'), text('.', true), note, text(' Next', true)]);
  });

  it('changes nothing without notes', () => {
    const nodes = [text('Plain text.'), text(' More.')];
    expect(notesAfterPunctuation(nodes, layout)).toEqual(nodes);
  });
});
