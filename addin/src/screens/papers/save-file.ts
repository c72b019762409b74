/** Saves a downloaded file in the browser: an object URL clicked as a download link, then released. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click is handled; later, so a slow browser still has it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
