/**
 * One shared-reference request as the modal and the full-screen page show it (word-addin §2.3, reference-library
 * §2): who shared how many references, that accepting copies them, the sender's message, and the choice.
 */
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CurrentFormatId } from '@ibid/engine';
import { FormattedText } from '../../components/formatted-text';
import type { ShareQueue } from './use-share-queue';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  message: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '240px', overflowY: 'auto' },
});

export const SHARED_REFERENCES_TITLE = "You've got shared references!";
export const SHARED_REFERENCES_QUESTION = 'Do you want to copy these reference to your Reference Library?';

export function SharedRequestContent({ queue, format }: { queue: ShareQueue; format: CurrentFormatId }) {
  const styles = useStyles();
  const request = queue.current;
  if (!request) return null;
  const sender = request.firstName.trim() || 'Someone';
  const count = request.references.length;
  const waiting = queue.requests?.length ?? 0;
  return (
    <div className={styles.content}>
      {waiting > 1 ? <Text size={200}>{`1 of ${waiting} shared requests`}</Text> : null}
      <Text as="p" style={{ margin: 0 }}>
        <strong>{sender}</strong>
        {` shared ${count === 1 ? '1 reference' : `${count} references`} with you. Adding them creates copies in your Reference Library, which you can change without affecting ${sender}'s.`}
      </Text>
      {request.message ? (
        <figure style={{ margin: 0 }}>
          <figcaption>
            <Text size={200}>{`${sender}'s message:`}</Text>
          </figcaption>
          <blockquote className={styles.message}>{request.message}</blockquote>
        </figure>
      ) : null}
      <ul className={styles.list} aria-label="Shared references">
        {request.references.map((reference) => {
          const html = reference.values[format]?.value;
          return <li key={reference.referenceID}>{html ? <FormattedText html={html} /> : reference.title}</li>;
        })}
      </ul>
      <Text as="p" weight="semibold" style={{ margin: 0 }}>
        {SHARED_REFERENCES_QUESTION}
      </Text>
      {queue.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{queue.error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}

/** The two choices; the one running reads so and both wait for it. */
export function SharedRequestActions({ queue }: { queue: ShareQueue }) {
  return (
    <>
      <Button appearance="primary" disabled={queue.busy !== undefined} onClick={() => void queue.accept()}>
        {queue.busy === 'accept' ? 'Adding references…' : 'Add References to My Library'}
      </Button>
      <Button disabled={queue.busy !== undefined} onClick={() => void queue.decline()}>
        {queue.busy === 'decline' ? 'Declining…' : 'Decline Shared References'}
      </Button>
    </>
  );
}
