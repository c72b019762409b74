import { describe, expect, it } from 'vitest';
import type { CitationLocation } from '../../model/location.js';
import { chicagoLocation } from './locations.js';

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
