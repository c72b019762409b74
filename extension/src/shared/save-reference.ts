/** Saving a captured reference: sent at once when the api answers, queued when it cannot be reached. */
import { ApiError, libraryApi, type CreateReference, type LibraryReference } from './api';
import { enqueueSave, type SendResult } from './save-queue';

export type SaveOutcome = { saved: LibraryReference } | { queued: true };

/** Whether a failure means "try again later" rather than "the api refused this". */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isConnectionError || error.status >= 500 || error.status === 401 || error.status === 429;
}

export async function saveReference(request: CreateReference, title: string, now = new Date()): Promise<SaveOutcome> {
  try {
    return { saved: await libraryApi.create(request) };
  } catch (error) {
    if (isTransient(error)) {
      await enqueueSave({ request, title, queuedAt: now.toISOString() });
      return { queued: true };
    }
    throw error;
  }
}

/** How the queue sends one save. A 409 means an earlier attempt already stored it under the same unique id. */
export async function sendQueuedSave(request: CreateReference): Promise<SendResult> {
  try {
    await libraryApi.create(request);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'sent';
    if (isTransient(error)) return 'retry';
    return { refused: (error as ApiError).message };
  }
}
