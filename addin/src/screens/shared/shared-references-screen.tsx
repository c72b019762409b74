/**
 * /shared-references-received (reference-library §2, word-addin §2.13): the shared-reference requests as a page,
 * one at a time; after the last the user goes to the library, which reloads, highlights the copies and says
 * what happened.
 */
import { Button, Spinner, Text } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';
import { useDisplayFormat } from '../../state/display-format';
import { SHARED_REFERENCES_TITLE, SharedRequestActions, SharedRequestContent } from './shared-request-content';
import { useShareQueue, type ShareQueueOutcome } from './use-share-queue';

/** What the library reads from the navigation's state when it comes from this page. */
export interface SharedReferencesArrival {
  sharedReferences: ShareQueueOutcome;
}

export function SharedReferencesScreen() {
  const navigate = useNavigate();
  const displayFormat = useDisplayFormat();
  const emptied = useCallback(
    (outcome: ShareQueueOutcome) => navigate(PATHS.MyReferenceLibrary, { state: { sharedReferences: outcome } satisfies SharedReferencesArrival }),
    [navigate],
  );
  const queue = useShareQueue(emptied);

  if (!queue.requests) {
    return (
      <Screen title="Shared references" narrow>
        <Spinner label="Loading shared references…" />
      </Screen>
    );
  }
  if (!queue.current) {
    return (
      <Screen title="Shared references" narrow>
        <Text as="p">There are no shared references waiting for you.</Text>
        <div>
          <Button appearance="primary" onClick={() => navigate(PATHS.MyReferenceLibrary)}>
            Go to My Reference Library
          </Button>
        </div>
      </Screen>
    );
  }
  return (
    <Screen title={SHARED_REFERENCES_TITLE} narrow>
      <SharedRequestContent queue={queue} format={displayFormat} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <SharedRequestActions queue={queue} />
      </div>
    </Screen>
  );
}
