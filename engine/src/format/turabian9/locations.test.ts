import { describe, expect, it } from 'vitest';
import type { CitationLocation } from '../../model/location.js';
import { abbreviateRangeEnd, chicagoLocation, chicagoPageText } from './locations.js';

describe('inclusive numbers (CMOS 9.64)', () => {
  it.each([
    ['3', '10', '10'], ['71', '72', '72'], ['96', '117', '117'],
    ['100', '104', '104'], ['1100', '1113', '1113'],
    ['101', '108', '8'], ['808', '833', '33'], ['1103', '1104', '4'],
    ['321', '328', '28'], ['498', '532', '532'], ['1087', '1089', '89'], ['1536', '1538', '38'],
    ['1496', '1504', '1504'], ['2787', '2816', '2816'], ['11564', '11615', '615'], ['12991', '13001', '13001'],
    ['121', '123', '23'], ['580', '591', '91'], ['xi', 'xiv', 'xiv'], ['S1', 'S9', 'S9'],
  ])('%s–%s ends in %s', (start, end, expected) => {
    expect(abbreviateRangeEnd(start, end)).toBe(expected);
  });

  it('reads ranges and lists as typed, with hyphens or dashes', () => {
    expect(chicagoPageText('24-25')).toBe('24–25');
    expect(chicagoPageText('121 - 123')).toBe('121–23');
    expect(chicagoPageText('45, 47-49')).toBe('45, 47–49');
    expect(chicagoPageText('xiv')).toBe('xiv');
  });
});

describe('citation locations in notes', () => {
  it.each<[CitationLocation, string | undefined]>([
    [{ type: 0, value: '' }, undefined],
    [{ type: 3, value: '' }, undefined],
    [{ type: 3, value: '45' }, '45'],
    [{ type: 3, value: '101-108' }, '101–8'],
    [{ type: 4, value: '4' }, 'para. 4'],
    [{ type: 4, value: '4-5' }, 'paras. 4–5'],
    [{ type: 5, value: '3' }, 'chap. 3'],
    [{ type: 6, value: '2' }, 'sec. 2'],
    [{ type: 7, value: '2' }, 'table 2'],
    [{ type: 8, value: '1' }, 'fig. 1'],
    [{ type: 8, value: '1, 3' }, 'figs. 1, 3'],
    [{ type: 9, value: '01/02/45' }, '1:02:45'],
    [{ type: 9, value: '00/02/05' }, '2:05'],
    [{ type: 1, value: '1/2/34' }, '1.2.34'],
    [{ type: 2, value: '1:3', label: 'Gen.' }, 'Gen. 1:3'],
    [{ type: 10, value: '15', label: 'track' }, 'track 15'],
  ])('%j reads %j', (location, expected) => {
    expect(chicagoLocation(location)).toBe(expected);
  });
});
