/** The inputs of single-box fields: text, long text, titles, identifiers, ISBN lists, pages and choices. */
import { Input, Select, Textarea } from '@fluentui/react-components';
import { formatPages, parsePages, replaceCurlyQuotes, type PageRange, type TypeField } from '@ibid/engine';
import { useSyncedText } from './synced-text';

export interface FieldInputProps {
  field: TypeField;
  value: unknown;
  onChange: (value: unknown) => void;
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function a11y({ inputId, describedBy, invalid }: FieldInputProps) {
  return { id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
}

/** Text, long text and titles: typographic quotes are made straight as they are typed or pasted. */
export function TextInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  const change = (text: string) => onChange(replaceCurlyQuotes(text));
  if (field.kind === 'long-text') {
    return <Textarea {...a11y(props)} resize="vertical" value={asText(value)} onChange={(_, d) => change(d.value)} />;
  }
  return <Input {...a11y(props)} value={asText(value)} onChange={(_, d) => change(d.value)} />;
}

/** DOI, ISSN, URL, PMID, PMCID, arXiv: kept as typed (the engine normalises them), checked when the box is left. */
export function IdentifierInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  return (
    <Input
      {...a11y(props)}
      type={field.kind === 'url' ? 'url' : 'text'}
      value={asText(value)}
      onChange={(_, d) => onChange(d.value)}
     
    />
  );
}

const readIsbns = (text: string) => (text.trim() ? text.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const writeIsbns = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** One or more ISBNs, separated by commas. */
export function IsbnsInput(props: FieldInputProps) {
  const { value, onChange } = props;
  const [text, setText] = useSyncedText(value, writeIsbns, readIsbns);
  return (
    <Input
      {...a11y(props)}
      value={text}
      placeholder="Separate several ISBNs with commas"
      onChange={(_, d) => {
        setText(d.value);
        onChange(readIsbns(d.value));
      }}
     
    />
  );
}

/** Pages as the engine reads them ("12-15, 18"); text it cannot read is kept as typed, so the field reports it. */
const readPages = (text: string): PageRange[] | string | undefined => (text.trim() ? (parsePages(text) ?? text) : undefined);
const writePages = (value: unknown) => (Array.isArray(value) ? formatPages(value as PageRange[], '-') : asText(value));

export function PagesInput(props: FieldInputProps) {
  const { value, onChange } = props;
  const [text, setText] = useSyncedText(value, writePages, readPages);
  return (
    <Input
      {...a11y(props)}
      value={text}
      placeholder="e.g. 12-15"
      onChange={(_, d) => {
        setText(d.value);
        onChange(readPages(d.value));
      }}
     
    />
  );
}

const optionLabel = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

export function ChoiceInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  return (
    <Select {...a11y(props)} value={asText(value)} onChange={(_, d) => onChange(d.value || undefined)}>
      <option value="">Not specified</option>
      {(field.options ?? []).map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </Select>
  );
}
