import { describe, expect, it } from 'vitest';
import { formatReference } from '../format/index.js';
import { referenceTypes } from '../catalogue/reference-types.js';
import type { ReferenceTypeNode } from '../catalogue/type-tree-node.js';
import type { LegacyReference } from '../model/reference.js';
import { convertLegacyReference, legacyConversionProblemTitle } from './convert-legacy.js';
import { LEGACY_RULES } from '../catalogue/legacy-rules.js';
import { getLegacyReferenceType, legacyReferenceTypes, legacyTypeTree } from '../catalogue/legacy-types.js';

const legacy = (referenceTypeID: number, data: unknown, extra: Partial<LegacyReference> = {}): LegacyReference => ({
  referenceID: 41,
  referenceUniqueID: 'A1B2',
  referenceTypeID,
  formatVersionID: 2,
  value: 'old value',
  displayValue: 'old value',
  legacyReferenceData: typeof data === 'string' ? data : JSON.stringify(data),
  ...extra,
});

const converted = (ref: LegacyReference) => {
  const result = convertLegacyReference(ref);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('legacy type tree', () => {
  const depth = (nodes: ReferenceTypeNode[]): number => Math.max(0, ...nodes.map((n) => 1 + depth(n.children)));
  const all = (nodes: ReferenceTypeNode[]): ReferenceTypeNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);

  it('is the server shape: roots have mother 0, children point at their parent, sort orders count from 1', () => {
    const tree = legacyTypeTree();
    expect(tree.every((n) => n.mother === 0)).toBe(true);
    for (const node of all(tree)) {
      node.children.forEach((child, i) => {
        expect(child.mother).toBe(node.referenceTypeId);
        expect(child.sortOrder).toBe(i + 1);
      });
      expect(node.isTerminal).toBe(node.children.length === 0);
    }
  });

  it('stays within the 5 levels the selection tree can show, with unique ids', () => {
    const tree = legacyTypeTree();
    expect(depth(tree)).toBeLessThanOrEqual(5);
    const ids = all(tree).map((n) => n.referenceTypeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every leaf known rules and a new-style target that exists, or 0', () => {
    for (const type of legacyReferenceTypes) {
      expect(type.rules.length).toBeGreaterThan(0);
      for (const rule of type.rules) expect(LEGACY_RULES).toHaveProperty(rule.name);
      if (type.convertsTo) expect(referenceTypes.some((t) => t.id === type.convertsTo && t.id <= 47)).toBe(true);
    }
  });

  it('labels a rule for the leaf that shows it', () => {
    expect(getLegacyReferenceType(301)?.rules.find((r) => r.name === 'publicationTitle')?.label).toBe('Website name');
    expect(getLegacyReferenceType(110)).toBeUndefined();
  });
});

describe('convertLegacyReference', () => {
  it('updates an APA 6 journal article with a DOI into a journal article that formats in APA 7', () => {
    const { reference, warnings } = converted(
      legacy(112, {
        authors: [{ firstName: 'Jane', middleName: 'Q.', lastName: 'Doe' }, { firstName: 'Ali', lastName: 'Khan', suffix: 'Jr.' }],
        publicationYear: '2014',
        title: 'Sleep and memory in adolescents',
        publicationTitle: 'Journal of Sleep Research',
        volume: '23',
        issue: '4',
        pages: '401-409',
        doi: 'https://doi.org/10.1111/jsr.12175',
      }, { name: 'Sleep paper', note: 'read twice', tags: 'sleep, memory' }),
    );
    expect(warnings).toEqual([]);
    expect(reference).toMatchObject({ referenceTypeID: 1, legacyReferenceId: 41, nickname: 'Sleep paper', note: 'read twice', tags: 'sleep, memory' });
    expect(reference.data).toMatchObject({ title: 'Sleep and memory in adolescents', containerTitle: 'Journal of Sleep Research', volume: '23', issue: '4', doi: '10.1111/jsr.12175', issued: { year: 2014 } });
    expect(formatReference(reference, 'apa7').text).toBe(
      'Doe, J. Q., & Khan, A., Jr. (2014). Sleep and memory in adolescents. Journal of Sleep Research, 23(4), 401–409. https://doi.org/10.1111/jsr.12175',
    );
  });

  it('reads the three date rules as one date, with months by name or number', () => {
    const byNumber = converted(legacy(132, { title: 'Storm hits coast', publicationTitle: 'The Gazette', publicationYear: 2019, publicationMonth: '3', publicationDay: '7' }));
    expect(byNumber.reference.data.issued).toEqual({ year: 2019, month: 3, day: 7 });
    const byName = converted(legacy(132, { title: 'Storm hits coast', publicationTitle: 'The Gazette', publicationYear: '2019', publicationMonth: 'March' }));
    expect(byName.reference.data.issued).toEqual({ year: 2019, month: 3 });
    expect(byName.reference.referenceTypeID).toBe(29);
  });

  it('keeps a book publisher with its city and state, and group authors as groups', () => {
    const { reference } = converted(
      legacy(211, { authors: [{ groupName: 'American Psychological Association' }], publicationYear: '2010', title: 'Publication manual', edition: '6th', publisher: 'APA', publisherLocation: 'Washington, DC' }),
    );
    expect(reference.referenceTypeID).toBe(2);
    expect(reference.data.contributors?.[0]).toMatchObject({ kind: 'group', name: 'American Psychological Association' });
    expect(reference.data.publishers?.[0]).toMatchObject({ name: 'APA', city: 'Washington', state: 'DC' });
  });

  it('reports rule values it cannot keep instead of dropping them silently', () => {
    const { reference, warnings } = converted(legacy(301, { title: 'About us', url: 'https://example.org/about', authors: 'Smith, J.', colour: 'blue', retrievalDate: 'June 2, 2015' }));
    expect(reference.referenceTypeID).toBe(3);
    expect(reference.data.accessed).toEqual({ year: 2015, month: 6, day: 2 });
    expect(warnings.map((w) => [w.code, w.field])).toEqual([
      ['field-invalid', 'authors'],
      ['field-skipped', 'colour'],
    ]);
    expect(warnings.every((w) => w.entry === 'A1B2')).toBe(true);
  });

  it('names a value the new reference refuses by its legacy rule, as the check-existing-data step shows it', () => {
    const { warnings } = converted(legacy(112, { title: 'A study', authors: [{ lastName: 'Smith' }], publicationYear: '2010', doi: 'not a doi' }));
    expect(warnings.map((w) => [w.code, w.field])).toEqual([['field-invalid', 'doi']]);
  });

  it('fails with the spec problem when the legacy type has no new-style type', () => {
    const result = convertLegacyReference(legacy(508, { title: 'Think different', publicationYear: '1997' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('legacy-type-unmapped');
    expect(result.error.message).toMatch(/^Problem updating this reference to APA 7: there is no new reference type for "Advertisement"/);
  });

  it('fails the same way for a legacy type id that is not a leaf', () => {
    const result = convertLegacyReference(legacy(0, {}));
    expect(result.ok ? '' : result.error.code).toBe('legacy-type-unmapped');
  });

  it('names MLA 9 as the target for an MLA 8 reference', () => {
    expect(legacyConversionProblemTitle({ formatVersionID: 6 })).toBe('Problem updating this reference to MLA 9');
    expect(legacyConversionProblemTitle({ formatVersionID: 2 })).toBe('Problem updating this reference to APA 7');
  });

  it('refuses rule data that is missing, not JSON or not rule values', () => {
    for (const data of ['', '{oops', JSON.stringify([1, 2]), JSON.stringify({ authors: [{ firstName: 'No last name' }] })]) {
      const result = convertLegacyReference(legacy(112, data));
      expect(result.ok ? '' : result.error.code).toBe('legacy-data-invalid');
    }
  });

  it('converts every leaf that has a target, with a value in each of its rules, into a reference APA 7 can format', () => {
    const sample = { text: 'Sample text', names: [{ firstName: 'Ada', lastName: 'Lovelace' }], year: '2001', month: 'May', day: '4', date: 'May 5, 2020' };
    for (const type of legacyReferenceTypes.filter((t) => t.convertsTo)) {
      const data = Object.fromEntries(type.rules.map((r) => [r.name, r.name === 'url' ? 'https://example.org/x' : r.name === 'doi' ? '10.1000/xyz' : sample[LEGACY_RULES[r.name].kind]]));
      const { reference, warnings } = converted(legacy(type.referenceTypeId, data));
      expect(reference.referenceTypeID, type.displayName).toBe(type.convertsTo);
      expect(warnings, type.displayName).toEqual([]);
      expect(formatReference(reference, 'apa7').text.length, type.displayName).toBeGreaterThan(10);
    }
  });
});
