/** The format switch (APA 7, MLA 9, Turabian 9) that chooses which format a reference screen shows and checks. */
import { Radio, RadioGroup } from '@fluentui/react-components';
import { CURRENT_FORMATS, FORMAT_LABELS, isCurrentFormat, type CurrentFormatId } from '@ibid/engine';

export interface ReferenceFormatSwitchProps {
  value: CurrentFormatId;
  onChange: (format: CurrentFormatId) => void;
}

export function ReferenceFormatSwitch({ value, onChange }: ReferenceFormatSwitchProps) {
  return (
    <RadioGroup
      layout="horizontal"
      aria-label="Format"
      value={value}
      onChange={(_, d) => {
        if (isCurrentFormat(d.value)) onChange(d.value);
      }}
    >
      {CURRENT_FORMATS.map((format) => (
        <Radio key={format} value={format} label={FORMAT_LABELS[format]} />
      ))}
    </RadioGroup>
  );
}
