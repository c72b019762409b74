/**
 * The share panel's recipients (reference-library §5 share emails): typed text becomes chips on Enter, comma,
 * space, blur and paste, by the engine's rules (whitespace removed, comma-split, lower-cased; only valid, new
 * addresses that are not the user's own). A refused address stays in the box with the reason under it.
 */
import { Field, Input, InteractionTag, InteractionTagPrimary, InteractionTagSecondary, TagGroup } from '@fluentui/react-components';
import { SHARE_EMAIL_REJECTION_MESSAGES, addShareEmails } from '@ibid/engine/validation';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';

const CHIP_KEYS = new Set(['Enter', ',', ' ']);

export interface ShareEmailInputProps {
  emails: string[];
  onChange: (emails: string[]) => void;
  /** Every address the user receives mail at: never a recipient. */
  ownEmails: readonly string[];
}

export function ShareEmailInput({ emails, onChange, ownEmails }: ShareEmailInputProps) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string>();

  const commit = (typed: string) => {
    const result = addShareEmails(emails, typed, ownEmails);
    if (result.emails.length !== emails.length) onChange(result.emails);
    const [first] = result.rejected;
    setMessage(first ? SHARE_EMAIL_REJECTION_MESSAGES[first.reason] : undefined);
    // An address that is not an address yet is left to correct; a duplicate or one's own needs no correcting.
    setText(result.rejected.filter((r) => r.reason === 'invalid').map((r) => r.email).join(', '));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (CHIP_KEYS.has(event.key)) {
      if (event.key === 'Enter' || text.trim()) event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === 'Backspace' && text === '' && emails.length > 0) {
      onChange(emails.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(text + event.clipboardData.getData('text'));
  };

  return (
    <Field label="Email addresses" validationMessage={message} validationState={message ? 'error' : 'none'} hint="Press Enter, comma or space after each address.">
      {/* The Input reads the Field's label and hint from its context, wherever it sits inside. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        {emails.length > 0 ? (
          <TagGroup aria-label="Recipients" onDismiss={(_, { value }) => onChange(emails.filter((email) => email !== value))} style={{ flexWrap: 'wrap', gap: 4 }}>
            {emails.map((email) => (
              <InteractionTag key={email} value={email} size="small">
                <InteractionTagPrimary hasSecondaryAction>{email}</InteractionTagPrimary>
                {/* Fluent names it with the address too: "name@example.com Remove". */}
                <InteractionTagSecondary aria-label="Remove" />
              </InteractionTag>
            ))}
          </TagGroup>
        ) : null}
        <Input
          style={{ flex: '1 1 200px' }}
          inputMode="email"
          autoComplete="off"
          value={text}
          placeholder={emails.length ? 'Add another email' : 'name@example.com'}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => (text.trim() ? commit(text) : undefined)}
        />
      </div>
    </Field>
  );
}
