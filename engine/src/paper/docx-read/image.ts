/** A picture in the document (`w:drawing`) read back as a figure's image: a data: URL of its bytes and its size in pixels. */
import type { DocxPackage } from './package.js';
import { descendants, type XmlElement } from './xml.js';

export interface DrawnImage {
  /** data: URL, or '' for an image of a kind a figure cannot hold (figures are PNG, JPEG or GIF). */
  src: string;
  width: number;
  height: number;
  /** The picture's name and title (its alt text): the writer names a figure's picture by the figure's id. */
  name: string;
  title: string;
}

/** Word sizes drawings in EMUs: 914400 to the inch, 9525 to a pixel at 96 dpi. */
const EMU_PER_PIXEL = 9525;

const MAGIC: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

const mimeOf = (data: Uint8Array) => MAGIC.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.type;

export function base64(data: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < data.length; at += CHUNK) binary += String.fromCharCode(...data.subarray(at, at + CHUNK));
  return btoa(binary);
}

const pixels = (emu: string | undefined) => Math.max(0, Math.min(10_000, Math.round(Number(emu ?? 0) / EMU_PER_PIXEL) || 0));

/** The picture a drawing shows, or undefined for a drawing that holds none (a shape, a chart). */
export function drawnImage(drawing: XmlElement, docx: DocxPackage): DrawnImage | undefined {
  const blip = descendants(drawing, 'a:blip')[0];
  const data = blip && docx.related(blip.attrs['r:embed'] ?? '');
  if (!data) return undefined;
  const extent = descendants(drawing, 'wp:extent')[0];
  const docPr = descendants(drawing, 'wp:docPr')[0];
  const mime = mimeOf(data);
  return {
    src: mime ? `data:${mime};base64,${base64(data)}` : '',
    width: pixels(extent?.attrs.cx),
    height: pixels(extent?.attrs.cy),
    name: docPr?.attrs.name ?? '',
    title: docPr?.attrs.title || docPr?.attrs.descr || '',
  };
}
