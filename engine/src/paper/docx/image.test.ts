import { describe, expect, it } from 'vitest';
import { figureImage } from './image.js';

const dataUrl = (type: string, bytes: number[]) => `data:image/${type};base64,${btoa(String.fromCharCode(...bytes))}`;
/** The first 24 bytes of a PNG: signature, IHDR length and type, width and height (big-endian). */
const png = (width: number, height: number) =>
  dataUrl('png', [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, width >> 8, width & 255, 0, 0, height >> 8, height & 255]);
const gif = (width: number, height: number) => dataUrl('gif', [71, 73, 70, 56, 57, 97, width & 255, width >> 8, height & 255, height >> 8]);
/** A JPEG start, an APP0 segment of 16 bytes, then a baseline start-of-frame segment with the size. */
const jpeg = (width: number, height: number) =>
  dataUrl('jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 0]);

describe('figureImage', () => {
  it("reads a PNG's, a GIF's and a JPEG's size from its header", () => {
    expect(figureImage(png(320, 200), { width: 0, height: 0 }, 624)).toMatchObject({ type: 'png', width: 320, height: 200 });
    expect(figureImage(gif(40, 30), { width: 0, height: 0 }, 624)).toMatchObject({ type: 'gif', width: 40, height: 30 });
    expect(figureImage(jpeg(800, 600), { width: 0, height: 0 }, 1000)).toMatchObject({ type: 'jpg', width: 800, height: 600 });
  });

  it('keeps the proportions when one side is given, and fits a wide image to the text width', () => {
    expect(figureImage(png(320, 200), { width: 160, height: 0 }, 624)).toMatchObject({ width: 160, height: 100 });
    expect(figureImage(png(320, 200), { width: 0, height: 50 }, 624)).toMatchObject({ width: 80, height: 50 });
    expect(figureImage(png(2000, 1000), { width: 0, height: 0 }, 624)).toMatchObject({ width: 624, height: 312 });
  });

  it('answers undefined for what Word cannot show: another type, bad base64, a truncated header', () => {
    expect(figureImage('data:image/webp;base64,AAAA', { width: 0, height: 0 }, 624)).toBeUndefined();
    expect(figureImage('data:image/png;base64,@@@', { width: 0, height: 0 }, 624)).toBeUndefined();
    expect(figureImage(dataUrl('png', [137, 80, 78, 71]), { width: 0, height: 0 }, 624)).toBeUndefined();
  });
});
