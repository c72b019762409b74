/**
 * What the page said: the inferred type (and why), the likely types when the page fell back to Webpage, the fields
 * with how sure the page was of each (by the form's own labels), and the form to correct them or pick another type.
 * A save waiting to be sent locks the form: its edits would reach nothing.
 */
import { Button, Caption1, Dropdown, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Option, OptionGroup, Subtitle2, Tag, TagGroup } from '@fluentui/react-components';
import { ReferenceForm } from '@ibid/addin/components';
import { getReferenceType, referenceTypesByCategory, TYPE_NOTICES } from '@ibid/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { captureAtom, changeTypeAtom, draftAtom, formatAtom, likelyTypesAtom, ratedFieldsAtom, saveStateAtom } from './atoms';

/** Confidence shown as words: the numbers mean little to a reader. */
export function confidenceWord(value: number): 'high' | 'medium' | 'low' {
  return value >= 0.8 ? 'high' : value >= 0.5 ? 'medium' : 'low';
}

export const SAVED_TYPE_HINT = 'A saved reference keeps its type: for another type, create a new reference in your library.';
export const QUEUED_LOCK = 'The reference will be sent as it is now; once it is in your library, edit it there.';

function LikelyTypes() {
  const likely = useAtomValue(likelyTypesAtom);
  const changeType = useSetAtom(changeTypeAtom);
  if (!likely.length) return null;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>What kind of work is this page?</MessageBarTitle>
        The page doesn't say, so Ibid cites it as a webpage. If it is an article, a video or a report, choose its type:
      </MessageBarBody>
      <MessageBarActions>
        {likely.map((id) => {
          const type = getReferenceType(id);
          return type.ok ? (
            <Button key={id} size="small" onClick={() => changeType(id)}>
              {type.value.title}
            </Button>
          ) : null;
        })}
      </MessageBarActions>
    </MessageBar>
  );
}

export function CaptureSection() {
  const capture = useAtomValue(captureAtom);
  const draft = useAtomValue(draftAtom);
  const format = useAtomValue(formatAtom);
  const rated = useAtomValue(ratedFieldsAtom);
  const likely = useAtomValue(likelyTypesAtom);
  const save = useAtomValue(saveStateAtom);
  const setDraft = useSetAtom(draftAtom);
  const changeType = useSetAtom(changeTypeAtom);
  if (!capture || !draft) return null;
  const categories = referenceTypesByCategory().filter((c) => c.category !== 'misc');
  const selectedTitle = categories.flatMap((c) => c.types).find((t) => t.id === draft.referenceTypeID)?.title ?? '';
  const saved = save.status === 'saved';
  const locked = save.status === 'queued' || save.status === 'saving';
  const typeHint = saved ? SAVED_TYPE_HINT : capture.metadata.reference.referenceTypeID === draft.referenceTypeID ? capture.metadata.typeReason : undefined;

  return (
    <section aria-labelledby="capture-heading" style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Subtitle2 as="h2" id="capture-heading">
        What this page is
      </Subtitle2>
      {save.status === 'queued' ? (
        <MessageBar intent="info">
          <MessageBarBody>{QUEUED_LOCK}</MessageBarBody>
        </MessageBar>
      ) : null}
      {/* A disabled fieldset disables every box of the form at once. */}
      <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
        <Field label="Reference type" hint={typeHint}>
          <Dropdown value={selectedTitle} selectedOptions={[String(draft.referenceTypeID)]} disabled={saved || locked} onOptionSelect={(_, d) => changeType(Number(d.optionValue))}>
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
        <LikelyTypes />
        {rated.length ? (
          <div>
            <Caption1 as="p" style={{ margin: '0 0 4px' }}>
              How sure the page is of each field
            </Caption1>
            <TagGroup aria-label="Field confidence" style={{ flexWrap: 'wrap', gap: 4 }}>
              {rated.map(({ name, label, value }) => (
                <Tag key={name} size="small" appearance={confidenceWord(value) === 'low' ? 'outline' : 'brand'} value={name}>
                  {label}: {confidenceWord(value)}
                </Tag>
              ))}
            </TagGroup>
          </div>
        ) : null}
        <ReferenceForm
          referenceTypeID={draft.referenceTypeID}
          data={draft.data}
          format={format}
          onChange={(data) => setDraft({ ...draft, data })}
          onSuggestType={saved ? undefined : changeType}
          omitNotices={likely.length ? [TYPE_NOTICES.webpage.id] : []}
        />
      </fieldset>
    </section>
  );
}
