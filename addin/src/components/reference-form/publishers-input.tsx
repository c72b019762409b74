/** Publishers with their place: APA prints the name only, Turabian the city and state or country too. */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { FieldInputProps } from './field-inputs';
import { RowParts } from './row-parts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
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
            <RowParts
              parts={PARTS}
              values={row}
              onChange={(part, value) => write(rows.map((r, i) => (i === index ? { ...r, [part]: value } : r)))}
              rowId={row.id}
              firstInputId={index === 0 ? inputId : undefined}
              describedBy={describedBy}
            />
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
