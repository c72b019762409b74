/**
 * The Citations tab: the reference as the format writes it, and its in-text citations (APA parenthetical and
 * narrative, MLA parenthetical, Turabian first and subsequent notes), each with a copy button.
 */
import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { formatCitation, type CurrentFormatId, type Formatted } from '@ibid/engine';
import { useMemo } from 'react';
import { FormattedParagraph } from '../../components/formatted-text';
import { formatPreview, previewReference } from '../../components/reference-form';
import { useCopyText } from '../../shell/copy-text';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface CitationText {
  label: string;
  value: Formatted;
}

/** The citations a format writes for one reference cited alone. */
export function citationTexts(referenceTypeID: number, data: Record<string, unknown>, format: CurrentFormatId): CitationText[] {
  const reference = previewReference(referenceTypeID, data);
  try {
    const cited = formatCitation([{ reference }], format);
    if (format === 'apa7') {
      return [
        { label: 'Parenthetical citation', value: cited.first },
        { label: 'Narrative citation', value: formatCitation([{ reference }], format, { narrative: true }).first },
      ];
    }
    if (format === 'turabian9') {
      return [
        { label: 'First note', value: cited.first },
        { label: 'Subsequent notes', value: cited.subsequent },
      ];
    }
    return [{ label: 'In-text citation', value: cited.first }];
  } catch {
    return [];
  }
}

function CopyBlock({ label, value, level }: { label: string; value: Formatted; level: 'h2' | 'h3' }) {
  const styles = useStyles();
  const copy = useCopyText();
  return (
    <section className={styles.block} aria-label={label}>
      <div className={styles.head}>
        <Subtitle2 as={level}>{label}</Subtitle2>
        <Button size="small" icon={<Copy20Regular />} aria-label={`Copy ${label.toLowerCase()}`} onClick={() => copy(value.text)}>
          Copy
        </Button>
      </div>
      <FormattedParagraph html={value.html} />
    </section>
  );
}

export function CitationsTab({ referenceTypeID, data, format }: { referenceTypeID: number; data: Record<string, unknown>; format: CurrentFormatId }) {
  const styles = useStyles();
  const reference = useMemo(() => formatPreview(referenceTypeID, data, format).reference, [referenceTypeID, data, format]);
  const citations = useMemo(() => citationTexts(referenceTypeID, data, format), [referenceTypeID, data, format]);
  if (!reference.text) {
    return <Body1>This reference has no output in this format yet. Review its data in the Details tab.</Body1>;
  }
  return (
    <div className={styles.list}>
      <CopyBlock label="Reference" value={reference} level="h2" />
      {citations.filter((c) => c.value.text).map((c) => (
        <CopyBlock key={c.label} label={c.label} value={c.value} level="h3" />
      ))}
      <Caption1>The citations you place in a paper are listed with that paper.</Caption1>
    </div>
  );
}
