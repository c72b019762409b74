/**
 * Class association (purchase-and-paper-creation §5): typed text is the course name, or the user picks one of
 * their classes whose name contains what is typed. Archived classes are not offered.
 */
import { Combobox, Field, Option } from '@fluentui/react-components';
import { PAPER_FIELD_MAX } from '@ibid/engine/paper';
import type { ClassRecord } from '../../api/papers';

export interface ClassComboboxProps {
  label: string;
  /** The text shown: what was typed, or the chosen class's name. */
  value: string;
  /** The classes offered (already without archived ones). */
  classes: readonly ClassRecord[];
  onType: (text: string) => void;
  onChoose: (chosen: ClassRecord) => void;
}

export function ClassCombobox({ label, value, classes, onType, onChoose }: ClassComboboxProps) {
  return (
    <Field label={label} hint={classes.length ? 'Type a course, or choose one of your classes.' : undefined}>
      <Combobox
        freeform
        value={value}
        maxLength={PAPER_FIELD_MAX}
        onChange={(event) => onType(event.target.value)}
        onOptionSelect={(_, data) => {
          const chosen = classes.find((c) => String(c.classID) === data.optionValue);
          if (chosen) onChoose(chosen);
        }}
      >
        {classes.map((c) => (
          <Option key={c.classID} value={String(c.classID)} text={c.name}>
            {c.teacherName ? `${c.name} (${c.teacherName})` : c.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
