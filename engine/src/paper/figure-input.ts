/**
 * The Insert Figure and Insert Table forms' rules (word-addin §2.11, §5, §7, §8): which image files and URLs a
 * figure takes, how a URL's image is re-encoded, a table's required title and numeric columns and rows, and the
 * messages the forms and toasts show.
 */
import { fail, ok, type Result } from '../result.js';
import { VALIDATION, validateField, type Validation } from '../validation/messages.js';

/** §5: the file types the "Image on my computer" picker takes, by extension and by MIME type. */
export const FIGURE_FILE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const FIGURE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** §5: a URL must end in one of these (bmp too: a URL's image is re-encoded as JPEG anyway, §7). */
export const FIGURE_URL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
/** §7: a URL's image is re-encoded as JPEG at this quality. */
export const FIGURE_URL_JPEG_QUALITY = 0.8;

export const FIGURE_MESSAGES = {
  fileType: 'Please select a .jpg, or .png file.',
  urlLoad: 'There was a problem loading the image from a url. If the problem persists, please try to download the image and select "Image on my computer".',
} as const;

/** §8: the sticky toasts when the cursor stands where a figure or table cannot go. */
export const INSERT_PLACEMENT_TOASTS = {
  figure: { title: 'Problem inserting figure', body: "Oops! We can't place a figure there. Please move the cursor where you want your figure to appear." },
  table: { title: 'Problem inserting table', body: "We can't place a table there. Please move the cursor where you want your table to appear." },
} as const;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();

/** A chosen file is a figure image when its extension, or failing one its MIME type, is JPEG, PNG or GIF. */
export function validateFigureFile(file: { name: string; type: string }): Result<true, 'figure-file-type'> {
  const extension = extensionOf(file.name);
  const fits = extension
    ? (FIGURE_FILE_EXTENSIONS as readonly string[]).includes(extension)
    : (FIGURE_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return fits ? ok(true) : fail('figure-file-type', FIGURE_MESSAGES.fileType);
}

/** An http(s) URL whose path (query and fragment aside) ends in an image extension; anything else keeps Insert Figure disabled. */
export function isFigureUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const extension = extensionOf(url.pathname);
  return extension !== undefined && (FIGURE_URL_EXTENSIONS as readonly string[]).includes(extension);
}

export type TableField = 'title' | 'columns' | 'rows';
export type TableFormInput = Record<TableField, string>;

/** Bounds that keep a new table usable in a page's width; the user adds more rows in the editor. */
export const TABLE_LIMITS = { columns: { min: 1, max: 10 }, rows: { min: 1, max: 50 } } as const;

const withinLimits = (field: 'columns' | 'rows', label: string) => (value: string) => {
  const { min, max } = TABLE_LIMITS[field];
  const count = Number(value.trim());
  return count >= min && count <= max ? undefined : `${label}: from ${min} to ${max}`;
};

/** §5: the Insert Table form's fields: the title is required, columns and rows are required numbers within `TABLE_LIMITS`. */
export const TABLE_FIELD_RULES = {
  title: { label: 'Table Title', validation: VALIDATION.REQUIRED },
  columns: { label: 'Columns', validation: VALIDATION.NUMERIC_REQUIRED, check: withinLimits('columns', 'Columns') },
  rows: { label: 'Rows', validation: VALIDATION.NUMERIC_REQUIRED, check: withinLimits('rows', 'Rows') },
} as const satisfies Record<TableField, { label: string; validation: Validation; check?: (value: string) => string | undefined }>;

/** The form's messages per field (none when it may be inserted). */
export function tableFormErrors(input: TableFormInput): Partial<Record<TableField, string>> {
  const errors: Partial<Record<TableField, string>> = {};
  for (const field of Object.keys(TABLE_FIELD_RULES) as TableField[]) {
    const rule: { label: string; validation: Validation; check?: (value: string) => string | undefined } = TABLE_FIELD_RULES[field];
    const message = validateField(input[field], rule.validation, rule.label) ?? rule.check?.(input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
