/**
 * Reading a figure's image (word-addin §5, §7): a file from the computer as a data: URL as it is, or an image from
 * a URL fetched as a blob and re-encoded as JPEG at quality 0.8 through a canvas (so any web image, bmp included,
 * lands in the paper as a JPEG the .docx takes).
 */
import { FIGURE_URL_JPEG_QUALITY } from '@ibid/engine/paper';

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** Draws the image on a canvas and answers it as a JPEG data: URL at quality 0.8. */
export async function encodeJpeg(blob: Blob): Promise<string> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the image on.');
  // JPEG has no transparency: a transparent PNG or GIF is laid on white, as on the page.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', FIGURE_URL_JPEG_QUALITY);
}

/** Fetches an image URL as a blob and re-encodes it; rejects when the answer is not an image. */
export async function imageFromUrl(url: string): Promise<string> {
  const response = await fetch(url.trim(), { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`The image answered ${response.status}.`);
  const blob = await response.blob();
  if (blob.type && !blob.type.startsWith('image/')) throw new Error('The URL did not answer an image.');
  return encodeJpeg(blob);
}
