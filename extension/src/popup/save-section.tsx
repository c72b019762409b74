/**
 * Saving to the library (signed in): the duplicate warning with the spec's choices, the DOI / ISBN lookup offered
 * when the page's data is thin, the save itself, and saves waiting to be sent.
 */
import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Subtitle2, Text } from '@fluentui/react-components';
import { formattedPlainText } from '@ibid/addin/components';
import { cleanReferenceData, lookupMessage, LOOKUP_NO_RESULTS, newReferenceUniqueId, type Formatted } from '@ibid/engine';
import { LIBRARY_PATHS, libraryPath } from '@ibid/addin/paths';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { libraryApi } from '../shared/api';
import { sendToWorker } from '../shared/messages';
import { saveReference } from '../shared/save-reference';
import { canSaveAtom, captureAtom, draftAtom, duplicatesAtom, formatAtom, lookupTermAtom, missingFieldsAtom, saveStateAtom, sessionAtom } from './atoms';
import { copyFormatted } from './clipboard';

export const DUPLICATE_TITLE = 'This reference is already in your library';
export const QUEUED_MESSAGE = "You're offline. The reference is kept here and sent to your library as soon as Ibid can be reached.";

const asFormatted = (html: string): Formatted => ({ html, text: formattedPlainText(html) });

export function SaveSection() {
  const session = useAtomValue(sessionAtom);
  const capture = useAtomValue(captureAtom);
  const format = useAtomValue(formatAtom);
  const canSave = useAtomValue(canSaveAtom);
  const duplicates = useAtomValue(duplicatesAtom);
  const missing = useAtomValue(missingFieldsAtom);
  const lookupTerm = useAtomValue(lookupTermAtom);
  const [draft, setDraft] = useAtom(draftAtom);
  const [state, setState] = useAtom(saveStateAtom);
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [lookupNote, setNote] = useState<string>();
  const [copied, setCopied] = useState(false);
  if (!draft) return null;
  const duplicate = duplicates[0]?.reference;

  const save = async () => {
    setState({ status: 'saving' });
    try {
      const outcome = await saveReference(
        { referenceTypeId: draft.referenceTypeID, uniqueId: newReferenceUniqueId(() => crypto.randomUUID()), data: cleanReferenceData(draft.data) },
        capture?.pageTitle ?? '',
      );
      if ('saved' in outcome) setState({ status: 'saved', reference: outcome.saved });
      else {
        setState({ status: 'queued' });
        await sendToWorker('flush-queue', {}).catch(() => undefined);
      }
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };

  const lookUp = async () => {
    if (!lookupTerm) return;
    setNote(undefined);
    try {
      const answer = await libraryApi.lookup(lookupTerm);
      const found = answer.results[0];
      if (found) {
        setDraft({ referenceTypeID: found.referenceData.referenceTypeID, data: { ...draft.data, ...found.referenceData.data } });
        setNote(`Filled in from ${lookupTerm}. Check the fields before saving.`);
      } else setNote(answer.messages[0] ? lookupMessage(answer.messages[0].messageTypeID) : LOOKUP_NO_RESULTS);
    } catch (error) {
      setNote((error as Error).message);
    }
  };

  return (
    <section aria-labelledby="save-heading" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Subtitle2 as="h2" id="save-heading">
        Save to My Reference Library
      </Subtitle2>
      <Text size={200}>Logged in as {session.email}</Text>
      {missing.length && lookupTerm ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>The page leaves out {missing.join(', ')}.</MessageBarTitle>
            Ibid can look up {lookupTerm} to fill them in.
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void lookUp()}>
              Look up
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {lookupNote ? (
        <Text role="status" size={200}>
          {lookupNote}
        </Text>
      ) : null}
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
      <div aria-live="polite">
        {state.status === 'saved' ? (
          <MessageBar intent="success">
            <MessageBarBody>
              Saved to your library.{' '}
              <Link href={session.apiUrl + libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: state.reference.referenceUniqueID, tab: 'details' })} target="_blank">
                Open it in Ibid
              </Link>
            </MessageBarBody>
          </MessageBar>
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
      {state.status === 'saved' || state.status === 'queued' ? null : (
        <Button appearance="primary" disabled={!canSave || state.status === 'saving' || Boolean(duplicate && !allowDuplicate)} onClick={() => void save()}>
          {state.status === 'saving' ? 'Saving…' : 'Save to library'}
        </Button>
      )}
    </section>
  );
}
