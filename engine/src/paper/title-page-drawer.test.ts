import { describe, expect, it } from 'vitest';
import { titleDrawerValues, titlePageDrawer, titlePageUpdate } from './title-page-drawer.js';

const fields = (id: number) => titlePageDrawer(id).fields;

describe('the Title drawer by paper type', () => {
  it('lets adopted papers only rename the paper', () => {
    for (const id of [16, 115, 215]) {
      const drawer = titlePageDrawer(id);
      expect(drawer).toMatchObject({ variant: 'adopted', fields: ['Title'], submitLabel: 'Update Paper' });
      expect(drawer.labels.Title).toBe('Paper Name');
    }
  });

  it('shows the running head only on the APA 7 professional paper, and the date on the student paper', () => {
    expect(fields(12)).toEqual(['Title', 'RunningHead', 'Author', 'Institution', 'Teacher', 'Course']);
    expect(fields(11)).toEqual(['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate']);
  });

  it('hides the institution for MLA 9 and calls the button Update Title Section', () => {
    expect(fields(111)).toEqual(['Title', 'Author', 'Teacher', 'Course', 'DueDate']);
    expect(titlePageDrawer(111).submitLabel).toBe('Update Title Section');
    expect(titlePageDrawer(211).submitLabel).toBe('Update Title Page');
  });

  it('dates Turabian 9 research papers only', () => {
    expect(fields(211)).toContain('DueDate');
    expect(fields(212)).toEqual(['Title', 'Teacher', 'Course']);
  });

  it('gives papers that are not research papers no author or institution', () => {
    expect(fields(13)).toEqual(['Title', 'Teacher', 'Course']);
    expect(fields(112)).toEqual(['Title', 'Teacher', 'Course', 'DueDate']);
    expect(titlePageDrawer(14).labels.Title).toBe('Document Title');
  });

  it('is headed as the side menu names it: Title Page for APA research papers, Title for the others', () => {
    for (const id of [1, 11, 12]) expect(titlePageDrawer(id).heading).toBe('Title Page');
    for (const id of [13, 14, 15, 111, 112, 113, 114, 211, 212]) expect(titlePageDrawer(id).heading).toBe('Title');
  });

  it('gives legacy APA 6 papers the older variant', () => {
    expect(titlePageDrawer(1)).toMatchObject({ variant: 'legacy', fields: ['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate'], submitLabel: 'Update Title Page' });
  });

  it('reads the values from the title page and writes trimmed title-page fields back', () => {
    const drawer = titlePageDrawer(12);
    expect(titleDrawerValues(drawer, { title: 'On Bees', runningHead: 'ON BEES', teacher: 'Dr. Ames' })).toEqual({ Title: 'On Bees', RunningHead: 'ON BEES', Author: '', Institution: '', Teacher: 'Dr. Ames', Course: '' });
    expect(titlePageUpdate({ Title: ' On Wasps ', Teacher: 'Dr. Ames', DueDate: '2026-12-01' })).toEqual({ title: 'On Wasps', teacher: 'Dr. Ames', dueDate: '2026-12-01' });
  });
});
