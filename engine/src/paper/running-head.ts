/** The APA 7 professional paper's running head: derived from the title until the user edits it, with the 50-character advisory (purchase-and-paper-creation §4-5). */
import { fail, ok, type Result } from '../result.js';

/** APA 7's suggested maximum length of a running head. */
export const RUNNING_HEAD_LIMIT = 50;

/** Shown when the running head is missing. */
export const RUNNING_HEAD_REQUIRED_MESSAGE = 'Please enter Running Head';

/**
 * The running head derived from a paper title: the main title (before a subtitle's colon), whitespace collapsed,
 * upper-cased. It is never cut short: a long one gets `runningHeadAdvisory` and the user shortens it.
 */
export function deriveRunningHead(title: string | null | undefined): string {
  const text = typeof title === 'string' ? title.replace(/\s+/g, ' ').trim() : '';
  const colon = text.indexOf(':');
  const main = colon > 0 ? text.slice(0, colon).trim() : text;
  return (main || text).toUpperCase();
}

/** The running-head field: its text, and whether it still follows the title. */
export interface RunningHeadField {
  value: string;
  linked: boolean;
}

/** The field linked to a title: what a new paper starts with, and what "Reset text" returns to. */
export function linkedRunningHead(title: string | null | undefined): RunningHeadField {
  return { value: deriveRunningHead(title), linked: true };
}

/** The field after the title changes: a linked running head follows it, an edited one stays. */
export function followTitle(field: RunningHeadField, title: string | null | undefined): RunningHeadField {
  return field.linked ? linkedRunningHead(title) : field;
}

/** The field after the user types in it: the typed text, no longer linked to the title. */
export function editRunningHead(value: string): RunningHeadField {
  return { value: typeof value === 'string' ? value : '', linked: false };
}

/**
 * The advisory "APA 7 suggests no more than 50 characters. Currently: N characters." It shows on blur at 50
 * characters or more when the field is not linked to the title, and while typing over 50; otherwise undefined.
 * Leading and trailing spaces are not counted: they are not printed.
 */
export function runningHeadAdvisory(
  value: string | null | undefined,
  context: { event: 'blur' | 'input'; linked: boolean },
): string | undefined {
  const length = typeof value === 'string' ? value.trim().length : 0;
  const shows =
    context.event === 'blur' ? !context.linked && length >= RUNNING_HEAD_LIMIT : length > RUNNING_HEAD_LIMIT;
  return shows ? `APA 7 suggests no more than ${RUNNING_HEAD_LIMIT} characters. Currently: ${length} characters.` : undefined;
}

/** A running head is required: the trimmed text, or 'Please enter Running Head'. */
export function validateRunningHead(value: string | null | undefined): Result<string, 'running-head-required'> {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? ok(text) : fail('running-head-required', RUNNING_HEAD_REQUIRED_MESSAGE);
}
