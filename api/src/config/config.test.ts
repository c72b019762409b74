import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the api settings', () => {
  it('are the safe ones when nothing is set: no demo, no private lookups, no trusted proxy, no payments', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ demo: false, lookupPrivateAddresses: false, trustProxy: false, payments: { gateway: 'none' } });
  });

  it('loosen only when asked, each by its own setting', () => {
    const config = loadConfig({ DEMO: '1', UNSAFE_LOOKUP_PRIVATE_ADDRESSES: '1', TRUST_PROXY: '127.0.0.1' });
    expect(config).toMatchObject({ demo: true, lookupPrivateAddresses: true, trustProxy: ['127.0.0.1'], payments: { gateway: 'sandbox' } });
    expect(loadConfig({ NODE_ENV: 'development', UNSAFE_LOOKUP_PRIVATE_ADDRESSES: 'yes' }).lookupPrivateAddresses).toBe(false);
  });

  it("reads TRUST_PROXY as the proxies' addresses or ranges, and refuses what is neither", () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow('TRUST_PROXY=nginx: nginx is not an address or a CIDR range');
  });
});
