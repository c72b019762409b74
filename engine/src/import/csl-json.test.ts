import { describe, expect, it } from 'vitest';
import { exportCslJson, importCslJson } from './csl-json.js';

describe('CSL-JSON import and export', () => {
  it('imports an array, keeps the good items around a broken one and reports it', () => {
    const text = JSON.stringify([
      { id: 'a', type: 'book', title: 'First' },
      42,
      { id: 'c', type: 'article-journal', title: 'Third', DOI: 'not-a-doi' },
      { id: 'd', type: 'book' },
    ]);
    const { references, warnings } = importCslJson(text);
    expect(references.map((r) => r.data.title)).toEqual(['First', 'Third']);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'entry-skipped', entry: '#2' }),
      expect.objectContaining({ code: 'field-invalid', entry: 'c', field: 'DOI' }),
      expect.objectContaining({ code: 'entry-skipped', entry: 'd' }),
    ]);
  });

  it('refuses text that is not JSON with a clear message and no references', () => {
    const { references, warnings } = importCslJson('{"type": "book", ');
    expect(references).toEqual([]);
    expect(warnings[0]).toMatchObject({ code: 'invalid-json' });
    expect(warnings[0]?.message).toMatch(/^This is not valid CSL-JSON/);
  });

  it('accepts a single item and an { items } wrapper', () => {
    expect(importCslJson('{"type":"book","title":"One"}').references).toHaveLength(1);
    expect(importCslJson('{"items":[{"type":"book","title":"One"},{"type":"book","title":"Two"}]}').references).toHaveLength(2);
  });

  it('exports references that import back the same', () => {
    const { references } = importCslJson(JSON.stringify([{ type: 'book', title: 'A Book', author: [{ family: 'Doe', given: 'Jane' }], issued: { 'date-parts': [[2001]] } }]));
    const again = importCslJson(exportCslJson(references));
    expect(again.warnings).toEqual([]);
    expect(again.references).toEqual(references);
  });
});
