/**
 * The APA 7 professional paper's Running Head (purchase-and-paper-creation §4-5): it follows the title until the
 * user types in it, 'Reset text' links it to the title again, it is required, and the engine's 50-character
 * advisory shows while typing over the limit and on blur when it no longer follows the title.
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { ArrowReset20Regular, Link20Regular } from '@fluentui/react-icons';
import { PAPER_FIELD_MAX, editRunningHead, linkedRunningHead, runningHeadAdvisory, validateRunningHead, type RunningHeadField as RunningHead } from '@ibid/engine/paper';
import { useEffect, useState } from 'react';

export interface RunningHeadFieldProps {
  field: RunningHead;
  title: string;
  onChange: (field: RunningHead) => void;
  /** Set by the form on submit: the required message. */
  error: string | undefined;
  onError: (message: string | undefined) => void;
}

/** The required message for a running head, or undefined when it has text. */
export const runningHeadError = (value: string) => {
  const checked = validateRunningHead(value);
  return checked.ok ? undefined : checked.error.message;
};

export function RunningHeadField({ field, title, onChange, error, onError }: RunningHeadFieldProps) {
  const [advisory, setAdvisory] = useState<string>();
  // Typing in the title types in a linked running head too.
  useEffect(() => {
    if (field.linked) setAdvisory(runningHeadAdvisory(field.value, { event: 'input', linked: true }));
  }, [field.value, field.linked]);
  const hint = field.linked ? (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Link20Regular aria-hidden /> Follows the title until you edit it.
    </span>
  ) : (
    'Edited: it no longer follows the title.'
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Field
        label="Running Head"
        required
        hint={hint}
        validationMessage={error ?? advisory}
        validationState={error ? 'error' : advisory ? 'warning' : 'none'}
      >
        <Input
          value={field.value}
          maxLength={PAPER_FIELD_MAX}
          onChange={(_, data) => {
            const next = editRunningHead(data.value);
            onChange(next);
            setAdvisory(runningHeadAdvisory(next.value, { event: 'input', linked: false }));
            if (error) onError(runningHeadError(next.value));
          }}
          onBlur={() => {
            setAdvisory(runningHeadAdvisory(field.value, { event: 'blur', linked: field.linked }));
            onError(runningHeadError(field.value));
          }}
        />
      </Field>
      {field.linked ? null : (
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowReset20Regular />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const next = linkedRunningHead(title);
            onChange(next);
            onError(error ? runningHeadError(next.value) : undefined);
          }}
        >
          Reset text
        </Button>
      )}
    </div>
  );
}
