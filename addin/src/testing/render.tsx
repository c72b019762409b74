/**
 * Component-test helpers: the whole app rendered at a path, and an api answered by handlers per
 * "METHOD /path" that reply as the real api does (`{ error: { code, message } }` on failure).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { App } from '../app/app';
import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from '../state/state-provider';

/** `store` lets a test set up client state first and read it after; `queryClient` reaches the app's api data. */
export function renderApp(path: string, store?: AppStore, queryClient?: QueryClient) {
  const user = userEvent.setup();
  return { user, ...render(<App initialPath={path} store={store} queryClient={queryClient} />) };
}

export type Handler = (request: { url: URL; body: unknown; init: RequestInit }) => unknown;

export const apiError = (status: number, code: string, message: string) => new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch; unknown calls fail the test loudly. Returns the list of calls made, as "METHOD /path". */
export function fakeApi(handlers: Record<string, Handler>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const handler = handlers[key];
    if (!handler) throw new Error(`fakeApi: no handler for ${key}`);
    const raw = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const answer = await handler({ url, body: raw, init });
    if (answer instanceof Response) return answer;
    return answer === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
