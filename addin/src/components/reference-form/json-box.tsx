/** The raw JSON of a reference's data with a copy button; shown only off the live site or while impersonating (reference-library §2, §6). */
import { Button, Field, Textarea } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { cleanReferenceData } from '@ibid/engine';
import { useCopyText } from '../../shell/copy-text';
import { showsDeveloperTools } from '../../state/environment';
import { useSession } from '../../state/session';

export function ReferenceJsonBox({ data }: { data: Record<string, unknown> }) {
  const { customer } = useSession();
  const copy = useCopyText();
  if (!showsDeveloperTools(customer)) return null;
  const json = JSON.stringify(cleanReferenceData(data), null, 2);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Field label="Reference JSON">
        <Textarea readOnly resize="vertical" value={json} rows={6} style={{ fontFamily: 'monospace' }} />
      </Field>
      <div>
        <Button
          icon={<Copy20Regular />}
          onClick={() => copy(json)}
        >
          Copy JSON
        </Button>
      </div>
    </div>
  );
}
