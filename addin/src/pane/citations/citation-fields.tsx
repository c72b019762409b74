/**
 * The parts of a citation the user chooses (word-addin §2.7, §4, §5): 'Parts to include in Citation' by the
 * format's rules (Turabian hides the checklist and includes all; MLA hides Date and forces it on), 'Choose a
 * Citation location' from the engine's options for the reference type (disabled while Location is unticked), the
 * format's location warning, and the chosen location's inputs. The citation form and the note citation dialogs share it.
 */
import { Checkbox, Field, MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import {
  CITATION_PART_LABELS,
  LOCATION_LABELS,
  canSubmitCitation,
  citationLocationOptions,
  citationLocationWarning,
  citationPartsRules,
  effectiveCitationParts,
  type CitationPart,
  type CurrentFormatId,
  type LocationType,
} from '@ibid/engine';
import type { LibraryReference } from '../../api/types';
import type { CitationDraft } from './citation-draft';
import { LocationInputs } from './location-inputs';

const PART_KEYS: Record<CitationPart, 'namePart' | 'datePart' | 'location'> = { name: 'namePart', date: 'datePart', location: 'location' };

/** What is ticked once the format's forced parts are added: what the checkboxes show and the submit rule reads. */
export const tickedParts = (draft: CitationDraft, format: CurrentFormatId) => effectiveCitationParts(format, draft);

/** word-addin §4: the submit is disabled while none of name, date and location is ticked (in any of a group's citations). */
export const canSubmitDrafts = (drafts: readonly CitationDraft[], format: CurrentFormatId) => drafts.every((d) => canSubmitCitation(tickedParts(d, format)));

export function CitationFields({
  draft,
  onChange,
  format,
  reference,
  problem,
}: {
  draft: CitationDraft;
  onChange: (change: Partial<CitationDraft>) => void;
  format: CurrentFormatId;
  reference: LibraryReference | null | undefined;
  problem?: string;
}) {
  const rules = citationPartsRules(format);
  const ticked = tickedParts(draft, format);
  const options: LocationType[] = citationLocationOptions(reference?.referenceTypeID ?? 0, reference?.data ?? {});
  const warning = citationLocationWarning(reference?.referenceTypeID ?? 0, format);
  return (
    <>
      {rules.showChecklist ? (
        <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend>Parts to include in Citation</legend>
          {rules.shown.map((part) => (
            <Checkbox
              key={part}
              label={CITATION_PART_LABELS[part]}
              checked={ticked[PART_KEYS[part]]}
              // Unticking Location clears what was typed (word-addin §4).
              onChange={(_, d) => onChange(part === 'location' ? { location: Boolean(d.checked), fields: {} } : { [PART_KEYS[part]]: Boolean(d.checked) })}
            />
          ))}
        </fieldset>
      ) : null}
      <Field label="Choose a Citation location">
        <RadioGroup value={String(draft.locationType)} disabled={!ticked.location} onChange={(_, d) => onChange({ locationType: Number(d.value) as LocationType, fields: {} })}>
          {options.map((code) => (
            <Radio key={code} value={String(code)} label={LOCATION_LABELS[code]} />
          ))}
        </RadioGroup>
      </Field>
      {warning ? (
        <MessageBar intent="warning">
          <MessageBarBody>{warning}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ticked.location ? <LocationInputs type={draft.locationType} fields={draft.fields} onChange={(fields) => onChange({ fields })} problem={problem} /> : null}
    </>
  );
}
