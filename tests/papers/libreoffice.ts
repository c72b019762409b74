/**
 * Papers as a reader sees them: .docx files turned into PDFs by LibreOffice, PDFs read back as text or drawn as PNGs
 * by poppler. Both are installed from Debian's packages when missing.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { LIBREOFFICE, POPPLER, ensureAptTool } from '../apt-install.js';

/** Converts the .docx files to PDFs in `outdir` (same names, .pdf), all in one soffice call. */
export async function docxToPdf(files: readonly string[], outdir: string): Promise<void> {
  const soffice = await ensureAptTool(LIBREOFFICE);
  await ensureAptTool(POPPLER);
  // Its own profile, so that a LibreOffice the developer (or the api's PDF export) has open does not take the call.
  const profile = `file://${join(outdir, 'profile')}`;
  execFileSync(soffice, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outdir, ...files], { stdio: 'pipe', timeout: 90_000 });
}

/** A PDF's text as pdftotext reads it: `-layout` keeps each line's place, `-bbox-layout` answers XHTML with positions. */
export const pdfText = (pdf: string, mode: '-layout' | '-bbox-layout' = '-layout'): string => execFileSync('pdftotext', [mode, pdf, '-'], { encoding: 'utf8' });

/** Draws one page of a PDF as `<out>.png` at `dpi`. */
export function pdfPageToPng(pdf: string, page: number, out: string, dpi = 60): void {
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', pdf, out]);
}

export interface PagePixels {
  width: number;
  height: number;
  /** Red, green and blue of each pixel, row by row. */
  rgb: Buffer;
}

/** One page of a PDF drawn at `dpi`, as pixels (pdftoppm's binary PPM: a text header, then the samples). */
export function pdfPagePixels(pdf: string, page: number, dpi = 72): PagePixels {
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', pdf], { maxBuffer: 64 * 1024 * 1024 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a binary PPM');
  return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
}
