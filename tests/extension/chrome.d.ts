/** What the evaluated functions use of the extension's `chrome` (the worker and the extension's pages have it). */
declare const chrome: {
  tabs: { query: (query: object) => Promise<{ id?: number; url?: string }[]>; sendMessage: (tabId: number, message: unknown) => Promise<unknown> };
  action: { getBadgeText: (details: { tabId: number }) => Promise<string> };
  runtime: { sendMessage: (message: unknown) => Promise<unknown> };
  storage: { local: { get: (keys?: string | string[]) => Promise<Record<string, unknown>>; set: (items: object) => Promise<void> } };
};
