import { describe, expect, it } from 'vitest';
import { createWebHost } from './web-host';

describe('WebHost', () => {
  it('starts a paper in the format it is given and keeps it after that', async () => {
    const host = createWebHost(sessionStorage, 'paper');
    expect(await host.paperFormat('mla9')).toBe('mla9');
    expect(await host.paperFormat('apa7')).toBe('mla9');
  });

  it('adds each reference once, compared case-insensitively, and removes it', async () => {
    const host = createWebHost(sessionStorage, 'paper');
    await host.paperFormat('apa7');
    await host.addReferences(['abc-1', 'ABC-1', 'def-2']);
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['ABC-1', 'DEF-2']);
    await host.removeReference('Abc-1');
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['DEF-2']);
  });
});
