/** The live reference and in-text citation in the chosen format, each with a copy button (works signed out). */
import { Button, Caption1, Subtitle2, Text, makeStyles } from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { FormattedParagraph } from '@ibid/addin/components';
import type { Formatted } from '@ibid/engine';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatAtom, previewAtom } from './atoms';
import { copyFormatted } from './clipboard';

function CopyButton({ value, label }: { value: Formatted; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      icon={<Copy16Regular />}
      disabled={!value.text}
      onClick={() => void copyFormatted(value).then(() => setCopied(true))}
    >
      {copied ? 'Copied to clipboard' : label}
    </Button>
  );
}

// A reference list entry hangs, as in the paper and the web app's preview.
const useStyles = makeStyles({ entry: { paddingLeft: '2em', textIndent: '-2em', overflowWrap: 'anywhere' } });

export function OutputSection() {
  const styles = useStyles();
  const preview = useAtomValue(previewAtom);
  const format = useAtomValue(formatAtom);
  if (!preview) return null;
  return (
    <section aria-labelledby="output-heading" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Subtitle2 as="h2" id="output-heading">
        Reference
      </Subtitle2>
      {preview.reference.text ? <FormattedParagraph html={preview.reference.html} className={styles.entry} /> : <Text italic>Fill in the fields below to see the reference.</Text>}
      {/* Turabian cites in notes: the first note, as the web app's preview labels it. */}
      <Caption1>{format === 'turabian9' ? 'Note' : 'In-text citation'}</Caption1>
      {preview.citation.text ? <FormattedParagraph html={preview.citation.html} /> : null}
      <div style={{ display: 'flex', gap: 8 }} aria-live="polite">
        <CopyButton value={preview.reference} label="Copy reference" />
        <CopyButton value={preview.citation} label="Copy citation" />
      </div>
    </section>
  );
}
