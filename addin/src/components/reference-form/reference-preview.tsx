/**
 * The formatted reference and its in-text citation (or first note, in Turabian) in a format, refreshed 750 ms after
 * the data last changed (reference-library §5, §9). Fields the engine cannot read yet are left out, never fatal.
 */
import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FORMAT_LABELS, formatCitation, formatReference, previewReference, type CurrentFormatId, type Formatted, type ReferenceDataValues } from '@ibid/engine';
import { useMemo } from 'react';
import { FormattedParagraph } from '../formatted-text';
import { useDebounced } from '../../state/use-debounced';
import { FIELD_DEBOUNCE_MS } from './synced-text';

const useStyles = makeStyles({
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  entry: { paddingLeft: '2em', textIndent: '-2em', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface PreviewText {
  reference: Formatted;
  citation: Formatted;
}

const EMPTY: Formatted = { text: '', html: '' };

/** The reference and its first citation in a format; empty texts when the engine cannot format the data. */
export function formatPreview(referenceTypeID: number, data: ReferenceDataValues, format: CurrentFormatId): PreviewText {
  const reference = previewReference(referenceTypeID, data);
  try {
    return { reference: formatReference(reference, format), citation: formatCitation([{ reference }], format).first };
  } catch {
    return { reference: EMPTY, citation: EMPTY };
  }
}

export interface ReferencePreviewProps {
  referenceTypeID: number;
  data: ReferenceDataValues;
  format: CurrentFormatId;
}

export function ReferencePreview({ referenceTypeID, data, format }: ReferencePreviewProps) {
  const styles = useStyles();
  const settled = useDebounced(data, FIELD_DEBOUNCE_MS);
  const { reference, citation } = useMemo(() => formatPreview(referenceTypeID, settled, format), [referenceTypeID, settled, format]);
  return (
    <section className={styles.preview} aria-label={`Output in ${FORMAT_LABELS[format]}`} data-testid="reference-preview">
      <Subtitle2 as="h2">Output ({FORMAT_LABELS[format]})</Subtitle2>
      {reference.text ? (
        <>
          <FormattedParagraph html={reference.html} className={styles.entry} />
          {citation.text ? (
            <>
              <Caption1 className={styles.muted}>{format === 'turabian9' ? 'Note' : 'In-text citation'}</Caption1>
              <FormattedParagraph html={citation.html} />
            </>
          ) : null}
        </>
      ) : (
        <Body1 className={styles.muted}>Fill in the fields to see your reference.</Body1>
      )}
    </section>
  );
}
