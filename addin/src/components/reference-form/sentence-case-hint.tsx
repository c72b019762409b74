/**
 * APA 7 writes the titles of works in sentence case (§6.17) while pages, catalogues and .bib files often give
 * Title Case. The engine's suggestion is offered, never applied by itself: it cannot know every proper noun.
 */
import { Button, Caption1 } from '@fluentui/react-components';
import { toSentenceCase } from '@ibid/engine';
import { useDebounced } from '../../state/use-debounced';
import { FIELD_DEBOUNCE_MS } from './synced-text';

export const SENTENCE_CASE_BUTTON = 'Use sentence case';

export function SentenceCaseHint({ value, onUse }: { value: unknown; onUse: (title: string) => void }) {
  const settled = useDebounced(typeof value === 'string' ? value : '', FIELD_DEBOUNCE_MS);
  const suggestion = settled.trim() ? toSentenceCase(settled) : settled;
  if (suggestion === settled || settled !== value) return null;
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Caption1>APA 7 writes titles in sentence case: “{suggestion}”</Caption1>
      <Button size="small" onClick={() => onUse(suggestion)}>
        {SENTENCE_CASE_BUTTON}
      </Button>
    </div>
  );
}
