/**
 * Saves made while the api cannot be reached wait here and are sent later, in order, each with the unique id it
 * was given when the user saved, so a save that reached the api before the connection dropped is not stored twice.
 */
import browser from 'webextension-polyfill';
import type { CreateReference } from '@ibid/addin/api';

const QUEUE_KEY = 'saveQueue';

export interface QueuedSave {
  request: CreateReference;
  queuedAt: string;
  /** The page it was captured from, shown in the popup. */
  title: string;
  /** Why the api refused it; a refused save stays for the user to fix or discard, and is not sent again. */
  error?: string;
}

export async function queuedSaves(): Promise<QueuedSave[]> {
  const stored = (await browser.storage.local.get(QUEUE_KEY)) as { [QUEUE_KEY]?: QueuedSave[] };
  return stored[QUEUE_KEY] ?? [];
}

export async function enqueueSave(save: QueuedSave): Promise<void> {
  await browser.storage.local.set({ [QUEUE_KEY]: [...(await queuedSaves()), save] });
}

/** By the save's unique id: the popup's copy of the queue may be older than the stored one. */
export async function discardSave(uniqueId: string): Promise<void> {
  await browser.storage.local.set({ [QUEUE_KEY]: (await queuedSaves()).filter((s) => s.request.uniqueId !== uniqueId) });
}

/** 'sent' (or already stored), 'retry' later (no connection, signed out), or the api's reason for refusing it. */
export type SendResult = 'sent' | 'retry' | { refused: string };

let flushing: Promise<unknown> = Promise.resolve();

/**
 * Sends the waiting saves in order and stops at the first that must wait; refused saves are kept with their reason.
 * One flush at a time in a context (the alarm and the popup may ask together), and saves queued while it ran stay.
 */
export function flushQueue(send: (save: QueuedSave) => Promise<SendResult>): Promise<{ sent: number; left: number }> {
  const run = flushing.then(() => flushOnce(send));
  flushing = run.catch(() => undefined);
  return run;
}

async function flushOnce(send: (save: QueuedSave) => Promise<SendResult>): Promise<{ sent: number; left: number }> {
  const queue = await queuedSaves();
  const kept: QueuedSave[] = [];
  let sent = 0;
  let index = 0;
  for (; index < queue.length; index++) {
    const save = queue[index]!;
    if (save.error) {
      kept.push(save);
      continue;
    }
    const outcome = await send(save);
    if (outcome === 'retry') break;
    if (outcome === 'sent') sent++;
    else kept.push({ ...save, error: outcome.refused });
  }
  const known = new Set(queue.map((s) => s.request.uniqueId));
  const queuedMeanwhile = (await queuedSaves()).filter((s) => !known.has(s.request.uniqueId));
  const left = [...kept, ...queue.slice(index), ...queuedMeanwhile];
  await browser.storage.local.set({ [QUEUE_KEY]: left });
  return { sent, left: left.length };
}
