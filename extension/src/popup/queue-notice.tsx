/** Saves waiting to be sent (made offline), and those the api refused, which the user may discard. */
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { discardSave, queuedSaves, type QueuedSave } from '../shared/save-queue';

export function QueueNotice() {
  const [queue, setQueue] = useState<QueuedSave[]>([]);
  const reload = () => void queuedSaves().then(setQueue);
  useEffect(reload, []);
  if (!queue.length) return null;
  const waiting = queue.filter((s) => !s.error).length;
  return (
    <MessageBar intent={queue.some((s) => s.error) ? 'warning' : 'info'} layout="multiline">
      <MessageBarBody>
        {waiting ? <Text block>{waiting === 1 ? '1 saved reference is' : `${waiting} saved references are`} waiting to be sent to your library.</Text> : null}
        {queue.map((save) =>
          save.error ? (
            <Text block key={save.request.uniqueId}>
              “{save.title}” could not be saved: {save.error}{' '}
              <Button size="small" appearance="transparent" onClick={() => void discardSave(save.request.uniqueId).then(reload)}>
                Discard
              </Button>
            </Text>
          ) : null,
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
