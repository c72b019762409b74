import { describe, expect, it } from 'vitest';
import { getLegacyReferenceType, legacyTypeTree } from '../catalogue/legacy-types.js';
import { typesAvailableIn } from './availability.js';
import { referenceTypes } from '../catalogue/reference-types.js';
import type { ReferenceTypeNode } from '../catalogue/type-tree-node.js';
import { referenceTypeTree } from './type-tree.js';

const ids = (nodes: ReferenceTypeNode[]) => nodes.map((n) => n.referenceTypeId);

describe('referenceTypeTree', () => {
  it('groups the available types of a current format by category, two levels deep, without Miscellaneous', () => {
    const roots = referenceTypeTree({ format: 'apa7', environment: 'live' });
    expect(roots[0]).toMatchObject({ displayName: 'Journals & Periodicals', isTerminal: false, mother: 0, sortOrder: 1, displayHelp: '', lookupWords: '' });
    expect(roots.map((r) => r.sortOrder)).toEqual(roots.map((_, i) => i + 1));
    expect(roots.every((r) => r.referenceTypeId > 1000 && r.children.every((c) => c.isTerminal && c.mother === r.referenceTypeId && c.children.length === 0))).toBe(true);
    const leaves = roots.flatMap((r) => r.children);
    expect(ids(leaves).sort((x, y) => x - y)).toEqual(typesAvailableIn(referenceTypes, 'apa7', 'live').map((t) => t.id));
    expect(ids(leaves)).not.toContain(48);
    expect(leaves.find((l) => l.referenceTypeId === 1)).toMatchObject({ displayName: 'Journal Article', displayHelp: expect.stringMatching(/^<p>.*<\/p>$/), lookupWords: expect.stringContaining('journal/article') });
  });

  it('offers what the environment shows: dev sees at least what live sees', () => {
    const leaves = (environment: 'live' | 'dev') => ids(referenceTypeTree({ format: 'mla9', environment }).flatMap((r) => r.children));
    expect(leaves('dev')).toEqual(expect.arrayContaining(leaves('live')));
  });

  it('answers the Common tab as a flat list of the common types', () => {
    for (const format of ['apa7', 'mla9', 'turabian9'] as const) {
      const common = referenceTypeTree({ format, environment: 'live', tab: 'common' });
      expect(ids(common)).toEqual([1, 2, 3, 4, 9, 29, 47]);
      expect(common.map((n) => [n.mother, n.sortOrder])).toEqual(common.map((_, i) => [0, i + 1]));
    }
  });

  it('answers the Recent tab in the order given, leaving out types the format does not offer', () => {
    expect(referenceTypeTree({ format: 'apa7', environment: 'live', tab: 'recent' })).toEqual([]);
    const recent = referenceTypeTree({ format: 'apa7', environment: 'live', tab: 'recent', recentTypeIds: [2, 1, 48, 29, 9999] });
    expect(ids(recent)).toEqual([2, 1, 29]);
    expect(recent.map((n) => n.sortOrder)).toEqual([1, 2, 3]);
  });

  it("answers the legacy engine's tree for APA 6 and MLA 8, with Common and Recent tabs of its leaves", () => {
    expect(referenceTypeTree({ format: 'apa6', environment: 'live' })).toEqual(legacyTypeTree());
    expect(referenceTypeTree({ format: 'mla8', environment: 'live' })).toEqual(legacyTypeTree());
    const common = referenceTypeTree({ format: 'apa6', environment: 'live', tab: 'common' });
    expect(ids(common)).toContain(111);
    expect(common.every((n) => n.isTerminal && n.mother === 0)).toBe(true);
    const commonIds = new Set(referenceTypes.filter((t) => t.isCommon).map((t) => t.id));
    expect(common.every((n) => commonIds.has(getLegacyReferenceType(n.referenceTypeId)!.convertsTo))).toBe(true);
    const recent = referenceTypeTree({ format: 'mla8', environment: 'live', tab: 'recent', recentTypeIds: [301, 100, 111] });
    expect(recent.map((n) => [n.referenceTypeId, n.mother, n.sortOrder])).toEqual([[301, 0, 1], [111, 0, 2]]);
  });
});
