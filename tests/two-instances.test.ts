// Ibid scaled out (issue 22): two built api processes on one PostgreSQL database, started at the same moment (they
// apply the migrations once between them), and one user whose calls alternate between them, as a reverse proxy
// would send them: a token from one works on the other, what one writes the other reads and syncs, a sign-out on one
// holds on both, and their sign-in limit is one limit.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '../api/src/testing/references.js';
import { ensureAptTool, POSTGRESQL } from './apt-install.js';
import { databaseUrl } from '../api/src/testing/postgresql-context.js';
import { startPostgresqlCluster, type PostgresqlCluster } from './postgresql-cluster.mjs';
import { createReference, signIn } from './web/api.js';
import { startIbidServer, type IbidServer } from './web/ibid-server.js';

let cluster: PostgresqlCluster;
let servers: IbidServer[] = [];

beforeAll(async () => {
  await ensureAptTool(POSTGRESQL);
  cluster = startPostgresqlCluster();
  const url = await cluster.createDatabase('ibid');
  servers = await Promise.all([startIbidServer({ webApp: false, databaseUrl: url }), startIbidServer({ webApp: false, databaseUrl: url })]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  cluster?.stop();
});

const get = (server: IbidServer, path: string, token: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('two api processes on one PostgreSQL database', () => {
  it('started together, applied the migrations once and seeded one demo account', async () => {
    const [a, b] = servers as [IbidServer, IbidServer];
    expect(a.demo.email).toBe(b.demo.email);
    const admin = new pg.Client({ connectionString: databaseUrl(cluster.url, 'ibid') });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: string }>('SELECT count(*) AS n FROM "Customer" WHERE email = $1', [a.demo.email]);
      expect(rows[0]!.n).toBe('1');
    } finally {
      await admin.end();
    }
  });

  it('serve one user whose calls alternate between them', async () => {
    const [a, b] = servers as [IbidServer, IbidServer];
    const token = await signIn(a, a.demo.email, a.demo.password);
    const created = await createReference(b, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
    const fromA = (await (await get(a, `/v4/GenesisReference/${created.referenceUniqueID}`, token)).json()) as { referenceUniqueID: string };
    expect(fromA.referenceUniqueID).toBe(created.referenceUniqueID);
    const sync = (await (await get(a, '/v4/Library/Sync', token)).json()) as { references: { referenceUniqueID: string }[] };
    expect(sync.references.map((r) => r.referenceUniqueID)).toContain(created.referenceUniqueID);
    expect((await fetch(`${b.url}/connect/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await get(a, '/v4/Customer', token)).status).toBe(401);
  });

  // 30 sign-in attempts per address a minute: the user's sign-in above was the first.
  it('count one client\'s sign-in attempts together', async () => {
    const [a, b] = servers as [IbidServer, IbidServer];
    const attempt = (server: IbidServer) =>
      fetch(`${server.url}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: 'ibid-web', grant_type: 'password', username: 'nobody@example.edu', password: 'wrong' }).toString() });
    const codes = [];
    for (let i = 0; i < 30; i++) codes.push((await attempt(i % 2 ? b : a)).status);
    expect(codes.slice(0, 29).every((c) => c === 400)).toBe(true);
    expect(codes[29]).toBe(429);
  });
});
