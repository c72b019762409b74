/** Set-up through the api itself, for flows that start from an existing account or reference. */
import { randomUUID } from 'node:crypto';
import { verificationCodeIn } from '../../api/src/testing/accounts.js';
import type { IbidServer } from './ibid-server.js';

export interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  school: string;
}

async function ok(answer: Response, what: string): Promise<Response> {
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

const postJson = (url: string, body: unknown, token?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

/** Signs `person` up for a free trial with the code from the e-mail, answering the bearer token. */
export async function signUpForTrial(server: IbidServer, person: Person): Promise<string> {
  const started = await ok(await postJson(`${server.url}/v4/FreeTrial`, { ...person, platformID: 7 }), 'POST /v4/FreeTrial');
  const id = await started.text();
  const code = verificationCodeIn(await server.mailTo(person.email));
  return (await ok(await postJson(`${server.url}/v4/FreeTrial/Verify`, { id, code }), 'POST /v4/FreeTrial/Verify')).text();
}

/** The bearer token of an account, through the password grant as the web app signs in. */
export async function signIn(server: IbidServer, email: string, password: string): Promise<string> {
  const body = new URLSearchParams({ client_id: 'ibid-web', grant_type: 'password', username: email, password }).toString();
  const answer = await ok(await fetch(`${server.url}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), 'POST /connect/token');
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The account's library as the api lists it (`GET /v4/GenesisReference`), each reference with its data. */
export async function libraryReferences<T = { referenceID: number; referenceTypeID: number; data: Record<string, unknown> }>(server: IbidServer, token: string): Promise<T[]> {
  const answer = await ok(await fetch(`${server.url}/v4/GenesisReference?limit=100`, { headers: { authorization: `Bearer ${token}` } }), 'GET /v4/GenesisReference');
  return ((await answer.json()) as { references: T[] }).references;
}

/** Creates a reference in the account's library (the api formats it), answering its ids. */
export async function createReference(
  server: IbidServer,
  token: string,
  reference: { referenceTypeId: number; data: object; nickname?: string },
): Promise<{ referenceID: number; referenceUniqueID: string }> {
  const query = new URLSearchParams({ referenceTypeId: String(reference.referenceTypeId), uniqueId: randomUUID().toUpperCase() });
  if (reference.nickname) query.set('nickname', reference.nickname);
  const answer = await ok(await postJson(`${server.url}/v3/GenesisReference?${query}`, { data: reference.data }, token), 'POST /v3/GenesisReference');
  return (await answer.json()) as { referenceID: number; referenceUniqueID: string };
}

/**
 * Creates an APA 6 (or MLA 8, `formatVersionId` 6) reference as the old app did, from its legacy type's rule values
 * (`POST /v3/Reference`), answering its id and name.
 */
export async function createLegacyReference(
  server: IbidServer,
  token: string,
  reference: { referenceTypeId: number; ruleValues: object; name?: string; formatVersionId?: number },
): Promise<{ referenceID: number; name: string }> {
  const query = new URLSearchParams({ ReferenceTypeId: String(reference.referenceTypeId) });
  if (reference.name) query.set('Name', reference.name);
  if (reference.formatVersionId) query.set('FormatVersionID', String(reference.formatVersionId));
  const answer = await ok(await postJson(`${server.url}/v3/Reference?${query}`, reference.ruleValues, token), 'POST /v3/Reference');
  return (await answer.json()) as { referenceID: number; name: string };
}

/** Calls the api as the account `token` signs in to, sending `body` as JSON, answering the JSON it answers. */
export async function apiJson<T>(server: IbidServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await (await ok(answer, `${method} ${path}`)).json()) as T;
}
