/** The reference form's 750 ms pause before checking a field (reference-library §5, §9), and typed text kept beside parsed values. */
import { useState } from 'react';

/** Field text settles this long after the last keystroke before it is checked and the preview refreshed. */
export const FIELD_DEBOUNCE_MS = 750;

/**
 * Text a structured field (pages, dates, ISBNs) is typed as, kept beside the parsed value it stands for. When the
 * value changes from outside (a draft reloaded, a lookup result), the text is written again from the value;
 * while the user types, their text stays as typed.
 */
export function useSyncedText<T, Text = string>(value: T, write: (value: T) => Text, read: (text: Text) => unknown): [Text, (text: Text) => void] {
  const [text, setText] = useState(() => write(value));
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    if (JSON.stringify(read(text)) !== JSON.stringify(value)) setText(write(value));
  }
  return [text, setText];
}
