// The built api under load, shared by the load knees (load-knee.mjs) and the soak (soak.mjs): a seeded database, the
// server as `npm run start -w api` runs it in a process of its own, and what each scenario sends.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { generateBib } from './generate-bib.mjs';
import { eventually, freePort } from './ibid-server.mjs';
import { seedLibrary } from './seed-library.mjs';

export const SERVER = new URL('../api/dist/server.js', import.meta.url).pathname;
/** The DOI the lookup scenario looks up, and Crossref's recorded answer for it (engine/src/lookup/fixtures). */
const LOOKUP_DOI = '10.1371/journal.pone.0033693';
const CROSSREF_ANSWER = readFileSync(new URL('../engine/src/lookup/fixtures/crossref/works-10.1371-journal.pone.0033693.json', import.meta.url));

/**
 * Crossref as the lookup's load scenario reaches it: its recorded answer for LOOKUP_DOI, on loopback (the api is
 * started with CROSSREF_URL pointing here; the lookup trusts the service it is configured with).
 */
export async function startCrossrefReplay() {
  const server = createServer((req, res) => {
    const known = req.url?.startsWith(`/works/${encodeURIComponent(LOOKUP_DOI)}`);
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' }).end(known ? CROSSREF_ANSWER : '{"status":"error"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
const IMPORT_TEXT = generateBib(1_000);

const [{ deployMigrations }, { openDb }, { issueToken }] = await Promise.all([
  import('../api/dist/db/migrations.js'),
  import('../api/dist/db/prisma.js'),
  import('../api/dist/services/tokens.js'),
]);

/** A database with the migrations, one reader and `size` references; answers a token for the reader. */
export async function seeded(url, size) {
  await deployMigrations(url);
  const db = await openDb(url);
  try {
    const customer = await db.customer.create({
      data: { email: 'knee@ibid.test', firstName: 'Knee', lastName: 'Reader', passwordHash: 'not used', role: ACCOUNT_ROLES.FULL_ACCESS, subscription: { create: { expirationDate: new Date(Date.now() + 365 * 86_400_000) } } },
    });
    await seedLibrary(db, { customerId: customer.id, count: size });
    return (await issueToken(db, customer.id, 'ibid-addin', 24 * 3600, new Date())).access_token;
  } finally {
    await db.$disconnect();
  }
}

/** A node process serving on a free loopback port until `stop`. */
export async function serve(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await eventually('the server to answer', async () => ((await fetch(url).catch(() => undefined)) ? true : undefined), 60_000);
  return { url, pid: child.pid, stop: () => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve).kill('SIGTERM') : resolve())) };
}

/** What each scenario sends; `fresh` gives a request what must differ each time (a new id, another client's address). */
export function scenarios(token, size) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const since = new Date(Date.now() - 60_000).toISOString();
  let client = 0;
  /** The request as another reader's, from another address (through the trusted proxy), so per-address limits stay out. */
  const anotherReader = (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` } });
  return [
    {
      name: 'sign-in (POST connect/token), many clients',
      request: { method: 'POST', path: '/connect/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: 'ibid-web', grant_type: 'password', username: 'nobody@ibid.test', password: 'not a password' }).toString() },
      // A wrong password answers 400 after the same password hashing a right one costs; a class signs in from many addresses.
      fresh: anotherReader,
      expect: 400,
    },
    { name: `full sync, ${size.toLocaleString('en-US')} references`, request: { method: 'GET', path: '/v4/Library/Sync', headers: auth } },
    { name: 'incremental sync', request: { method: 'GET', path: `/v4/Library/Sync?since=${encodeURIComponent(since)}`, headers: auth } },
    { name: 'search the library', request: { method: 'GET', path: '/v4/GenesisReference?search=climate', headers: auth } },
    {
      name: 'create a reference',
      request: { method: 'POST', path: '/v3/GenesisReference', headers: auth, body: JSON.stringify({ data: { title: 'Reading habits of first-year students', contributors: [{ id: 'c1', type: 'author', kind: 'person', family: 'Okafor', given: 'Ada' }], issued: { year: 2024 }, containerTitle: 'Journal of College Reading' } }) },
      fresh: (req) => ({ ...req, path: `/v3/GenesisReference?referenceTypeId=1&uniqueId=${randomUUID().toUpperCase()}` }),
    },
    {
      name: 'look up a DOI (Crossref replayed on loopback)',
      request: { method: 'GET', path: `/v4/GenesisReference/Lookup?search=${encodeURIComponent(LOOKUP_DOI)}`, headers: auth },
      // 60 lookups a minute per address: each request from another reader, as sign-in's.
      fresh: anotherReader,
    },
    { name: 'import 1,000 BibTeX entries', request: { method: 'POST', path: '/v4/GenesisReference/Import', headers: auth, body: JSON.stringify({ fileName: 'bench.bib', text: IMPORT_TEXT }) } },
  ];
}
