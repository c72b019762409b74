import { describe, expect, it, vi } from 'vitest';
import { identifierIn } from './selection-lookup';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../testing/fake-browser')).fakeBrowser }));

describe('the selected DOI or ISBN', () => {
  it.each([
    ['10.1371/journal.pone.0000001', '10.1371/journal.pone.0000001'],
    ['https://doi.org/10.1038/s41586-021-03819-2', '10.1038/s41586-021-03819-2'],
    ['ISBN 978-4-87311-874-1', '9784873118741'],
    ['0-19-852663-6', '0198526636'],
  ])('finds %s', (selection, expected) => {
    expect(identifierIn(selection)).toBe(expected);
  });

  it.each(['the role of sleep', '12345', ''])('finds nothing in %j, so the page itself is cited', (selection) => {
    expect(identifierIn(selection)).toBeUndefined();
  });
});
