import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, resetFakeBrowser } from '../testing/fake-browser';
import { handleMessages, isMessage, sendToTab, sendToWorker } from './messages';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../testing/fake-browser')).fakeBrowser }));

beforeEach(resetFakeBrowser);

describe('the message registry', () => {
  it('dispatches a message to the handler of its type, with its payload and sender, and answers what it returns', async () => {
    const scanned = vi.fn();
    const flushed = vi.fn(() => ({ sent: 2, left: 1 }));
    handleMessages({ 'page-scanned': scanned, 'flush-queue': flushed });

    await expect(sendToWorker('flush-queue', {})).resolves.toEqual({ sent: 2, left: 1 });
    expect(flushed).toHaveBeenCalledWith({}, { id: fakeBrowser.runtime.id });
    expect(scanned).not.toHaveBeenCalled();

    await sendToWorker('page-scanned', { scholarly: true });
    expect(scanned).toHaveBeenCalledWith({ scholarly: true }, expect.anything());
  });

  it('answers with what an async handler resolves to', async () => {
    handleMessages({ 'flush-queue': async () => ({ sent: 0, left: 0 }) });
    await expect(sendToWorker('flush-queue', {})).resolves.toEqual({ sent: 0, left: 0 });
  });

  it('reaches a tab: the content script answers capture-page', async () => {
    const capture = { url: 'https://example.org/', pageTitle: 'Example', selection: '', metadata: { reference: { referenceTypeID: 3, data: {} }, confidence: {}, sources: {}, typeReason: '', warnings: [] } };
    handleMessages({ 'capture-page': () => capture as never });
    await expect(sendToTab(7, 'capture-page', {})).resolves.toEqual(capture);
  });

  it('leaves a message of a type this context does not handle to the other contexts', async () => {
    const listener = vi.fn(() => 'from another context');
    handleMessages({ 'page-scanned': vi.fn() });
    fakeBrowser.runtime.onMessage.addListener(listener);

    // The capture-page answer comes from the second listener: the registry's listener stayed silent (undefined).
    await expect(sendToTab(1, 'capture-page', {})).resolves.toBe('from another context');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores anything that is not a message it handles: no type, a non-string type, an unknown type, an Object.prototype name', async () => {
    const handlers = { 'page-scanned': vi.fn(), 'capture-page': vi.fn(), 'flush-queue': vi.fn() };
    handleMessages(handlers);
    for (const junk of [null, 'flush-queue', 42, {}, { type: 7 }, { payload: {} }, { type: 'unknown-type', payload: {} }, { type: 'toString', payload: {} }, { type: 'constructor', payload: {} }]) {
      await expect(fakeBrowser.runtime.sendMessage(junk)).resolves.toBeUndefined();
    }
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('recognises a message by its string type', () => {
    expect(isMessage({ type: 'flush-queue', payload: {} })).toBe(true);
    expect(isMessage({ type: 1 })).toBe(false);
    expect(isMessage(undefined)).toBe(false);
  });
});
