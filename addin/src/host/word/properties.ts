/// <reference types="office-js" />
/**
 * The document's custom properties (word-addin §3), what ties a Word document to its paper: PaperGUID, PaperTypeID,
 * the title page's fields, the modes. Written as the engine's writer writes them (docx/properties.ts), read as text.
 */
import { getPaperType, type PaperType, type TitlePageAttrs } from '@ibid/engine/paper';

export type DocumentProperties = ReadonlyMap<string, string>;

/** The properties by name, loaded in the batch's context (one sync). */
export async function readProperties(context: Word.RequestContext): Promise<DocumentProperties> {
  const properties = context.document.properties.customProperties;
  properties.load('items/key,items/value');
  await context.sync();
  return new Map(properties.items.map((property) => [property.key, String(property.value ?? '')]));
}

/** Queues the properties' new values (`add` sets or replaces a property). */
export function writeProperties(context: Word.RequestContext, values: Record<string, string>): void {
  const properties = context.document.properties.customProperties;
  for (const [name, value] of Object.entries(values)) properties.add(name, value);
}

/** Title page field → property (word-addin §3 "Title page payload"). */
export const TITLE_PROPERTIES = {
  title: 'Title',
  author: 'Author',
  dueDate: 'DueDate',
  course: 'Course',
  institution: 'Institution',
  teacher: 'Teacher',
  runningHead: 'RunningHead',
} as const satisfies Partial<Record<keyof TitlePageAttrs, string>>;

/** What start-up reads of a document (word-addin §4). */
export interface DocumentPaper {
  paperGUID: string | undefined;
  /** The paper type, or undefined when the document is not (yet) an Ibid paper or names a type Ibid does not know. */
  type: PaperType | undefined;
  /** APA 6 / MLA 8: the pane shows Legacy format. */
  legacy: boolean;
  advancedMode: boolean;
  /** The title page typed into custom paragraphs (APA 6's custom title page): no longer Ibid's. */
  customTitlePage: boolean;
  /** A clean copy or a paper exported as a normal document (§2.2: CleanCopyRedirect). */
  cleanCopy: boolean;
  titlePage: TitlePageAttrs | undefined;
  /** The Title property: a paper without a title page (a list, an adopted paper) is named by it once renamed in Word. */
  title: string;
}

const isTrue = (value: string | undefined) => value?.toLowerCase() === 'true';

export function documentPaper(properties: DocumentProperties): DocumentPaper {
  const type = getPaperType(Number(properties.get('PaperTypeID') ?? NaN));
  const customTitlePage = isTrue(properties.get('CustomTitlePage'));
  const field = (name: string) => properties.get(name) ?? '';
  const titlePage: TitlePageAttrs | undefined =
    type && type.titlePage !== 'none' && !customTitlePage
      ? { title: field('Title'), author: field('Author'), dueDate: field('DueDate'), course: field('Course'), institution: field('Institution'), teacher: field('Teacher'), runningHead: field('RunningHead'), authorNote: '' }
      : undefined;
  return {
    paperGUID: properties.get('PaperGUID')?.toUpperCase() || undefined,
    type,
    legacy: type?.legacy ?? false,
    advancedMode: isTrue(properties.get('UseAdvancedMode')),
    customTitlePage,
    cleanCopy: [...properties.keys()].some((name) => /ExportAsNormal$/.test(name) && isTrue(properties.get(name))) || isTrue(properties.get('ConvertedToSimple')),
    titlePage,
    title: field('Title'),
  };
}

