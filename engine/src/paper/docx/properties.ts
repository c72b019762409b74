/**
 * The document's custom properties (word-addin §3): what ties a Word document to its paper record and what the
 * add-in reads at start-up (the paper type, the title page's fields, the citation font). Values are text, as
 * Word's custom properties the add-in reads are.
 */
import type { PaperDocument, TitlePageAttrs } from '../schema.js';

export interface PaperRecordIds {
  paperGUID?: string;
  paperID?: number;
}

export function customProperties(doc: PaperDocument, title: TitlePageAttrs | undefined, ids: PaperRecordIds): { name: string; value: string }[] {
  const fields = {
    ...(ids.paperGUID ? { PaperGUID: ids.paperGUID } : {}),
    ...(ids.paperID !== undefined ? { PaperID: String(ids.paperID) } : {}),
    PaperTypeID: String(doc.attrs.paperTypeID),
    Title: title?.title ?? '',
    Author: title?.author ?? '',
    DueDate: title?.dueDate ?? '',
    Course: title?.course ?? '',
    Institution: title?.institution ?? '',
    Teacher: title?.teacher ?? '',
    RunningHead: title?.runningHead ?? '',
    CitationFont: String(doc.attrs.citationFont),
    ...(doc.attrs.advancedMode ? { UseAdvancedMode: 'true' } : {}),
    CustomTitlePage: 'false',
    IsNewDocument: 'true',
    UseNewCitationMode: 'true',
    // Sections start with page breaks, not section breaks (word-addin §2.13's section-break notice is for the other kind).
    UsePageBreaks: 'true',
  };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}
