/**
 * Every message between the extension's contexts, in one typed registry (content script, service worker,
 * popup). A message is `{ type, payload }`; its answer type is listed beside it.
 */
import browser from 'webextension-polyfill';
import type { PageCapture } from './page-capture';

export interface MessageMap {
  /** Content script → worker: what the page describes, for the badge. Nothing else leaves the page. */
  'page-scanned': { payload: { scholarly: boolean }; answer: void };
  /** Popup → content script (through the tab): read the page now. */
  'capture-page': { payload: Record<string, never>; answer: PageCapture };
  /** Popup → worker: send the queued offline saves now. */
  'flush-queue': { payload: Record<string, never>; answer: { sent: number; left: number } };
}

export type MessageType = keyof MessageMap;
export interface Message<T extends MessageType = MessageType> {
  type: T;
  payload: MessageMap[T]['payload'];
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** To the worker. */
export function sendToWorker<T extends MessageType>(type: T, payload: MessageMap[T]['payload']): Promise<MessageMap[T]['answer']> {
  return browser.runtime.sendMessage({ type, payload }) as Promise<MessageMap[T]['answer']>;
}

/** To a tab's content script. */
export function sendToTab<T extends MessageType>(tabId: number, type: T, payload: MessageMap[T]['payload']): Promise<MessageMap[T]['answer']> {
  return browser.tabs.sendMessage(tabId, { type, payload }) as Promise<MessageMap[T]['answer']>;
}

export type Handlers = { [T in MessageType]?: (payload: MessageMap[T]['payload'], sender: browser.Runtime.MessageSender) => Promise<MessageMap[T]['answer']> | MessageMap[T]['answer'] };

/** Answers the messages this context handles; others are left to the other contexts. */
export function handleMessages(handlers: Handlers): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) => {
    if (!isMessage(message)) return undefined;
    // Own properties only: a message typed 'toString' or 'constructor' must not reach Object.prototype.
    const handler = (Object.hasOwn(handlers, message.type) ? handlers[message.type] : undefined) as ((payload: unknown, sender: browser.Runtime.MessageSender) => unknown) | undefined;
    return handler ? Promise.resolve(handler(message.payload, sender)) : undefined;
  });
}
