import { describe, expect, it } from 'vitest';
import { currentFormatFromVersionId } from './formats.js';

describe('currentFormatFromVersionId', () => {
  it.each([
    [7, 'apa7'],
    [8, 'mla9'],
    [9, 'turabian9'],
    [2, 'apa7'],
    [6, 'mla9'],
    [undefined, 'apa7'],
    [0, 'apa7'],
    [42, 'apa7'],
  ] as const)('shows format version %s in %s', (id, format) => {
    expect(currentFormatFromVersionId(id)).toBe(format);
  });
});
