import { describe, expect, it } from 'vitest';
import { defineType } from '../catalogue/reference-type.js';
import { environmentForHost, isAvailableIn, typesAvailableIn } from './availability.js';

describe('type availability per environment (reference-library §4)', () => {
  it('live shows only available; test shows test and available; dev shows all three', () => {
    expect(['available', 'test', 'dev', 'unavailable'].map((a) => isAvailableIn(a as never, 'live'))).toEqual([true, false, false, false]);
    expect(['available', 'test', 'dev', 'unavailable'].map((a) => isAvailableIn(a as never, 'test'))).toEqual([true, true, false, false]);
    expect(['available', 'test', 'dev', 'unavailable'].map((a) => isAvailableIn(a as never, 'dev'))).toEqual([true, true, true, false]);
  });

  it('filters types by their availability in the chosen format', () => {
    const t = defineType({
      id: 99, slug: 'x', title: 'X', desc: '', category: 'other', metadata: [], isCommon: false, csl: { type: 'document' },
      formats: { apa7: 'available', mla9: 'test', turabian9: 'dev' }, fields: {},
    });
    expect(typesAvailableIn([t], 'apa7', 'live')).toHaveLength(1);
    expect(typesAvailableIn([t], 'mla9', 'live')).toHaveLength(0);
    expect(typesAvailableIn([t], 'mla9', 'test')).toHaveLength(1);
    expect(typesAvailableIn([t], 'turabian9', 'test')).toHaveLength(0);
    expect(typesAvailableIn([t], 'turabian9', 'dev')).toHaveLength(1);
  });

  it('chooses the environment by the page origin', () => {
    expect(environmentForHost('localhost')).toBe('dev');
    expect(environmentForHost('test.ibid.app')).toBe('test');
    expect(environmentForHost('ibid.app')).toBe('live');
  });
});
