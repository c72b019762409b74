/**
 * The reference form (reference-library §2, §5): every field of the type by its kind, the format's required marks,
 * the commonly used fields outlined in blue, the type's notices. A field is checked 750 ms after its text settles
 * (identifiers when their box is left), and a required field left blank says so when it is left.
 */
import { Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { fieldMessage, getReferenceType, isRequiredIn, normalizeLink, noticesFor, type CurrentFormatId, type FieldKind, type ReferenceDataValues, type TypeField } from '@ibid/engine';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { ContributorsInput } from './contributors-input';
import { DateInput } from './date-input';
import { FieldFrame } from './field-frame';
import { ChoiceInput, IdentifierInput, IsbnsInput, PagesInput, TextInput, type FieldInputProps } from './field-inputs';
import { PublishersInput } from './publishers-input';
import { FIELD_DEBOUNCE_MS } from './synced-text';

// The hint reads the engine's English word list (178 KB gzipped): it loads after the form, not with it.
const SentenceCaseHint = lazy(() => import('./sentence-case-hint').then((m) => ({ default: m.SentenceCaseHint })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const INPUTS: Record<FieldKind, ComponentType<FieldInputProps>> = {
  text: TextInput,
  'long-text': TextInput,
  title: TextInput,
  contributors: ContributorsInput,
  date: DateInput,
  pages: PagesInput,
  publishers: PublishersInput,
  doi: IdentifierInput,
  isbns: IsbnsInput,
  issn: IdentifierInput,
  url: IdentifierInput,
  pmid: IdentifierInput,
  pmcid: IdentifierInput,
  arxiv: IdentifierInput,
  choice: ChoiceInput,
};

/** Fields checked only when their box is left: a half-typed DOI is not an error yet. */
const CHECKED_ON_BLUR: ReadonlySet<FieldKind> = new Set(['doi', 'isbns', 'issn', 'url', 'pmid', 'pmcid', 'arxiv']);
const GROUPS: ReadonlySet<FieldKind> = new Set(['contributors', 'date', 'publishers']);

export interface ReferenceFormProps {
  referenceTypeID: number;
  /** The reference's data, by the engine's field names. */
  data: ReferenceDataValues;
  onChange: (data: ReferenceDataValues) => void;
  /** Which format's required fields are marked. */
  format: CurrentFormatId;
  /** Offered by a notice that names a better type (an enacted bill is a statute); without it the notice is text only. */
  onSuggestType?: (referenceTypeID: number) => void;
  /** Notices (by id) the host says better itself: the extension offers likely types in place of Webpage's advice. */
  omitNotices?: readonly string[];
}

export function ReferenceForm({ referenceTypeID, data, onChange, format, onSuggestType, omitNotices = [] }: ReferenceFormProps) {
  const styles = useStyles();
  const found = getReferenceType(referenceTypeID);
  const type = found.ok ? found.value : undefined;
  const [messages, setMessages] = useState<Record<string, string | undefined>>({});
  const latest = useRef(data);
  latest.current = data;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  if (!type) return <MessageBar intent="error"><MessageBarBody>This reference type is not available.</MessageBarBody></MessageBar>;

  const show = (name: string, message: string | undefined) => setMessages((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));

  const change = (field: TypeField, value: unknown) => {
    latest.current = { ...latest.current, [field.name]: value };
    onChange(latest.current);
    const pending = timers.current.get(field.name);
    if (pending) clearTimeout(pending);
    timers.current.set(
      field.name,
      setTimeout(() => {
        const message = fieldMessage(field, latest.current[field.name]);
        // A blur-checked field loses its message once corrected, but gains one only when left.
        if (CHECKED_ON_BLUR.has(field.kind) && message) return;
        show(field.name, message);
      }, FIELD_DEBOUNCE_MS),
    );
  };

  const leave = (field: TypeField) => {
    let value = latest.current[field.name];
    if (field.kind === 'url' && typeof value === 'string' && value.trim()) {
      const link = normalizeLink(value);
      if (link !== value) {
        value = link;
        latest.current = { ...latest.current, [field.name]: link };
        onChange(latest.current);
      }
    }
    show(field.name, fieldMessage(field, value, isRequiredIn(field, format)));
  };

  return (
    <div className={styles.form}>
      {noticesFor(type, format, data).filter((notice) => !omitNotices.includes(notice.id)).map((notice) => {
        const suggestion = notice.suggestTypeId ? getReferenceType(notice.suggestTypeId) : undefined;
        const suggested = suggestion?.ok ? suggestion.value : undefined;
        return (
          <MessageBar key={notice.id} intent="warning" layout="multiline">
            <MessageBarBody>
              {notice.text}
              {suggested && onSuggestType ? (
                <>
                  {' '}
                  <Link onClick={() => onSuggestType(suggested.id)}>Use {suggested.title}</Link>
                </>
              ) : null}
            </MessageBarBody>
          </MessageBar>
        );
      })}
      {type.fields.map((field) => {
        const Input = INPUTS[field.kind];
        const message = messages[field.name];
        return (
          <FieldFrame
            key={field.name}
            label={field.label}
            required={isRequiredIn(field, format)}
            common={field.common}
            help={field.help}
            message={message}
            group={GROUPS.has(field.kind)}
            onLeave={() => leave(field)}
          >
            {({ inputId, describedBy }) => (
              <>
                <Input
                  field={field}
                  value={data[field.name]}
                  onChange={(value) => change(field, value)}
                  inputId={inputId}
                  describedBy={describedBy}
                  invalid={Boolean(message)}
                />
                {field.name === 'title' && format === 'apa7' ? (
                  <Suspense fallback={null}>
                    <SentenceCaseHint value={data.title} onUse={(title) => change(field, title)} />
                  </Suspense>
                ) : null}
              </>
            )}
          </FieldFrame>
        );
      })}
    </div>
  );
}
