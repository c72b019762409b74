/**
 * What adopting a document (word-addin §2.6) inserts with office-js's `insertOoxml`: a flat-OPC package holding the
 * reference list's control as the writer makes it (its title in Section Title, on a new page as in a paper: APA 2.12,
 * MLA 1.6, Turabian 16.1) and the paper's styles. Word adds the styles a document lacks (the document's own
 * definitions win) and refuses a paragraph style the document does not define, so the pane's later writes (Section
 * Title, Reference, Reference Annotation) need them there first.
 */
import { Document, Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import type { PaperLayout } from '../layout-types.js';
import { getPaperType, layoutFormat } from '../paper-types.js';
import { renderContext } from './context.js';
import { paperFont } from './page-setup.js';
import { referenceListChildren } from './reference-list.js';
import { paperStyles } from './styles.js';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS_TYPE = 'application/vnd.openxmlformats-package.relationships+xml';

const part = (name: string, contentType: string, xml: string) =>
  `<pkg:part pkg:name="${name}" pkg:contentType="${contentType}"><pkg:xmlData>${xml.replace(/^<\?xml[^>]*\?>\s*/, '')}</pkg:xmlData></pkg:part>`;
const relationships = (type: string, target: string) =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/${type}" Target="${target}"/></Relationships>`;

/** The package for a paper of this type whose reference list is called `title`, after the document's text. */
export async function adoptionOoxml(paperTypeID: number, title: string, citationFont?: number): Promise<string> {
  const type = getPaperType(paperTypeID);
  if (!type) throw new Error(`Unknown paper type ${paperTypeID}.`);
  const layout: PaperLayout = { paperTypeID, format: layoutFormat(type), citations: {}, citationOrder: [], footnotes: [], labels: {}, referenceList: { title, entries: [] }, warnings: [] };
  const ctx = renderContext(paperTypeID, layout, false);
  const document = new Document({ styles: paperStyles(ctx.rules, paperFont(citationFont)), sections: [{ children: referenceListChildren(ctx, true) }] });
  const files = unzipSync(await Packer.pack(document, 'uint8array'), { filter: (file) => file.name === 'word/document.xml' || file.name === 'word/styles.xml' });
  // The section's page settings stay the document's own.
  const body = strFromU8(files['word/document.xml']!).replace(/<w:sectPr[\s\S]*<\/w:sectPr>/, '');
  return [
    '<pkg:package xmlns:pkg="http://schemas.microsoft.com/office/2006/xmlPackage">',
    part('/_rels/.rels', RELS_TYPE, relationships('officeDocument', 'word/document.xml')),
    part('/word/_rels/document.xml.rels', RELS_TYPE, relationships('styles', 'styles.xml')),
    part('/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', body),
    part('/word/styles.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml', strFromU8(files['word/styles.xml']!)),
    '</pkg:package>',
  ].join('');
}
