/**
 * "A reference was created", told to every window of the app: the library creates references in its own window
 * (word-addin §9, the 75% dialog) while the paper's page waits beside it, and the pane that sent the user there adds
 * the new reference to its paper (reference-library §4: "when not in the library dialog the result is added to the
 * paper's references"). A same-origin BroadcastChannel: no opener needed, and every window may listen.
 */
const CHANNEL = 'ibid.reference-created';

interface CreatedMessage {
  referenceUniqueID: string;
}

const available = () => typeof BroadcastChannel !== 'undefined';

export function announceCreatedReference(referenceUniqueID: string): void {
  if (!available()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ referenceUniqueID } satisfies CreatedMessage);
  channel.close();
}

/** Calls `listener` with each reference created in any window of the app from now on; answers the unsubscribe. */
export function onCreatedReference(listener: (referenceUniqueID: string) => void): () => void {
  if (!available()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const id = (event.data as Partial<CreatedMessage> | null)?.referenceUniqueID;
    if (typeof id === 'string' && id) listener(id);
  };
  return () => channel.close();
}
