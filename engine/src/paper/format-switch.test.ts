import { describe, expect, it } from 'vitest';
import { formatSwitchOptions } from './format-switch.js';

const ids = (id: number) => formatSwitchOptions(id).map((o) => [o.label, o.paperTypeID, o.current]);

describe('switching a paper format', () => {
  it('offers the same kind of paper in APA 7, MLA 9 and Turabian 9', () => {
    expect(ids(13)).toEqual([['APA 7', 13, true], ['MLA 9', 112, false], ['Turabian 9', 212, false]]);
    expect(ids(114)).toEqual([['APA 7', 15, false], ['MLA 9', 114, true], ['Turabian 9', 214, false]]);
  });

  it('keeps an APA 7 professional paper professional and brings research papers back to APA 7 as student papers', () => {
    expect(ids(12)).toEqual([['APA 7', 12, true], ['MLA 9', 111, false], ['Turabian 9', 211, false]]);
    expect(ids(211)[0]).toEqual(['APA 7', 11, false]);
  });

  it('offers a legacy APA 6 paper the move to APA 7 too', () => {
    expect(ids(1)).toEqual([['APA 7', 11, false], ['MLA 9', 111, false], ['Turabian 9', 211, false]]);
  });

  it('offers nothing for an unknown paper type', () => {
    expect(formatSwitchOptions(999)).toEqual([]);
  });
});
