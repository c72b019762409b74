import { describe, expect, it } from 'vitest';
import { runningTime } from './running-time.js';

describe('runningTime', () => {
  it.each([
    ['PT2M22S', '2:22'],
    ['PT00H00M44S', '0:44'],
    ['PT1H2M3S', '1:02:03'],
    ['P0DT0H5M0S', '5:00'],
    ['142', '2:22'],
    ['3725', '1:02:05'],
  ])('writes %s as %s', (value, expected) => {
    expect(runningTime(value)).toBe(expected);
  });

  it.each(['', 'PT', 'P', 'about an hour', '0', 'PT0S'])('keeps %j out of the reference', (value) => {
    expect(runningTime(value)).toBeUndefined();
  });
});
