import { describe, expect, it } from 'vitest';
import { pageHeaderLead, titlePageLines } from './title-page-lines.js';
import type { TitlePageAttrs } from './schema.js';

const attrs: TitlePageAttrs = {
  title: 'Rivers and Roads',
  author: 'Ana María López',
  institution: 'State University',
  course: 'HIST 101',
  teacher: 'Dr. Chen',
  dueDate: '2026-03-04',
  runningHead: 'Rivers',
  authorNote: '',
};

describe('titlePageLines', () => {
  it('centres an APA 7 student title page: bold title, then author, institution, course, instructor and the date', () => {
    const lines = titlePageLines(11, attrs)!;
    expect(lines).toMatchObject({ align: 'center', boldTitle: true, bylineFirst: false, ownPage: true, repeatTitle: true });
    expect(lines.byline).toEqual(['Ana María López', 'State University', 'HIST 101', 'Dr. Chen', 'March 4, 2026']);
  });

  it("puts MLA's header block above a plain title, the date day first, and leaves blank fields out", () => {
    const lines = titlePageLines(111, { ...attrs, teacher: ' ' })!;
    expect(lines).toMatchObject({ align: 'left', boldTitle: false, bylineFirst: true, ownPage: false, repeatTitle: false });
    expect(lines.byline).toEqual(['Ana María López', 'HIST 101', '4 March 2026']);
  });

  it('gives an APA 7 professional title page its author note paragraphs, and nothing to a reference list', () => {
    expect(titlePageLines(12, { ...attrs, authorNote: 'First.\n\nSecond.' })?.authorNote).toEqual(['First.', 'Second.']);
    expect(titlePageLines(14, attrs)).toBeUndefined();
  });
});

describe('pageHeaderLead', () => {
  it("prints the professional paper's running head in capitals, MLA's surname, and nothing for a student paper", () => {
    expect(pageHeaderLead(12, attrs)).toEqual({ text: 'RIVERS', flushLeft: true });
    expect(pageHeaderLead(111, attrs)).toEqual({ text: 'López', flushLeft: false });
    expect(pageHeaderLead(11, attrs)).toEqual({ text: '', flushLeft: false });
  });
});
