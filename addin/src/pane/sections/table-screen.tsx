/**
 * Insert Table (word-addin §2.11, §5, §8): a required title, columns and rows (required numbers, the engine's
 * `TABLE_FIELD_RULES`), a notes checkbox, 'Insert Table'. Not for annotated bibliographies and reference lists.
 */
import { Button, Checkbox } from '@fluentui/react-components';
import { INSERT_PLACEMENT_TOASTS, PAPER_FIELD_MAX, TABLE_FIELD_RULES, type TableField } from '@ibid/engine/paper';
import { useState } from 'react';
import { FormStack } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import type { DocumentHost } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { AppendixNumberingGuide } from './appendix-guide';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

const PLACEMENT = { code: 'table-placement' as const, ...INSERT_PLACEMENT_TOASTS.table };

export function TableScreen() {
  return (
    <SectionScreen title="Insert Table" gated="InsertTable" audience="not-a-list" feature="Insert Table">
      {(_, host) => <TableForm host={host} />}
    </SectionScreen>
  );
}

function TableForm({ host }: { host: DocumentHost }) {
  const notify = useNotify();
  const form = useForm<TableField>(TABLE_FIELD_RULES, { columns: '2', rows: '2' });
  const [includeNotes, setIncludeNotes] = useState(false);
  const action = useHostAction('Problem inserting table', PLACEMENT);

  const submit = async () => {
    if (!form.validateAll()) return;
    const { title, columns, rows } = form.values;
    const inserted = await action.run(() => host.insertTable({ title: title.trim(), columns: Number(columns), rows: Number(rows), includeNotes }));
    if (!inserted) return;
    notify.corner('Table inserted');
    form.reset({ title: '', columns: '2', rows: '2' });
    setIncludeNotes(false);
  };

  return (
    <>
      <AppendixNumberingGuide kind="table" />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('title')} label={TABLE_FIELD_RULES.title.label} required maxLength={PAPER_FIELD_MAX} />
        <TextField {...form.field('columns')} label={TABLE_FIELD_RULES.columns.label} required inputMode="numeric" maxLength={3} />
        <TextField {...form.field('rows')} label={TABLE_FIELD_RULES.rows.label} required inputMode="numeric" maxLength={3} />
        <Checkbox label="Include notes under the table" checked={includeNotes} onChange={(_, data) => setIncludeNotes(data.checked === true)} />
        <Button type="submit" appearance="primary" disabled={action.busy} style={{ alignSelf: 'flex-start' }}>
          Insert Table
        </Button>
      </FormStack>
    </>
  );
}
