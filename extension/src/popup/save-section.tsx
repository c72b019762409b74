/**
 * Saving to the library (signed in): the required fields still empty (with the lookup that fills them), the
 * duplicate warning with the spec's choices, the save itself, and once saved, the edits sent to the saved reference.
 * The button is never disabled without a reason on screen: a save with a field missing takes the reader to it.
 */
import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Subtitle2, Text } from '@fluentui/react-components';
import { formattedPlainText } from '@ibid/addin/components';
import { cleanReferenceData, newReferenceUniqueId, optionalFieldsForUpdate, type Formatted } from '@ibid/engine';
import { LIBRARY_PATHS, libraryPath } from '@ibid/addin/paths';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { libraryApi } from '../shared/api';
import { sendToWorker } from '../shared/messages';
import { saveReference } from '../shared/save-reference';
import { captureAtom, draftAtom, duplicatesAtom, formatAtom, missingFieldsAtom, saveStateAtom, sessionAtom, unsavedEditsAtom } from './atoms';
import { copyFormatted } from './clipboard';
import { focusField } from './focus-field';
import { MissingFields } from './missing-fields';

export const DUPLICATE_TITLE = 'This reference is already in your library';
export const QUEUED_MESSAGE = "You're offline. The reference is kept here and sent to your library as soon as Ibid can be reached.";
export const SAVED_MESSAGE = 'Saved to your library.';
export const CHANGES_SAVED_MESSAGE = 'Your changes are saved in your library.';

const asFormatted = (html: string): Formatted => ({ html, text: formattedPlainText(html) });

export function SaveSection() {
  const session = useAtomValue(sessionAtom);
  const capture = useAtomValue(captureAtom);
  const format = useAtomValue(formatAtom);
  const duplicates = useAtomValue(duplicatesAtom);
  const missing = useAtomValue(missingFieldsAtom);
  const unsavedEdits = useAtomValue(unsavedEditsAtom);
  const draft = useAtomValue(draftAtom);
  const [state, setState] = useAtom(saveStateAtom);
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [copied, setCopied] = useState(false);
  // The reader tried to save with a field missing: the notice is announced, not just shown.
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const [changesSaved, setChangesSaved] = useState(false);
  // What the last lookup filled in, until the reference is saved.
  const [lookupNote, setLookupNote] = useState<string>();
  if (!draft) return null;
  const duplicate = duplicates[0]?.reference;

  /** A required field is empty: take the reader to the first one instead of saving. */
  const stopAtMissing = () => {
    if (!missing.length) return false;
    setTriedIncomplete(true);
    focusField(missing[0]!.label);
    return true;
  };

  const save = async () => {
    if (stopAtMissing()) return;
    const sent = structuredClone(draft);
    setLookupNote(undefined);
    setState({ status: 'saving' });
    try {
      const outcome = await saveReference(
        { referenceTypeId: sent.referenceTypeID, uniqueId: newReferenceUniqueId(() => crypto.randomUUID()), data: cleanReferenceData(sent.data) },
        capture?.pageTitle ?? '',
      );
      if ('saved' in outcome) setState({ status: 'saved', reference: outcome.saved, sent });
      else {
        setState({ status: 'queued' });
        await sendToWorker('flush-queue', {}).catch(() => undefined);
      }
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };

  /** Sends the edits made since saving to the saved reference (its type stays: the api keeps it). */
  const saveChanges = async () => {
    if (state.status !== 'saved' || stopAtMissing()) return;
    const sent = structuredClone(draft);
    const { reference } = state;
    setLookupNote(undefined);
    setChangesSaved(false);
    setState({ ...state, updating: true, error: undefined });
    try {
      const updated = await libraryApi.update({
        referenceID: reference.referenceID,
        ...optionalFieldsForUpdate({ nickname: reference.nickname, note: reference.note, tags: reference.tags }),
        data: cleanReferenceData(sent.data),
      });
      setState({ status: 'saved', reference: updated, sent });
      setChangesSaved(true);
    } catch (error) {
      setState({ ...state, updating: false, error: (error as Error).message });
    }
  };

  const editLink =
    state.status === 'saved' ? (
      <Link href={session.apiUrl + libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: state.reference.referenceUniqueID, tab: 'details' })} target="_blank">
        Open it in Ibid
      </Link>
    ) : null;

  return (
    <section aria-labelledby="save-heading" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Subtitle2 as="h2" id="save-heading">
        Save to My Reference Library
      </Subtitle2>
      {state.status === 'queued' ? null : <MissingFields alert={triedIncomplete} onNote={setLookupNote} />}
      {duplicate && !allowDuplicate && state.status !== 'saved' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{DUPLICATE_TITLE}</MessageBarTitle>
            Use the reference you already have, or create a duplicate.
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void copyFormatted(asFormatted(duplicate.values[format]?.value ?? duplicate.title)).then(() => setCopied(true))}>
              {copied ? 'Copied to clipboard' : 'Use the existing reference'}
            </Button>
            <Button size="small" onClick={() => setAllowDuplicate(true)}>
              Create a duplicate
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {lookupNote ? <Text size={200}>{lookupNote}</Text> : null}
        {state.status === 'saved' ? (
          state.error ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>Your changes could not be saved: {state.error}</MessageBarBody>
            </MessageBar>
          ) : (
            <MessageBar intent="success" layout="multiline">
              <MessageBarBody>
                {changesSaved && !unsavedEdits ? CHANGES_SAVED_MESSAGE : SAVED_MESSAGE} {unsavedEdits ? 'Save your changes to update it.' : 'Changes you make below update it.'} {editLink}
              </MessageBarBody>
            </MessageBar>
          )
        ) : state.status === 'queued' ? (
          <MessageBar intent="info">
            <MessageBarBody>{QUEUED_MESSAGE}</MessageBarBody>
          </MessageBar>
        ) : state.status === 'failed' ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {state.status === 'saved' ? (
        unsavedEdits || state.updating ? (
          <Button appearance="primary" disabled={state.updating} onClick={() => void saveChanges()}>
            {state.updating ? 'Saving changes…' : 'Save changes'}
          </Button>
        ) : null
      ) : state.status === 'queued' ? null : (
        <Button appearance="primary" disabled={state.status === 'saving' || Boolean(duplicate && !allowDuplicate)} onClick={() => void save()}>
          {state.status === 'saving' ? 'Saving…' : 'Save to library'}
        </Button>
      )}
    </section>
  );
}
