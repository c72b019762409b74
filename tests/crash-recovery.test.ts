// kill -9 (issue 22): the built server, on SQLite and on PostgreSQL, killed with SIGKILL in the middle of a bulk
// import, of merges, of share accepts and of purchases, at a random moment each round, then started again on the same
// database. The database opens, nothing is half-written (an import, a merge, an accept, a purchase: all or nothing)
// and every write answered 2xx is there: the import's, the merges', accepts' and purchases' that were answered, and
// those of a client creating references all along.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSqliteDatabase } from '../api/src/db/backup.js';
import { openDb, type Db } from '../api/src/db/prisma.js';
import { SAMPLE_ARTICLE } from '../api/src/testing/references.js';
import { ensureAptTool, POSTGRESQL } from './apt-install.js';
import { startPostgresqlCluster } from './postgresql-cluster.mjs';
import { apiJson, createReference, signIn, signUpForTrial, type Person } from './web/api.js';
import { startIbidServer, type IbidServer } from './web/ibid-server.js';

const TEXBOOK = readFileSync(new URL('../engine/src/import/bibtex/fixtures/texbook3.bib', import.meta.url), 'utf8');
const PROBE = 'Crash probe';
/** The payment sandbox's card that is always charged (api/src/payments/sandbox-gateway.ts). */
const VISA = { paymentTypeID: 1, firstName: 'Ines', lastName: 'Moreau', cardNumber: '4242 4242 4242 4242', expirationMonth: '4', expirationYear: '2031', verificationCode: '123', zipCode: '37203' };
const RECIPIENT: Person = { email: 'ines.moreau@example.edu', password: 'ines own passphrase', firstName: 'Ines', lastName: 'Moreau', school: 'Hillcrest University' };

/** Rounds per scenario, each killed at its own random moment (fewer on PostgreSQL: the suite's time). */
type Rounds = { import: number; merge: number; share: number; purchase: number };

interface Database {
  url: string;
  drop: () => void;
}

/** A SQLite file in a folder of its own. */
function sqliteDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'ibid-crash-'));
  return { url: `file:${join(dir, 'ibid.db')}`, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A database on a throw-away cluster (tests/postgresql-cluster.mjs). */
async function postgresqlDatabase(): Promise<Database> {
  await ensureAptTool(POSTGRESQL);
  const cluster = startPostgresqlCluster();
  return { url: await cluster.createDatabase('ibid'), drop: () => cluster.stop() };
}

let database: Database;
let server: IbidServer;
let demo: string;
let recipient: string;

interface Created {
  referenceID: number;
  referenceUniqueID: string;
}

interface Stored extends Created {
  data: { title?: string; volume?: string };
}

/** The account's library as a full sync answers it (tombstones left out). */
const library = async (token: string) => (await apiJson<{ references: Stored[] }>(server, token, 'GET', '/v4/Library/Sync')).references;

const post = (target: IbidServer, path: string, token: string, body: object) =>
  fetch(`${target.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const accept = (target: IbidServer, id: number) => fetch(`${target.url}/v4/GenesisReference/Share/Accept?shareRequestID=${id}`, { method: 'PUT', headers: { authorization: `Bearer ${recipient}` } });

/** A client creating references one after another until the server dies, keeping the ids it was answered. */
function probeWriter(target: IbidServer, round: string) {
  const answered: string[] = [];
  const done = (async () => {
    for (let i = 0; ; i++) {
      const created = await createReference(target, demo, { referenceTypeId: 1, data: { ...SAMPLE_ARTICLE, title: `${PROBE} ${round} ${i}` } }).catch(() => undefined);
      if (!created) return;
      answered.push(created.referenceUniqueID);
    }
  })();
  return { answered, done };
}

/** Kills the server with SIGKILL after `delay` ms, then starts it again on the same database. */
async function killAndRestart(delay: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, delay));
  await server.crash();
  await server.stop();
  server = await startIbidServer({ webApp: false, databaseUrl: database.url });
}

/**
 * Runs `requests` against the server while a probe writes, kills the server at a random moment, restarts it and
 * checks the probe's writes. Both send to the killed server only: they end at its first refused connection.
 */
async function crashDuring<T>(round: string, maxDelay: number, requests: (target: IbidServer) => Promise<T>): Promise<T> {
  const probe = probeWriter(server, round);
  const running = requests(server);
  await killAndRestart(randomInt(maxDelay));
  const [result] = await Promise.all([running, probe.done]);
  const after = new Set((await library(demo)).map((r) => r.referenceUniqueID));
  expect(probe.answered.filter((id) => !after.has(id))).toEqual([]);
  return result;
}

/**
 * Reads the database as an administrator would (no route lists purchases), closing it before the next kill: on
 * SQLite a server cannot start while another process holds the file open (its `prisma migrate deploy` times out).
 */
async function inDatabase<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(database.url);
  try {
    return await read(db);
  } finally {
    await db.$disconnect();
  }
}

const notProbes = (refs: Stored[]) => refs.filter((r) => !r.data.title?.startsWith(PROBE));

function crashTests(provider: string, rounds: Rounds, open: () => Database | Promise<Database>) {
  describe(`the server killed with SIGKILL and started again on its ${provider} database`, () => {
    beforeAll(async () => {
      database = await open();
      server = await startIbidServer({ webApp: false, databaseUrl: database.url });
      demo = await signIn(server, server.demo.email, server.demo.password);
      recipient = await signUpForTrial(server, RECIPIENT);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      database?.drop();
    });

    it('keeps a bulk import whole or not at all, and every write it answered', async () => {
      // One import to the end first: how many references the file stores, and about how long the server takes.
      const before = notProbes(await library(demo)).length;
      const started = Date.now();
      const whole = (await (await post(server, '/v4/GenesisReference/Import', demo, { fileName: 'texbook3.bib', text: TEXBOOK })).json()) as { imported: number };
      const took = Date.now() - started;
      expect(whole.imported).toBeGreaterThan(800);
      expect(notProbes(await library(demo)).length).toBe(before + whole.imported);

      for (let round = 0; round < rounds.import; round++) {
        const count = notProbes(await library(demo)).length;
        const answer = await crashDuring(`import ${round}`, took + 200, (target) =>
          post(target, '/v4/GenesisReference/Import', demo, { fileName: 'texbook3.bib', text: TEXBOOK }).then((r) => r.status, () => undefined),
        );
        const added = notProbes(await library(demo)).length - count;
        if (answer === 200) expect(added).toBe(whole.imported);
        else expect([0, whole.imported]).toContain(added);
      }
    });

    it('keeps each merge whole or not at all, and every merge it answered', async () => {
      for (let round = 0; round < rounds.merge; round++) {
        // Pairs of one article: the keeper, and a copy with the volume the merge fills in (the pair shares a DOI).
        const pairs: { keeper: Created; copy: Created; answered: boolean }[] = [];
        for (let i = 0; i < 10; i++) {
          const article = { ...SAMPLE_ARTICLE, title: `Merged ${round} ${i}`, doi: `10.5555/crash.${round}.${i}` };
          const keeper = await createReference(server, demo, { referenceTypeId: 1, data: article });
          const copy = await createReference(server, demo, { referenceTypeId: 1, data: { ...article, volume: '12' } });
          pairs.push({ keeper, copy, answered: false });
        }
        await crashDuring(`merge ${round}`, 400, async (target) => {
          for (const pair of pairs) {
            const answer = await post(target, '/v4/GenesisReference/Merge', demo, { keeperID: pair.keeper.referenceID, mergedIDs: [pair.copy.referenceID] }).catch(() => undefined);
            if (!answer) return;
            expect(answer.status).toBe(200);
            pair.answered = true;
          }
        });
        const byId = new Map((await library(demo)).map((r) => [r.referenceUniqueID, r]));
        for (const { keeper, copy, answered } of pairs) {
          const merged = !byId.has(copy.referenceUniqueID);
          if (answered) expect(merged).toBe(true);
          // Merged: the copy is a tombstone and the keeper has its volume; not merged: both as they were.
          expect(byId.get(keeper.referenceUniqueID)?.data.volume).toBe(merged ? '12' : undefined);
        }
      }
    });

    it('keeps each share accept whole or not at all, and every accept it answered', async () => {
      for (let round = 0; round < rounds.share; round++) {
        const shared = [];
        for (let i = 0; i < 4; i++) shared.push((await createReference(server, demo, { referenceTypeId: 1, data: { ...SAMPLE_ARTICLE, title: `Shared ${round} ${i}` } })).referenceID);
        const pending = async () => (await apiJson<{ requests: { genesisReferenceShareRequestID: number }[] }>(server, recipient, 'GET', '/v4/GenesisReference/Share')).requests.map((r) => r.genesisReferenceShareRequestID);
        const earlier = await pending();
        for (let i = 0; i < 6; i++) expect((await post(server, '/v4/GenesisReference/Share', demo, { emails: [RECIPIENT.email], referenceIDs: shared })).status).toBe(200);
        const requests = (await pending()).filter((id) => !earlier.includes(id));
        expect(requests).toHaveLength(6);
        const before = (await library(recipient)).length;

        const accepted: number[] = [];
        await crashDuring(`share ${round}`, 400, async (target) => {
          for (const id of requests) {
            const answer = await accept(target, id).catch(() => undefined);
            if (!answer) return;
            expect(answer.status).toBe(200);
            accepted.push(id);
          }
        });
        const waiting = (await pending()).filter((id) => requests.includes(id));
        for (const id of accepted) expect(waiting).not.toContain(id);
        // Each request accepted (answered or not) copied its four references, each one still waiting copied none.
        expect((await library(recipient)).length - before).toBe((requests.length - waiting.length) * shared.length);
        // One still waiting is accepted now, as if nothing had happened.
        if (waiting[0]) expect((await accept(server, waiting[0])).status).toBe(200);
      }
    });

    it('keeps each purchase whole or not at all (its record and the subscription it extends), and every purchase it answered', async () => {
      const { id: customerId } = await inDatabase((db) => db.customer.findUniqueOrThrow({ where: { email: RECIPIENT.email } }));
      const buy = (target: IbidServer, key: string) => post(target, '/v4/Purchase', recipient, { idempotencyKey: key, renewalPeriod: 2, paymentMethod: VISA });
      for (let round = 0; round < rounds.purchase; round++) {
        const keys = [randomUUID(), randomUUID(), randomUUID()];
        const answered: string[] = [];
        await crashDuring(`purchase ${round}`, 600, async (target) => {
          for (const key of keys) {
            const answer = await buy(target, key).catch(() => undefined);
            if (!answer) return;
            expect(answer.status).toBe(200);
            // Killed between the answer's head and its body: the client never learnt the outcome.
            const outcome = (await answer.json().catch(() => undefined)) as { isSuccessful: boolean } | undefined;
            if (!outcome) return;
            expect(outcome.isSuccessful).toBe(true);
            answered.push(key);
          }
        });
        const recorded = () => inDatabase(async (db) => (await db.purchase.findMany({ where: { idempotencyKey: { in: keys } } })).map((p) => p.idempotencyKey));
        expect(await recorded()).toEqual(expect.arrayContaining(answered));
        // Each purchase recorded moved the subscription's last day to its own: the last one's is the subscription's.
        const [last, subscription] = await inDatabase((db) =>
          Promise.all([db.purchase.findFirst({ where: { customerId }, orderBy: { expirationDate: 'desc' } }), db.subscription.findUnique({ where: { customerId } })]),
        );
        if (last) expect(subscription?.expirationDate).toEqual(last.expirationDate);
        // The client tries again the purchase it had no answer for, with its key: it is recorded once.
        const unanswered = keys[answered.length];
        if (unanswered) {
          expect((await buy(server, unanswered)).status).toBe(200);
          expect((await recorded()).filter((key) => key === unanswered)).toHaveLength(1);
        }
      }
    });

    if (provider === 'SQLite') {
      it('leaves, after all these kills, a file that passes SQLite\'s check with its migrations applied', () => {
        expect(checkSqliteDatabase(database.url.slice('file:'.length)).migrations).toBeGreaterThan(0);
      });
    }
  });
}

// Purchases: at most 10 per client address in 10 minutes, each round makes up to 4.
crashTests('SQLite', { import: 2, merge: 2, share: 2, purchase: 2 }, sqliteDatabase);
crashTests('PostgreSQL', { import: 1, merge: 1, share: 1, purchase: 1 }, postgresqlDatabase);
