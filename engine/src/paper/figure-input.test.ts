import { describe, expect, it } from 'vitest';
import { FIGURE_MESSAGES, isFigureUrl, tableFormErrors, validateFigureFile } from './figure-input.js';

describe('figure image rules', () => {
  it('takes jpeg, jpg, png and gif files, whatever the case of the extension', () => {
    for (const name of ['a.jpeg', 'b.JPG', 'c.png', 'd.gif']) expect(validateFigureFile({ name, type: '' }).ok).toBe(true);
  });

  it("refuses other files with 'Please select a .jpg, or .png file.'", () => {
    for (const name of ['scan.bmp', 'chart.svg', 'paper.pdf', 'photo.webp']) {
      const checked = validateFigureFile({ name, type: 'image/whatever' });
      expect(checked.ok ? undefined : checked.error.message).toBe(FIGURE_MESSAGES.fileType);
    }
  });

  it('reads the MIME type of a file without an extension', () => {
    expect(validateFigureFile({ name: 'clipboard', type: 'image/png' }).ok).toBe(true);
    expect(validateFigureFile({ name: 'clipboard', type: 'image/tiff' }).ok).toBe(false);
  });

  it('takes http(s) URLs whose path ends in jpg, jpeg, png, gif or bmp, query aside', () => {
    expect(isFigureUrl('https://example.org/a/chart.PNG')).toBe(true);
    expect(isFigureUrl('http://example.org/scan.bmp?size=large#top')).toBe(true);
    expect(isFigureUrl(' https://example.org/photo.jpeg ')).toBe(true);
  });

  it('refuses URLs without an image extension, other schemes and text that is no URL', () => {
    for (const url of ['https://example.org/chart', 'https://example.org/chart.svg', 'https://example.org/?f=a.png', 'ftp://example.org/a.png', 'chart.png', 'data:image/png;base64,AA']) {
      expect(isFigureUrl(url)).toBe(false);
    }
  });
});

describe('table form rules', () => {
  it('asks for a title, and numeric columns and rows', () => {
    expect(tableFormErrors({ title: ' ', columns: '', rows: 'two' })).toEqual({
      title: 'Please enter Table Title',
      columns: 'Please enter Columns',
      rows: 'Please enter numeric Rows',
    });
  });

  it('keeps columns and rows within a page-sized table', () => {
    expect(tableFormErrors({ title: 'T', columns: '0', rows: '51' })).toEqual({ columns: 'Columns: from 1 to 10', rows: 'Rows: from 1 to 50' });
  });

  it('passes a titled table with whole numbers of columns and rows', () => {
    expect(tableFormErrors({ title: 'Results', columns: ' 3 ', rows: '4' })).toEqual({});
  });
});
