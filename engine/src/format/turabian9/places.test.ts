import { describe, expect, it } from 'vitest';
import { turabianPlace } from './places.js';

describe('the place of publication (Turabian 17.1.6.1, CMOS 14.130)', () => {
  it('prints a well-known city alone', () => {
    expect(turabianPlace({ name: 'Knopf', city: 'New York', state: 'NY' })).toBe('New York');
    expect(turabianPlace({ name: 'Knopf', city: 'New York', country: 'New York' })).toBe('New York');
    expect(turabianPlace({ name: 'Elsevier', city: 'Amsterdam', country: 'The Netherlands' })).toBe('Amsterdam');
    expect(turabianPlace({ name: 'Springer', city: 'Berlin', country: 'Germany / Heidelberg' })).toBe('Berlin');
  });

  it('keeps the state or country of a city that is not well known, without a postal code', () => {
    expect(turabianPlace({ name: 'Belknap Press', city: 'Cambridge', state: 'MA' })).toBe('Cambridge, MA');
    expect(turabianPlace({ name: 'University of Utah', city: 'Salt Lake City', country: 'UT 84112-0090' })).toBe('Salt Lake City, UT');
  });

  it('writes a state by its postal code, whatever form the source gave (CMOS 10.28)', () => {
    expect(turabianPlace({ name: 'Addison-Wesley', city: 'Reading', country: 'Mass.' })).toBe('Reading, MA');
    expect(turabianPlace({ name: 'Greenwood', city: 'Westport', country: 'Conn.' })).toBe('Westport, CT');
    expect(turabianPlace({ name: 'Catholic University of America Press', city: 'Washington', country: 'D.C.' })).toBe('Washington, DC');
    expect(turabianPlace({ name: 'UMP', city: 'Ann Arbor', country: 'Michigan' })).toBe('Ann Arbor, MI');
  });

  it('prints no place for a country stored as the city', () => {
    expect(turabianPlace({ name: 'Curran Associates', city: 'USA' })).toBeUndefined();
    expect(turabianPlace({ name: 'Publications Office', city: 'LU' })).toBeUndefined();
  });
});
