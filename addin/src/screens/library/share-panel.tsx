/**
 * The share panel (reference-library §2 Share panel, §5 share emails, §8 toasts): recipients as chips, an optional
 * message of up to 250 characters, Share enabled once there is a recipient and a reference. Success says
 * 'Reference Shared' or '{n} References Shared' and closes the panel.
 */
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Textarea,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { SHARE_MESSAGE_MAX, canShare, shareMessageCounter, shareTitle, shareToast, validateShareMessage } from '@ibid/engine/validation';
import { useState } from 'react';
import { shareApi } from '../../api/library';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import type { LibraryRow } from '../../state/library-list';
import { FormattedText } from '../../components/formatted-text';
import { ShareEmailInput } from './share-email-input';

export interface SharePanelProps {
  open: boolean;
  /** The new-style references being shared. */
  references: LibraryRow[];
  onClose: () => void;
}

export function SharePanel({ open, references, onClose }: SharePanelProps) {
  return (
    <OverlayDrawer open={open} position="end" size="medium" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {open ? <SharePanelContent references={references} onClose={onClose} /> : null}
    </OverlayDrawer>
  );
}

function SharePanelContent({ references, onClose }: Omit<SharePanelProps, 'open'>) {
  const { customer } = useSession();
  const notify = useNotify();
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const referenceIDs = references.map((r) => r.referenceID);
  const ownEmails = customer ? [customer.email, ...customer.alternativeEmails] : [];
  const checkedMessage = validateShareMessage(message);

  const share = async () => {
    if (!checkedMessage.ok) return;
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await shareApi.share({ message: checkedMessage.value, emails, referenceIDs });
      notify.toast({ title: shareToast(answer.shared) });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  };

  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} onClick={onClose} />}>
          {shareTitle(references.length)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <ShareEmailInput emails={emails} onChange={setEmails} ownEmails={ownEmails} />
        <Field label="Message (optional)" hint={shareMessageCounter(message)} validationMessage={checkedMessage.ok ? undefined : checkedMessage.error.message}>
          <Textarea value={message} maxLength={SHARE_MESSAGE_MAX} resize="vertical" onChange={(_, data) => setMessage(data.value)} />
        </Field>
        <section aria-label="References to share">
          <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {references.map((reference) => (
              <li key={reference.key}>{reference.html ? <FormattedText html={reference.html} /> : reference.fallbackTitle}</li>
            ))}
          </ul>
        </section>
        {failure ? (
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
      </DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" disabled={sending || !canShare({ emails, referenceIds: referenceIDs }) || !checkedMessage.ok} onClick={() => void share()}>
          {sending ? 'Sharing…' : 'Share'}
        </Button>
        <Button onClick={onClose}>Nevermind</Button>
      </DrawerFooter>
    </>
  );
}
