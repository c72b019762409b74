import { describe, expect, it } from 'vitest';
import { abbreviateRangeEnd, pagesText, typedPagesText } from './page-ranges.js';

describe('inclusive numbers (CMOS 9.64)', () => {
  it.each([
    ['3', '10', '10'], ['71', '72', '72'], ['96', '117', '117'],
    ['100', '104', '104'], ['1100', '1113', '1113'],
    ['101', '108', '8'], ['808', '833', '33'], ['1103', '1104', '4'],
    ['321', '328', '28'], ['498', '532', '532'], ['1087', '1089', '89'], ['1536', '1538', '38'],
    ['1496', '1504', '1504'], ['2787', '2816', '2816'], ['11564', '11615', '615'], ['12991', '13001', '13001'],
    ['121', '123', '23'], ['580', '591', '91'], ['xi', 'xiv', 'xiv'], ['S1', 'S9', 'S9'],
  ])('%s–%s ends in %s', (start, end, expected) => {
    expect(abbreviateRangeEnd(start, end, 'cmos')).toBe(expected);
  });

  it('reads ranges and lists as typed, with hyphens or dashes', () => {
    expect(typedPagesText('24-25', 'cmos')).toBe('24–25');
    expect(typedPagesText('121 - 123', 'cmos')).toBe('121–23');
    expect(typedPagesText('45, 47-49', 'cmos')).toBe('45, 47–49');
    expect(typedPagesText('xiv', 'cmos')).toBe('xiv');
  });
});

describe('inclusive numbers (MLA 9: the last two digits from 100, more when more change)', () => {
  it.each([
    ['21', '48', '48'], ['95', '105', '105'], ['105', '119', '19'], ['2104', '2108', '08'], ['5362', '5451', '451'], ['89', '116', '116'], ['198', '201', '201'], ['212', '225', '25'], ['377', '395', '95'],
    ['1003', '1005', '05'], ['1608', '1774', '774'], ['100', '104', '04'], ['xi', 'xiv', 'xiv'],
  ])('%s–%s ends in %s', (start, end, expected) => {
    expect(abbreviateRangeEnd(start, end, 'mla')).toBe(expected);
  });
});

describe('page ranges in full (APA 9.27)', () => {
  it('keeps every digit of the second number', () => {
    expect(pagesText([{ start: '212', end: '225' }, { start: '1496', end: '1504' }], 'full')).toBe('212–225, 1496–1504');
    expect(typedPagesText('377-395', 'full')).toBe('377–395');
  });
});
