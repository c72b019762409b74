import { describe, expect, it } from 'vitest';
import { citationTag, controlTag, parseControlTag, REFERENCE_LIST_TAG } from './control-tags.js';

describe('content control tags', () => {
  it('reads back the tags the writer gives, with their ids', () => {
    expect(parseControlTag(citationTag('C-1:b'))).toEqual({ kind: 'citation', id: 'C-1:b' });
    expect(parseControlTag(REFERENCE_LIST_TAG)).toEqual({ kind: 'reference-list', id: '' });
    expect(parseControlTag(controlTag('figure', 'F1'))).toEqual({ kind: 'figure', id: 'F1' });
    expect(parseControlTag(controlTag('title-page'))).toEqual({ kind: 'title-page', id: '' });
  });

  it('answers undefined for tags that are not Ibid’s or lack or add an id', () => {
    for (const tag of ['', 'citation:C1', 'ibid:citation:', 'ibid:citation', 'ibid:abstract:x', 'ibid:unknown:1', 'IBID:citation:C1']) expect(parseControlTag(tag), tag).toBeUndefined();
  });
});
