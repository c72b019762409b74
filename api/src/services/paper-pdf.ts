/**
 * A .docx rendered as PDF by LibreOffice (`soffice --headless --convert-to pdf`) in a temporary folder. One
 * rendering runs at a time: soffice is heavy, and two instances sharing a profile refuse to start.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiError } from '../errors.js';

export interface PdfSettings {
  sofficePath: string;
  timeoutMs: number;
}

const unavailable = (message: string) => new ApiError(503, 'pdf-unavailable', message);

export const PDF_NOT_INSTALLED = 'PDF downloads need LibreOffice, which is not installed on this server. Download the Word document instead.';
export const PDF_TOO_SLOW = 'Making the PDF took too long. Try again in a moment, or download the Word document instead.';
export const PDF_FAILED = 'The PDF could not be made from this paper. Download the Word document instead, or contact our Customer Support Team.';

/** Runs soffice; its launcher starts child processes, so a timeout ends the whole process group. */
function runSoffice(settings: PdfSettings, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(settings.sofficePath, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(unavailable(PDF_TOO_SLOW));
    }, settings.timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? unavailable(PDF_NOT_INSTALLED) : error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(unavailable(PDF_FAILED));
    });
  });
}

async function convert(docx: Uint8Array, settings: PdfSettings): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ibid-pdf-'));
  try {
    const input = join(dir, 'paper.docx');
    await writeFile(input, docx);
    // A profile of its own: the server's user may have none, and a desktop soffice of that user must not block this one.
    const profile = `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`;
    await runSoffice(settings, [profile, '--headless', '--norestore', '--nolockcheck', '--convert-to', 'pdf', '--outdir', dir, input]);
    return await readFile(join(dir, 'paper.pdf')).catch(() => {
      throw unavailable(PDF_FAILED);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** The PDF of a .docx, or 503 `pdf-unavailable` saying why not (not installed, too slow, failed). */
export function docxToPdf(docx: Uint8Array, settings: PdfSettings): Promise<Buffer> {
  const run = queue.then(() => convert(docx, settings));
  queue = run.catch(() => undefined);
  return run;
}
