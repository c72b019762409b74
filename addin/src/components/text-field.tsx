/** A labelled text input for the spec's forms: required asterisk, its message under it, checked on blur. */
import { Field, Input, Textarea, type InputProps } from '@fluentui/react-components';
import { useState, type KeyboardEvent, type ReactElement } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  type?: InputProps['type'];
  hint?: ReactElement | string;
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function TextField({ label, value, onChange, onBlur, error, required, hint, multiline, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required ?? false} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      {multiline ? (
        <Textarea resize="vertical" value={value} onChange={(_, d) => onChange(d.value)} onBlur={onBlur} {...input} />
      ) : (
        <Input value={value} onChange={(_, d) => onChange(d.value)} onBlur={onBlur} {...input} />
      )}
    </Field>
  );
}

/** A password input that says 'Caps Lock is ON' while it is (word-addin §5). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'onKeyDown'>) {
  const [capsLock, setCapsLock] = useState(false);
  const hint = (
    <>
      {props.hint}
      {capsLock ? <strong role="status"> Caps Lock is ON</strong> : null}
    </>
  );
  return (
    <TextField
      {...props}
      type="password"
      hint={hint}
      onKeyDown={(e) => setCapsLock(e.getModifierState('CapsLock'))}
    />
  );
}
