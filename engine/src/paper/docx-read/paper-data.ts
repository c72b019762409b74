/**
 * The paper's data part (docx/paper-data-part.ts) read back: each citation's atom by its id. A citation whose data
 * does not read is left out with a warning; its control's text then stays in the paper as text.
 */
import { readCitationData } from '../citation-data.js';
import { PAPER_DATA_NAMESPACE } from '../docx/paper-data-part.js';
import type { CitationItemData, CitationNode } from '../schema.js';
import { Warnings } from './warnings.js';
import { elements, localName, parseXml, type XmlElement } from './xml.js';

/** Whether a custom XML part's root is in the paper data's namespace, under any prefix. */
const isPaperData = (root: XmlElement) =>
  localName(root.name) === 'paper' &&
  Object.entries(root.attrs).some(([name, value]) => (name === 'xmlns' || name.startsWith('xmlns:')) && value === PAPER_DATA_NAMESPACE);

const byLocalName = (parent: XmlElement, name: string) => elements(parent).filter((element) => localName(element.name) === name);

function citationOf(element: XmlElement, warnings: Warnings): CitationNode | undefined {
  const { citationUniqueID = '', groupUniqueID, prefix = '', suffix = '', narrative } = element.attrs;
  const items: CitationItemData[] = [];
  for (const data of byLocalName(element, 'citationData')) {
    const read = readCitationData({ ...data.attrs });
    if (!read.ok) {
      warnings.add(`The data of citation ${citationUniqueID} does not read (${read.error.message}); its text is kept as text.`);
      return undefined;
    }
    items.push(read.value.item);
  }
  if (!citationUniqueID.trim() || items.length === 0) {
    warnings.add(`A citation in the paper's data has no ${items.length === 0 ? 'cited reference' : 'id'}; it is left out.`);
    return undefined;
  }
  return { type: 'citation', attrs: { citationUniqueID, groupUniqueID: groupUniqueID || null, items, prefix, suffix, narrative: narrative === 'true' } };
}

/** The citations of the paper's data part by id; empty when the document has none. A later element of an id replaces an earlier one (an add-in may append an edited citation). */
export function readPaperData(customXml: readonly XmlElement[], warnings: Warnings): Map<string, CitationNode> {
  const citations = new Map<string, CitationNode>();
  for (const root of customXml.filter(isPaperData)) {
    for (const element of byLocalName(root, 'citation')) {
      const node = citationOf(element, warnings);
      if (node) citations.set(node.attrs.citationUniqueID, node);
    }
  }
  return citations;
}

/**
 * The citations of a data part's XML text, as office-js hands it to the add-in (`CustomXmlPart.getXmlAsync`): what
 * WordHost reads to edit a citation, before it writes the part again with `paperDataXml`.
 */
export function paperDataCitations(xml: string): { citations: Map<string, CitationNode>; warnings: string[] } {
  const warnings = new Warnings();
  const root = parseXml(xml);
  return { citations: readPaperData(root ? [root] : [], warnings), warnings: warnings.list() };
}
