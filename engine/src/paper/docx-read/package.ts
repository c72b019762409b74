/** The parts of a .docx that a paper is read from: the document, its notes, its properties, its data and its images. */
import { strFromU8, unzipSync } from 'fflate';
import { fail, ok, type Result } from '../../result.js';
import { child, elements, parseXml, textOf, type XmlElement } from './xml.js';

export interface DocxPackage {
  /** word/document.xml's `w:body`. */
  body: XmlElement;
  /** Footnotes and endnotes by id (`w:footnote`, `w:endnote`). */
  footnotes: ReadonlyMap<string, XmlElement>;
  endnotes: ReadonlyMap<string, XmlElement>;
  /** The custom document properties (word-addin §3) by name, as text. */
  properties: ReadonlyMap<string, string>;
  /** The root elements of the custom XML parts (customXml/item*.xml). */
  customXml: XmlElement[];
  /** The bytes a relationship of the document points at (an image), by its id. */
  related(relationshipId: string): Uint8Array | undefined;
}

const NOT_A_DOCX = 'This file is not a Word document (.docx).';

const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

function notes(root: XmlElement | undefined, name: string): Map<string, XmlElement> {
  return new Map(elements(root, name).map((note) => [note.attrs['w:id'] ?? '', note]));
}

/** `docProps/custom.xml`: `<property name="X"><vt:lpwstr>value</vt:lpwstr></property>`, any value type read as text. */
function customProperties(root: XmlElement | undefined): Map<string, string> {
  return new Map(elements(root, 'property').map((property) => [property.attrs.name ?? '', textOf(property).trim()]));
}

/** A part's path from a relationship target relative to word/ (Word writes `media/image1.png`; some tools `/word/media/...`). */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `word/${target}`).replace(/[^/]+\/\.\.\//g, '');

/** Unzips and parses the parts; fails for bytes that are not a .docx. */
export function openDocx(bytes: Uint8Array): Result<DocxPackage, 'invalid-docx'> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return fail('invalid-docx', NOT_A_DOCX);
  }
  const xml = (name: string) => (files[name] && isXmlPart(name) ? parseXml(strFromU8(files[name])) : undefined);
  const body = child(xml('word/document.xml'), 'w:body');
  if (!body) return fail('invalid-docx', NOT_A_DOCX);
  const targets = new Map(elements(xml('word/_rels/document.xml.rels'), 'Relationship').map((rel) => [rel.attrs.Id ?? '', rel.attrs.Target ?? '']));
  const itemNumber = (name: string) => Number(/^customXml\/item(\d+)\.xml$/.exec(name)?.[1] ?? NaN);
  const customXml = Object.keys(files)
    .filter((name) => Number.isInteger(itemNumber(name)))
    .sort((a, b) => itemNumber(a) - itemNumber(b))
    .flatMap((name) => xml(name) ?? []);
  return ok({
    body,
    footnotes: notes(xml('word/footnotes.xml'), 'w:footnote'),
    endnotes: notes(xml('word/endnotes.xml'), 'w:endnote'),
    properties: customProperties(xml('docProps/custom.xml')),
    customXml,
    related(relationshipId) {
      const target = targets.get(relationshipId);
      return target ? files[partPath(target)] : undefined;
    },
  });
}
