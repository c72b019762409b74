/** A figure's image from its data: URL: the bytes, the type Word needs, and its size in pixels (from the file's header). */

export interface FigureImage {
  type: 'png' | 'jpg' | 'gif';
  data: Uint8Array;
  width: number;
  height: number;
}

const TYPES = { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif' } as const;

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

/** A JPEG's size: in its start-of-frame segment (any SOF marker but DHT C4, JPG C8 and DAC CC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < b.length && b[at] === 0xff) {
    const marker = b[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return undefined;
}

function pixelSize(type: FigureImage['type'], b: Uint8Array): { width: number; height: number } | undefined {
  if (type === 'png') return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined;
  if (type === 'gif') return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : undefined;
  return jpegSize(b);
}

/**
 * The image of a data: URL, at the size asked (either side 0: from the file, keeping its proportions), never
 * wider than `maxWidth` pixels. Undefined when the URL holds no image Word can show.
 */
export function figureImage(src: string, asked: { width: number; height: number }, maxWidth: number): FigureImage | undefined {
  const match = /^data:image\/(png|jpe?g|gif);base64,(.*)$/s.exec(src);
  if (!match) return undefined;
  const type = TYPES[match[1]!.toLowerCase() as keyof typeof TYPES];
  let data: Uint8Array;
  try {
    data = base64Bytes(match[2]!.replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
  const own = pixelSize(type, data);
  if (!own || own.width <= 0 || own.height <= 0) return undefined;
  let { width, height } = asked;
  if (width <= 0 && height <= 0) ({ width, height } = own);
  else if (width <= 0) width = Math.round((height * own.width) / own.height);
  else if (height <= 0) height = Math.round((width * own.height) / own.width);
  if (width > maxWidth) [width, height] = [maxWidth, Math.round((height * maxWidth) / width)];
  return { type, data, width, height };
}
