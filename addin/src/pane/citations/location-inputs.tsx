/** The inputs of the chosen citation location (word-addin §3, §5): act/scene/line, book/chapter/verse, h/m/s, label and value, or one value. */
import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LOCATION_INPUTS, locationHint, type LocationFields, type LocationType } from '@ibid/engine';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  part: { flex: '1 1 70px', minWidth: 0 },
});

export function LocationInputs({ type, fields, onChange, problem }: { type: LocationType; fields: LocationFields; onChange: (fields: LocationFields) => void; problem?: string }) {
  const styles = useStyles();
  const inputs = LOCATION_INPUTS[type];
  if (inputs.length === 0) return null;
  const hint = locationHint(type);
  return (
    <div role="group" aria-label="Citation location" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <div className={styles.row}>
        {inputs.map(({ name, label, placeholder }) => (
          <Field key={name} label={label} className={styles.part}>
            <Input value={fields[name] ?? ''} placeholder={placeholder} onChange={(_, d) => onChange({ ...fields, [name]: d.value })} />
          </Field>
        ))}
      </div>
      {hint ? <Text size={200}>{hint}</Text> : null}
      {problem ? (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
