/// <reference types="office-js" />
/**
 * The paper's data part (engine docx/paper-data-part.ts): each citation's data, which its control's text cannot
 * say, in a custom XML part found by its namespace. Read and written in the batch of the action (WordApi 1.4's
 * `Document.customXmlParts`), so a citation and its data change together or not at all.
 */
import { PAPER_DATA_NAMESPACE, paperDataCitations, paperDataXml, type CitationNode } from '@ibid/engine/paper';

export interface PaperData {
  /** The citations by id, in the part's order. */
  citations: Map<string, CitationNode>;
  /** Queues the part's new content: the given citations, in order. */
  write(citations: readonly CitationNode[]): void;
}

export async function readPaperData(context: Word.RequestContext): Promise<PaperData> {
  const parts = context.document.customXmlParts.getByNamespace(PAPER_DATA_NAMESPACE);
  parts.load('items');
  await context.sync();
  const [part] = parts.items;
  const xml = part?.getXml();
  if (xml) await context.sync();
  const citations = xml ? paperDataCitations(xml.value).citations : new Map<string, CitationNode>();
  return {
    citations,
    write(next) {
      const text = paperDataXml(next);
      if (part) part.setXml(text);
      else context.document.customXmlParts.add(text);
    },
  };
}
