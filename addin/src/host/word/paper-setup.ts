/// <reference types="office-js" />
/**
 * Making a document an Ibid paper (word-addin §2.6, DESIGN.md "Papers"): a new paper opens as a document of its own,
 * the .docx the engine writes with its record's ids; adopting the open document gives it the record's properties, a
 * reference list at its end and the (empty) data part its citations will fill. Each one batch.
 */
import { getPaperType, paperDataXml, paperReferenceListTitle, PAPER_DATA_NAMESPACE, type PaperDocument } from '@ibid/engine/paper';
import { controlsOf, readControls } from './controls';
import { supports, toBase64, WORD_API, type OfficeApis } from './office';
import { readProperties, writeProperties } from './properties';

export interface PaperRecordIds {
  paperGUID: string;
  paperID: number;
}

/** Opens a new paper (`newPaperDocument`'s) in a new Word document, tied to its record. */
export async function openNewPaper({ word }: OfficeApis, document: PaperDocument, ids: PaperRecordIds): Promise<void> {
  // The .docx writer (the docx library) loads when a paper is made, not with the pane.
  const { paperToDocx } = await import('@ibid/engine/paper/docx');
  const bytes = await paperToDocx(document, [], ids);
  await word.run(async (context) => {
    context.application.createDocument(toBase64(bytes)).open();
    await context.sync();
  });
}

/**
 * Adopts the open document as the record's paper: answers false, changing nothing, when it already is one (§2.6:
 * adopting is skipped for a document with a paper id).
 */
export async function adoptPaper({ word, office }: OfficeApis, record: PaperRecordIds & { paperTypeID: number; title: string }): Promise<boolean> {
  const type = getPaperType(record.paperTypeID);
  if (!type) throw new Error(`Unknown paper type ${record.paperTypeID}.`);
  const { adoptionOoxml } = await import('@ibid/engine/paper/docx');
  const referenceList = await adoptionOoxml(type.id, paperReferenceListTitle(type, record.title));
  return word.run(async (context) => {
    const properties = await readProperties(context);
    if (properties.get('PaperGUID') || properties.get('PaperID')) return false;
    const controls = await readControls(context);
    const parts = supports(office, WORD_API.paperData) ? context.document.customXmlParts.getByNamespace(PAPER_DATA_NAMESPACE).load('items') : undefined;
    await context.sync();
    writeProperties(context, {
      PaperGUID: record.paperGUID,
      PaperID: String(record.paperID),
      PaperTypeID: String(type.id),
      Title: record.title,
      CitationFont: '1',
      CustomTitlePage: 'false',
      IsNewDocument: 'false',
      UseNewCitationMode: 'true',
    });
    // The reference list as the writer makes it, with the paper's styles the document lacks (Word sets no style a document does not define).
    if (controlsOf(controls, 'reference-list').length === 0) context.document.body.insertOoxml(referenceList, 'End');
    if (parts && parts.items.length === 0) context.document.customXmlParts.add(paperDataXml([]));
    await context.sync();
    return true;
  });
}
