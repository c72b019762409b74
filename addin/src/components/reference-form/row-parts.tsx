/** The labelled boxes of one row of a list field (a contributor's names, a publisher's name and place). */
import { Input, makeStyles } from '@fluentui/react-components';
import { replaceCurlyQuotes } from '@ibid/engine';

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: '130px', flex: '1 1 130px' },
});

export interface RowPartsProps<P extends string> {
  parts: readonly (readonly [P, string])[];
  values: object;
  onChange: (part: P, value: string) => void;
  /** The row's own id, for its boxes' ids. */
  rowId: string;
  /** The first row's first box takes the field's id, so the field's label points at it. */
  firstInputId: string | undefined;
  describedBy: string | undefined;
}

export function RowParts<P extends string>({ parts, values, onChange, rowId, firstInputId, describedBy }: RowPartsProps<P>) {
  const styles = useStyles();
  return (
    <>
      {parts.map(([part, label], partIndex) => {
        const id = partIndex === 0 && firstInputId ? firstInputId : `${rowId}-${part}`;
        return (
          <div key={part} className={styles.part}>
            <label htmlFor={id}>{label}</label>
            <Input id={id} aria-describedby={describedBy} value={String((values as Partial<Record<P, unknown>>)[part] ?? '')} onChange={(_, d) => onChange(part, replaceCurlyQuotes(d.value))} />
          </div>
        );
      })}
    </>
  );
}
