import { describe, expect, it } from 'vitest';
import { formatSwitchOptions } from './format-switch.js';
import { newPaperDocument } from './new-paper-document.js';
import { paperTitlePage } from './paper-title-page.js';
import { layoutFormat, paperTypeIdFor, paperTypes } from './paper-types.js';

const ids = (id: number) => formatSwitchOptions(id).map((o) => [o.label, o.paperTypeID, o.current]);

/** Every field a creator may ask for, the author note included. */
const payload = { Title: 'Rivers and Roads', Author: 'Ana López', Institution: 'State University', Course: 'HIST 101', Teacher: 'Dr. Chen', DueDate: '2026-03-04', RunningHead: 'RIVERS', IsAuthorNote: true };

describe('switching a paper format', () => {
  it('offers the same kind of paper in APA 7, MLA 9 and Turabian 9', () => {
    expect(ids(13)).toEqual([['APA 7', 13, true], ['MLA 9', 112, false], ['Turabian 9', 212, false]]);
    expect(ids(114)).toEqual([['APA 7', 15, false], ['MLA 9', 114, true], ['Turabian 9', 214, false]]);
  });

  it('keeps an APA 7 professional paper professional and brings a research paper without a running head back as a student paper', () => {
    expect(ids(12)).toEqual([['APA 7', 12, true], ['MLA 9', 111, false], ['Turabian 9', 211, false]]);
    expect(ids(211)[0]).toEqual(['APA 7', 11, false]);
  });

  it('brings an MLA or Turabian research paper whose title page kept a running head or an author note back to APA 7 as a professional paper', () => {
    const page = { runningHead: 'RIVERS', authorNote: '' };
    expect(formatSwitchOptions(111, page)[0]?.paperTypeID).toBe(12);
    expect(formatSwitchOptions(211, { runningHead: ' ', authorNote: 'Correspondence to me.' })[0]?.paperTypeID).toBe(12);
    expect(formatSwitchOptions(111, { runningHead: ' ', authorNote: '' })[0]?.paperTypeID).toBe(11);
  });

  it('brings every creatable paper type back to itself (a legacy type to its successor) after a stay in each format', () => {
    for (const type of paperTypes.filter((t) => t.creatable)) {
      const titlePage = paperTitlePage(newPaperDocument(payload, type.id));
      const home = type.legacy ? paperTypeIdFor(type.kind, layoutFormat(type)) : type.id;
      for (const away of formatSwitchOptions(type.id, titlePage)) {
        const back = formatSwitchOptions(away.paperTypeID, titlePage).find((option) => option.format === layoutFormat(type));
        expect(back?.paperTypeID, `${type.name} by ${away.label}`).toBe(home);
      }
    }
  });

  it('offers a legacy APA 6 paper the move to APA 7 too', () => {
    expect(ids(1)).toEqual([['APA 7', 11, false], ['MLA 9', 111, false], ['Turabian 9', 211, false]]);
  });

  it('offers nothing for an unknown paper type', () => {
    expect(formatSwitchOptions(999)).toEqual([]);
  });
});
