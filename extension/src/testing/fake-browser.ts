/**
 * A minimal in-memory `webextension-polyfill` for unit tests: runtime messaging between the listeners added in
 * the test (the polyfill's rule: the first listener that answers a promise gives the answer), tab messaging, and
 * storage.local / storage.session. Mock the polyfill with it:
 * `vi.mock('webextension-polyfill', async () => ({ default: (await import('../testing/fake-browser')).fakeBrowser }))`.
 */
type Listener = (message: unknown, sender: { tab?: { id: number }; id?: string }) => unknown;

function fakeStorageArea() {
  const items = new Map<string, unknown>();
  return {
    items,
    async get(keys?: string | string[] | null): Promise<Record<string, unknown>> {
      const wanted = keys === undefined || keys === null ? [...items.keys()] : typeof keys === 'string' ? [keys] : keys;
      // Stored values come back as copies, as from the real (serialising) storage.
      return Object.fromEntries(wanted.filter((k) => items.has(k)).map((k) => [k, structuredClone(items.get(k))]));
    },
    async set(values: Record<string, unknown>): Promise<void> {
      for (const [k, v] of Object.entries(values)) items.set(k, structuredClone(v));
    },
    async remove(keys: string | string[]): Promise<void> {
      for (const k of typeof keys === 'string' ? [keys] : keys) items.delete(k);
    },
  };
}

const listeners: Listener[] = [];

async function deliver(message: unknown, sender: { tab?: { id: number }; id?: string }): Promise<unknown> {
  // A structured clone, as the message crosses contexts.
  const copy = structuredClone(message);
  for (const listener of [...listeners]) {
    const answer = listener(copy, sender);
    if (answer !== undefined) return answer;
  }
  // Chrome rejects a message nobody answered when the other end has no listener at all.
  if (!listeners.length) throw new Error('Could not establish connection. Receiving end does not exist.');
  return undefined;
}

export const fakeBrowser = {
  runtime: {
    id: 'fake-extension-id',
    onMessage: {
      addListener: (listener: Listener) => void listeners.push(listener),
      removeListener: (listener: Listener) => void listeners.splice(listeners.indexOf(listener) >>> 0, 1),
      hasListener: (listener: Listener) => listeners.includes(listener),
    },
    sendMessage: (message: unknown) => deliver(message, { id: 'fake-extension-id' }),
    getURL: (path: string) => `chrome-extension://fake-extension-id/${path.replace(/^\//, '')}`,
  },
  tabs: {
    /** Messages to a tab reach the same listeners, as if its content script had added them. */
    sendMessage: (_tabId: number, message: unknown) => deliver(message, { id: 'fake-extension-id' }),
  },
  storage: { local: fakeStorageArea(), session: fakeStorageArea() },
  action: {
    /** Whether this Chrome can open the action's popup by itself (127 and later); tests set it. */
    canOpenPopup: true,
    popupsOpened: 0,
    async openPopup(): Promise<void> {
      if (!fakeBrowser.action.canOpenPopup) throw new Error('openPopup is not supported');
      fakeBrowser.action.popupsOpened++;
    },
  },
  windows: {
    created: [] as { url?: string; type?: string }[],
    async create(options: { url?: string; type?: string }): Promise<void> {
      fakeBrowser.windows.created.push(options);
    },
  },
};

/** Forgets every listener and stored value: call in beforeEach. */
export function resetFakeBrowser(): void {
  listeners.length = 0;
  fakeBrowser.storage.local.items.clear();
  fakeBrowser.storage.session.items.clear();
  fakeBrowser.action.canOpenPopup = true;
  fakeBrowser.action.popupsOpened = 0;
  fakeBrowser.windows.created.length = 0;
}
