/**
 * The optional fields of a reference (reference-library §2, §5): Description (private, growing with its text),
 * Tags (cleaned when left: split on commas, trimmed, de-duplicated) and, where shown, the Nickname.
 */
import { Field, Input, Textarea } from '@fluentui/react-components';
import { cleanTags } from '@ibid/engine';
import { useLayoutEffect, useRef } from 'react';

export interface ConfirmValues {
  note: string;
  tags: string;
  nickname: string;
}

export interface ConfirmFieldsProps {
  note: string;
  tags: string;
  nickname?: string;
  onChange: (next: ConfirmValues) => void;
  showNickname?: boolean;
}

export function ConfirmFields({ note, tags, nickname = '', onChange, showNickname = false }: ConfirmFieldsProps) {
  const values = { note, tags, nickname };
  const set = (patch: Partial<ConfirmValues>) => onChange({ ...values, ...patch });
  const description = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const box = description.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, [note]);
  return (
    <>
      {showNickname ? (
        <Field label="Nickname" hint="Optional. Shows in Library & Panel.">
          <Input value={nickname} onChange={(_, d) => set({ nickname: d.value })} />
        </Field>
      ) : null}
      <Field label="Description" hint="Optional and private: only you can see it.">
        <Textarea ref={description} resize="none" value={note} onChange={(_, d) => set({ note: d.value })} />
      </Field>
      <Field label="Tags" hint="Optional. Separate tags with commas.">
        <Input
          value={tags}
          onChange={(_, d) => set({ tags: d.value })}
          onBlur={() => {
            const cleaned = cleanTags(tags);
            if (cleaned !== tags) set({ tags: cleaned });
          }}
        />
      </Field>
    </>
  );
}
