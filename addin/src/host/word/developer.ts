/// <reference types="office-js" />
/**
 * What the Word pane's Developer Tools read and change (word-addin §2.13: document properties, the XML content,
 * the content-control toggle), each one batch. Debugging aids, shown only outside the live site.
 */
import { PAPER_DATA_NAMESPACE } from '@ibid/engine/paper';
import { readControls } from './controls';
import { supports, WORD_API, type OfficeApis } from './office';
import { readProperties } from './properties';

export interface DocumentInternals {
  properties: [string, string][];
  /** The paper's data part, as stored; undefined when the document has none (or Word cannot read parts). */
  paperDataXml: string | undefined;
  /** Ibid's content controls: their tags and how Word draws them. */
  controls: { tag: string; appearance: string }[];
}

export async function readDocumentInternals({ word, office }: OfficeApis): Promise<DocumentInternals> {
  return word.run(async (context) => {
    const properties = await readProperties(context);
    const controls = await readControls(context);
    for (const { control } of controls) control.load('appearance');
    const parts = supports(office, WORD_API.paperData) ? context.document.customXmlParts.getByNamespace(PAPER_DATA_NAMESPACE).load('items') : undefined;
    await context.sync();
    const xml = parts?.items[0]?.getXml();
    if (xml) await context.sync();
    return {
      properties: [...properties].sort(([a], [b]) => a.localeCompare(b)),
      paperDataXml: xml?.value,
      controls: controls.map(({ control }) => ({ tag: control.tag, appearance: String(control.appearance) })),
    };
  });
}

/** Shows Ibid's content controls with their boxes and tags, or hides them as Word shows them to a writer. */
export async function showControls({ word }: OfficeApis, shown: boolean): Promise<void> {
  await word.run(async (context) => {
    for (const { control } of await readControls(context)) control.appearance = (shown ? 'Tags' : 'BoundingBox') as Word.ContentControlAppearance;
    await context.sync();
  });
}
