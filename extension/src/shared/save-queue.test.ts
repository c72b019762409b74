import { configureHttp } from '@ibid/addin/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeBrowser } from '../testing/fake-browser';
import { discardSave, enqueueSave, flushQueue, queuedSaves, type QueuedSave, type SendResult } from './save-queue';
import { saveReference, sendQueuedSave } from './save-reference';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../testing/fake-browser')).fakeBrowser }));

const save = (title: string, error?: string): QueuedSave => ({
  request: { referenceTypeId: 3, uniqueId: `ID-${title}`, data: { title } },
  queuedAt: `2025-01-15T10:00:0${title.length % 10}.000Z`,
  title,
  ...(error ? { error } : {}),
});

const titles = (queue: QueuedSave[]) => queue.map((s) => s.title);

beforeEach(resetFakeBrowser);

describe('the offline save queue', () => {
  it('sends the waiting saves in the order they were made and empties the queue', async () => {
    for (const title of ['first', 'second', 'third']) await enqueueSave(save(title));
    const sent: string[] = [];
    await expect(flushQueue(async (s) => (sent.push(s.title), 'sent'))).resolves.toEqual({ sent: 3, left: 0 });
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(await queuedSaves()).toEqual([]);
  });

  it('stops at the first save that must wait (a transient failure) and keeps it and the later ones, in order', async () => {
    for (const title of ['first', 'second', 'third']) await enqueueSave(save(title));
    const tried: string[] = [];
    const result = await flushQueue(async (s) => {
      tried.push(s.title);
      return s.title === 'second' ? 'retry' : 'sent';
    });
    expect(result).toEqual({ sent: 1, left: 2 });
    expect(tried).toEqual(['first', 'second']);
    expect(titles(await queuedSaves())).toEqual(['second', 'third']);
  });

  it('keeps a refused save with its reason, goes on with the next, and does not send the refused one again', async () => {
    for (const title of ['bad', 'good']) await enqueueSave(save(title));
    const send = vi.fn(async (s: QueuedSave): Promise<SendResult> => (s.title === 'bad' ? { refused: 'The title is too long.' } : 'sent'));

    await expect(flushQueue(send)).resolves.toEqual({ sent: 1, left: 1 });
    expect(await queuedSaves()).toEqual([{ ...save('bad'), error: 'The title is too long.' }]);

    send.mockClear();
    await expect(flushQueue(send)).resolves.toEqual({ sent: 0, left: 1 });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a save queued while a flush was sending the others', async () => {
    await enqueueSave(save('first'));
    await expect(
      flushQueue(async () => {
        await enqueueSave(save('made meanwhile'));
        return 'sent';
      }),
    ).resolves.toEqual({ sent: 1, left: 1 });
    expect(titles(await queuedSaves())).toEqual(['made meanwhile']);
  });

  it('runs one flush at a time: a second flush asked for meanwhile does not send the same save again', async () => {
    await enqueueSave(save('only'));
    const send = vi.fn(async (): Promise<SendResult> => 'sent');
    const results = await Promise.all([flushQueue(send), flushQueue(send)]);
    expect(send).toHaveBeenCalledOnce();
    expect(results).toEqual([{ sent: 1, left: 0 }, { sent: 0, left: 0 }]);
  });

  it('discards one save by its unique id', async () => {
    for (const title of ['first', 'second', 'third']) await enqueueSave(save(title));
    await discardSave('ID-second');
    expect(titles(await queuedSaves())).toEqual(['first', 'third']);
  });
});

describe('sending a save to the api', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const created = { referenceID: 5, referenceUniqueID: 'ID-X', referenceTypeID: 3, title: 'X', data: {}, values: {} };

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ baseUrl: 'http://api.test', clientId: 'ibid-extension', token: () => 't', onUnauthorized: () => {} });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const request = save('X').request;

  it('counts a 409 as sent: an earlier attempt already stored the reference under the same unique id', async () => {
    fetchMock.mockResolvedValue(answer(409, { error: { code: 'conflict', message: 'A reference with this unique id exists.' } }));
    await expect(sendQueuedSave(request)).resolves.toBe('sent');
  });

  it('posts the save with its unique id and counts a 2xx as sent', async () => {
    fetchMock.mockResolvedValue(answer(200, created));
    await expect(sendQueuedSave(request)).resolves.toBe('sent');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('uniqueId=ID-X');
  });

  it('retries later when the api cannot be reached, fails on its side, is busy or has signed the user out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendQueuedSave(request)).resolves.toBe('retry');
    for (const status of [500, 503, 429, 401]) {
      fetchMock.mockResolvedValueOnce(answer(status, { error: { code: 'x', message: 'x' } }));
      await expect(sendQueuedSave(request), `status ${status}`).resolves.toBe('retry');
    }
  });

  it("keeps the api's reason when it refuses the save", async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: 'invalid-data', message: 'The reference data is not valid.' } }));
    await expect(sendQueuedSave(request)).resolves.toEqual({ refused: 'The reference data is not valid.' });
  });

  it('queues a save made while the api cannot be reached, and saves at once when it can', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveReference(request, 'Page title', new Date('2025-01-15T10:00:00Z'))).resolves.toEqual({ queued: true });
    expect(await queuedSaves()).toEqual([{ request, title: 'Page title', queuedAt: '2025-01-15T10:00:00.000Z' }]);

    fetchMock.mockResolvedValueOnce(answer(200, created));
    await expect(saveReference(request, 'Page title')).resolves.toEqual({ saved: created });
    expect(await queuedSaves()).toHaveLength(1);
  });

  it('does not queue a save the api refuses: the user sees why', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: 'invalid-data', message: 'The reference data is not valid.' } }));
    await expect(saveReference(request, 'Page title')).rejects.toThrow('The reference data is not valid.');
    expect(await queuedSaves()).toEqual([]);
  });
});
