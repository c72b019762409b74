/**
 * A partial date as month, day and year boxes with the date picker's rules (word-addin §5): digits only, month and
 * day up to 2, year up to 5, padded and expanded on blur. The publication date may instead be n.d., in press or
 * forthcoming. Parts of an imported date the boxes do not show (a range's end, circa, a season) are kept.
 */
import { Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DATE_STATUSES, type DateStatus } from '@ibid/engine';
import { padOnBlur, sanitizeDatePart, validateDatePicker, type DatePartKind } from '@ibid/engine/validation';
import type { FieldInputProps } from './field-inputs';
import { useSyncedText } from './synced-text';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  box: { display: 'flex', flexDirection: 'column', gap: '2px', width: '84px' },
  year: { width: '104px' },
});

type DateValue = Record<string, unknown>;
type Boxes = Record<DatePartKind, string>;

const STATUS_LABELS: Record<DateStatus, string> = { 'no-date': 'No date (n.d.)', 'in-press': 'In press', forthcoming: 'Forthcoming' };
const BOX_LABELS: Record<DatePartKind, string> = { month: 'Month', day: 'Day', year: 'Year' };
const BOX_PLACEHOLDERS: Record<DatePartKind, string> = { month: 'MM', day: 'DD', year: 'YYYY' };

function boxesOf(value: DateValue): Boxes {
  const box = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const pad = (v: unknown) => (typeof v === 'number' ? String(v).padStart(2, '0') : box(v));
  return { month: pad(value.month), day: pad(value.day), year: box(value.year) };
}

/** The date as data: numbers when the boxes make a date, the typed text when not (so the field reports it). */
function valueOf(rest: DateValue, boxes: Boxes): DateValue | undefined {
  const picked = validateDatePicker(boxes);
  if (picked.ok && !picked.value) return Object.keys(rest).length ? rest : undefined;
  if (picked.ok && picked.value) return { ...rest, ...picked.value };
  return { ...rest, month: boxes.month, day: boxes.day, year: boxes.year };
}

export function DateInput(props: FieldInputProps) {
  const styles = useStyles();
  const { field, value, onChange, inputId, describedBy, invalid } = props;
  const date: DateValue = value && typeof value === 'object' ? (value as DateValue) : {};
  const { month: _m, day: _d, year: _y, status, ...rest } = date;
  // The boxes keep what was typed ("20" stays "20" until left, though it already means 2020).
  const [boxes, setBoxes] = useSyncedText<unknown, Boxes>(value, () => boxesOf(date), (typed) => valueOf(rest, typed));
  const chosenStatus = typeof status === 'string' ? (status as DateStatus) : undefined;

  const write = (next: Boxes) => {
    setBoxes(next);
    onChange(valueOf(rest, next));
  };
  const setBox = (kind: DatePartKind, typed: string) => write({ ...boxes, [kind]: sanitizeDatePart(kind, typed) });
  const leaveBox = (kind: DatePartKind) => {
    const padded = padOnBlur(kind, boxes[kind]);
    if (padded !== boxes[kind]) write({ ...boxes, [kind]: padded });
  };

  return (
    <div className={styles.row}>
      {(['month', 'day', 'year'] as const).map((kind) => {
        const id = kind === 'month' ? inputId : `${inputId}-${kind}`;
        return (
          <div key={kind} className={`${styles.box} ${kind === 'year' ? styles.year : ''}`}>
            <label htmlFor={id}>{BOX_LABELS[kind]}</label>
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              inputMode="numeric"
              placeholder={BOX_PLACEHOLDERS[kind]}
              disabled={chosenStatus !== undefined}
              value={boxes[kind]}
              onChange={(_, d) => setBox(kind, d.value)}
              onBlur={() => leaveBox(kind)}
            />
          </div>
        );
      })}
      {field.name === 'issued' ? (
        <Select
          aria-label={`${field.label}: a date or a status`}
          value={chosenStatus ?? ''}
          onChange={(_, d) => onChange(d.value ? { status: d.value } : undefined)}
        >
          <option value="">Date</option>
          {DATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}
