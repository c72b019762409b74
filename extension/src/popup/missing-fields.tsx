/**
 * The required fields that are empty, named with the form's labels, each a link that takes the reader to it; and the
 * lookup that can fill them from the work's DOI, ISBN or address (the page's, or one the reader types).
 */
import { Button, Field, Input, Link, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { LOOKUP_NO_RESULTS, lookupMessage } from '@ibid/engine';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { libraryApi } from '../shared/api';
import { draftAtom, lookupTermAtom, missingFieldsAtom } from './atoms';
import { fieldLabel, fillFromLookup, listed, missingTitle } from './draft-rules';
import { focusField } from './focus-field';

/** Asks the api's lookup for `term` and fills what the draft leaves empty; tells the reader what it filled. */
function useLookup(onNote: (note: string | undefined) => void) {
  const [draft, setDraft] = useAtom(draftAtom);
  const [busy, setBusy] = useState(false);
  const lookUp = async (term: string) => {
    if (!draft || !term.trim()) return;
    setBusy(true);
    onNote(undefined);
    try {
      const answer = await libraryApi.lookup(term.trim());
      const found = answer.results[0];
      if (!found) return onNote(answer.messages[0] ? lookupMessage(answer.messages[0].messageTypeID) : LOOKUP_NO_RESULTS);
      const { draft: next, filled } = fillFromLookup(draft, { referenceTypeID: found.referenceData.referenceTypeID, data: found.referenceData.data });
      setDraft(next);
      const labels = filled.map((name) => fieldLabel(next.referenceTypeID, name) ?? name);
      onNote(filled.length ? `Filled in ${listed(labels)} from ${term.trim()}. Check them before saving.` : `${term.trim()} gave nothing the form is missing.`);
    } catch (error) {
      onNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { lookUp, busy };
}

/** `alert`: the reader tried to save, so the notice is announced; `onNote`: what the lookup did, for the reader. */
export function MissingFields({ alert, onNote }: { alert: boolean; onNote: (note: string | undefined) => void }) {
  const missing = useAtomValue(missingFieldsAtom);
  const suggested = useAtomValue(lookupTermAtom) ?? '';
  const [typed, setTyped] = useState<string>();
  const term = typed ?? suggested;
  const { lookUp, busy } = useLookup(onNote);
  if (!missing.length) return null;
  const labels = missing.map((f) => f.label);

  return (
    <MessageBar intent="warning" layout="multiline" role={alert ? 'alert' : undefined}>
      <MessageBarBody>
        <MessageBarTitle>{missingTitle(labels)}</MessageBarTitle>
        <Text block>
          Fill in{' '}
          {labels.map((label, i) => (
            <span key={label}>
              {i ? (i === labels.length - 1 ? ' and ' : ', ') : null}
              <Link as="button" onClick={() => focusField(label)}>
                {label}
              </Link>
            </span>
          ))}{' '}
          to save, or look the work up to fill {labels.length === 1 ? 'it' : 'them'} in.
        </Text>
        <form
          style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginTop: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            void lookUp(term);
          }}
        >
          <Field label="DOI, ISBN or URL" style={{ flex: 1 }}>
            <Input value={term} onChange={(_, d) => setTyped(d.value)} />
          </Field>
          <Button type="submit" disabled={busy || !term.trim()}>
            {busy ? 'Looking up…' : 'Look up'}
          </Button>
        </form>
      </MessageBarBody>
    </MessageBar>
  );
}
