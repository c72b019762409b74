/** Copies a formatted reference with its italics (for Word and Docs) and as plain text (for everything else). */
import type { Formatted } from '@ibid/engine';

export async function copyFormatted(value: Formatted): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/html': new Blob([value.html], { type: 'text/html' }), 'text/plain': new Blob([value.text], { type: 'text/plain' }) }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(value.text);
}
