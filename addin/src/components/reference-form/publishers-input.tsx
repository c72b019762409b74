/** Publishers with their place: APA prints the name only, Turabian the city and state or country too. */
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { replaceCurlyQuotes } from '@ibid/engine';
import { useState } from 'react';
import type { FieldInputProps } from './field-inputs';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  part: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: '120px', flex: '1 1 120px' },
});

type PublisherRow = Record<string, string> & { id: string };

const PARTS = [
  ['name', 'Name'],
  ['city', 'City'],
  ['state', 'State or province'],
  ['country', 'Country'],
] as const;

/** Rows carry a local id for React's keys; it is removed before the data is stored. */
const withId = (row: Record<string, string>): PublisherRow => ({ ...row, id: crypto.randomUUID() });
const withoutId = ({ id: _id, ...row }: PublisherRow) => row;

export function PublishersInput({ value, onChange, describedBy, inputId }: FieldInputProps) {
  const styles = useStyles();
  const stored = Array.isArray(value) ? (value as Record<string, string>[]) : [];
  // Ids follow the stored rows by position: enough, since rows are only added at the end or removed.
  const [ids, setIds] = useState<string[]>(() => stored.map(() => crypto.randomUUID()));
  const rows: PublisherRow[] = (stored.length ? stored : [{}]).map((row, i) => ({ ...row, id: ids[i] ?? `publisher-${i}` }));

  const write = (next: PublisherRow[]) => {
    setIds(next.map((row) => row.id));
    const data = next.map(withoutId);
    onChange(data.length ? data : undefined);
  };

  return (
    <>
      <ul className={styles.list}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.row} aria-label={`Publisher ${index + 1}`}>
            {PARTS.map(([part, label], partIndex) => {
              const id = index === 0 && partIndex === 0 ? inputId : `${row.id}-${part}`;
              return (
                <div key={part} className={styles.part}>
                  <label htmlFor={id}>{label}</label>
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    value={row[part] ?? ''}
                    onChange={(_, d) => write(rows.map((r, i) => (i === index ? { ...r, [part]: replaceCurlyQuotes(d.value) } : r)))}
                   
                  />
                </div>
              );
            })}
            {stored.length > 1 ? (
              <Button appearance="subtle" icon={<Delete20Regular />} aria-label={`Remove publisher ${index + 1}`} onClick={() => write(rows.filter((_, i) => i !== index))} />
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <Button size="small" onClick={() => write([...rows, withId({})])}>
          Add another publisher
        </Button>
      </div>
    </>
  );
}
