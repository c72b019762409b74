/**
 * Contributors: people and groups in the order they are credited, each with a role from the field's roles. An empty
 * list shows one blank person to fill in; blank rows are not part of the reference.
 */
import { Button, Link, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular, Delete20Regular } from '@fluentui/react-icons';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '@ibid/engine';
import { useState } from 'react';
import type { FieldInputProps } from './field-inputs';
import { RowParts } from './row-parts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  part: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: '140px', flex: '1 1 140px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  more: { alignSelf: 'flex-start' },
});

export type ContributorRow = Record<string, string> & { id: string; type: ContributorRole; kind: 'person' | 'group' };

const newId = () => crypto.randomUUID();

/** A list longer than this shows its first few and "and N more" until opened: a paper may credit a hundred authors. */
const COLLAPSE_OVER = 5;
const SHOWN_COLLAPSED = 3;

function blankRow(kind: 'person' | 'group', role: ContributorRole): ContributorRow {
  return { id: newId(), type: role, kind } as ContributorRow;
}

const PERSON_PARTS = [
  ['given', 'First and middle names'],
  ['family', 'Last name'],
  ['suffix', 'Suffix'],
] as const;
const GROUP_PARTS = [
  ['name', 'Group name'],
  ['abbreviation', 'Abbreviation'],
] as const;

export function ContributorsInput({ field, value, onChange, describedBy, inputId }: FieldInputProps) {
  const styles = useStyles();
  const roles: readonly ContributorRole[] = field.roles?.length ? field.roles : ['author'];
  const defaultRole = roles[0] ?? 'author';
  // The blank first row has a stable id so typing into it keeps its box.
  const [placeholderRow] = useState(() => blankRow('person', defaultRole));
  const stored = Array.isArray(value) ? (value as ContributorRow[]) : [];
  const rows = stored.length ? stored : [placeholderRow];
  const [expanded, setExpanded] = useState(false);
  const collapsed = !expanded && rows.length > COLLAPSE_OVER;

  const write = (next: ContributorRow[]) => onChange(next.length ? next : undefined);
  const update = (index: number, patch: Record<string, string>) => write(rows.map((row, i) => (i === index ? ({ ...row, ...patch } as ContributorRow) : row)));
  // A new row opens the list, so the row is there to type into.
  const add = (kind: 'person' | 'group') => {
    setExpanded(true);
    write([...rows, blankRow(kind, defaultRole)]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    write(next);
  };

  return (
    <>
      <ul className={styles.list}>
        {(collapsed ? rows.slice(0, SHOWN_COLLAPSED) : rows).map((row, index) => {
          const n = index + 1;
          const parts = row.kind === 'group' ? GROUP_PARTS : PERSON_PARTS;
          return (
            <li key={row.id} className={styles.row} aria-label={`Contributor ${n}`}>
              {roles.length > 1 ? (
                <div className={styles.part}>
                  <label htmlFor={`${row.id}-role`}>Role</label>
                  <Select id={`${row.id}-role`} value={row.type} onChange={(_, d) => update(index, { type: d.value })}>
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {CONTRIBUTOR_ROLES[role].label}
                      </option>
                    ))}
                  </Select>
                </div>
              ) : null}
              <RowParts
                parts={parts}
                values={row}
                onChange={(part, value) => update(index, { [part]: value })}
                rowId={row.id}
                firstInputId={index === 0 ? inputId : undefined}
                describedBy={describedBy}
              />
              <div className={styles.actions}>
                <Button appearance="subtle" icon={<ArrowUp20Regular />} aria-label={`Move contributor ${n} up`} disabled={index === 0} onClick={() => move(index, -1)} />
                <Button
                  appearance="subtle"
                  icon={<ArrowDown20Regular />}
                  aria-label={`Move contributor ${n} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button appearance="subtle" icon={<Delete20Regular />} aria-label={`Remove contributor ${n}`} onClick={() => write(rows.filter((_, i) => i !== index))} />
              </div>
            </li>
          );
        })}
      </ul>
      {rows.length > COLLAPSE_OVER ? (
        <Link as="button" aria-expanded={!collapsed} onClick={() => setExpanded(collapsed)} className={styles.more}>
          {collapsed ? `and ${rows.length - SHOWN_COLLAPSED} more` : 'Show fewer'}
        </Link>
      ) : null}
      <div className={styles.actions}>
        <Button size="small" onClick={() => add('person')}>
          Add person
        </Button>
        <Button size="small" onClick={() => add('group')}>
          Add group
        </Button>
      </div>
    </>
  );
}
