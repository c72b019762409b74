/**
 * What the page said: the inferred type (and why), the fields with how sure the page was of each, and the form to
 * correct them or pick another type.
 */
import { Caption1, Dropdown, Field, Option, OptionGroup, Subtitle2, Tag, TagGroup } from '@fluentui/react-components';
import { ReferenceForm } from '@ibid/addin/components';
import { FIELDS, isFieldName, referenceTypesByCategory } from '@ibid/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { captureAtom, changeTypeAtom, confidenceAtom, draftAtom, formatAtom } from './atoms';

/** Confidence shown as words: the numbers mean little to a reader. */
export function confidenceWord(value: number): 'high' | 'medium' | 'low' {
  return value >= 0.8 ? 'high' : value >= 0.5 ? 'medium' : 'low';
}

export function CaptureSection() {
  const capture = useAtomValue(captureAtom);
  const draft = useAtomValue(draftAtom);
  const format = useAtomValue(formatAtom);
  const confidence = useAtomValue(confidenceAtom);
  const setDraft = useSetAtom(draftAtom);
  const changeType = useSetAtom(changeTypeAtom);
  if (!capture || !draft) return null;
  const categories = referenceTypesByCategory().filter((c) => c.category !== 'misc');
  const selectedTitle = categories.flatMap((c) => c.types).find((t) => t.id === draft.referenceTypeID)?.title ?? '';
  const rated = Object.entries(confidence).filter(([name]) => isFieldName(name));

  return (
    <section aria-labelledby="capture-heading" style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Subtitle2 as="h2" id="capture-heading">
        What this page is
      </Subtitle2>
      <Field label="Reference type" hint={capture.metadata.reference.referenceTypeID === draft.referenceTypeID ? capture.metadata.typeReason : undefined}>
        <Dropdown value={selectedTitle} selectedOptions={[String(draft.referenceTypeID)]} onOptionSelect={(_, d) => changeType(Number(d.optionValue))}>
          {categories.map((c) => (
            <OptionGroup key={c.category} label={c.label}>
              {c.types.map((t) => (
                <Option key={t.id} value={String(t.id)}>
                  {t.title}
                </Option>
              ))}
            </OptionGroup>
          ))}
        </Dropdown>
      </Field>
      {rated.length ? (
        <div>
          <Caption1 as="p" style={{ margin: '0 0 4px' }}>
            How sure the page is of each field
          </Caption1>
          <TagGroup aria-label="Field confidence" style={{ flexWrap: 'wrap', gap: 4 }}>
            {rated.map(([name, value]) => (
              <Tag key={name} size="small" appearance={confidenceWord(value) === 'low' ? 'outline' : 'brand'} value={name}>
                {FIELDS[name as keyof typeof FIELDS].label}: {confidenceWord(value)}
              </Tag>
            ))}
          </TagGroup>
        </div>
      ) : null}
      <ReferenceForm referenceTypeID={draft.referenceTypeID} data={draft.data} format={format} onChange={(data) => setDraft({ ...draft, data })} onSuggestType={changeType} />
    </section>
  );
}
