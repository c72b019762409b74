/**
 * The title page read back: its fields are the document's properties (word-addin §3: the add-in's Title drawer
 * sets them and redraws the page from them), its author note the lines under "Author Note" in its control. Lines
 * typed on the page that its fields do not print are named in a warning, as the page is drawn again from the fields.
 */
import type { PaperType } from '../paper-types.js';
import { titlePageAttrsSchema, type TitlePageAttrs } from '../schema.js';
import { titlePageLines } from '../title-page-lines.js';
import type { Warnings } from './warnings.js';

const AUTHOR_NOTE = 'Author Note';

export function titlePageFields(type: PaperType, properties: ReadonlyMap<string, string>, lines: readonly string[] | undefined, warnings: Warnings): TitlePageAttrs {
  const field = (name: string) => properties.get(name) ?? '';
  let dueDate = field('DueDate');
  if (!/^(\d{4}-\d{2}-\d{2})?$/.test(dueDate)) {
    warnings.add(`The due date "${dueDate}" is not a yyyy-mm-dd date; the paper has none.`);
    dueDate = '';
  }
  const noteAt = lines?.indexOf(AUTHOR_NOTE) ?? -1;
  const attrs = titlePageAttrsSchema.parse({
    title: field('Title'),
    author: field('Author'),
    institution: field('Institution'),
    course: field('Course'),
    teacher: field('Teacher'),
    dueDate,
    runningHead: field('RunningHead'),
    authorNote: lines && noteAt >= 0 ? lines.slice(noteAt + 1).join('\n') : '',
  });
  const drawn = titlePageLines(type.id, attrs);
  if (lines && drawn) {
    const printed = new Set([drawn.title, ...drawn.byline, ...(drawn.authorNote.length ? [AUTHOR_NOTE, ...drawn.authorNote] : [])].map((line) => line.trim()));
    const typed = lines.filter((line) => !printed.has(line));
    if (typed.length) warnings.add(`The title page was edited in Word; it is drawn again from the paper's title page fields, without: "${typed.join('" "')}".`);
  }
  return attrs;
}
