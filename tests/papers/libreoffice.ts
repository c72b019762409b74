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
