/**
 * Installing a tool the cross-package tests need from Debian's packages when it is missing (a fresh CI machine has
 * neither Chromium nor LibreOffice): as root, once, under a lock, since test files start in parallel and the others
 * wait for the one installing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AptTool {
  /** The file that is there once the tool is installed. */
  binary: string;
  packages: string[];
  /** How to install it by hand, for a machine where the tests do not run as root. */
  hint: string;
}

/** One lock for every install: two apt-gets at once fail on dpkg's own lock. */
const INSTALL_LOCK = join(tmpdir(), 'ibid-apt-install.lock');

async function withInstallLock(work: () => void): Promise<void> {
  const lock = INSTALL_LOCK;
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`Gave up waiting for ${lock}: remove it if no install is running.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The tool's binary, installing its packages with apt-get (as root) when it is missing. */
export async function ensureAptTool(tool: AptTool): Promise<string> {
  if (existsSync(tool.binary)) return tool.binary;
  if (process.getuid?.() !== 0) throw new Error(`Missing ${tool.binary}. ${tool.hint}`);
  await withInstallLock(() => {
    if (existsSync(tool.binary)) return;
    const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt('update');
    apt('install', '-y', '--no-install-recommends', ...tool.packages);
  });
  if (!existsSync(tool.binary)) throw new Error(`apt-get install ${tool.packages.join(' ')} finished but ${tool.binary} is still missing.`);
  return tool.binary;
}

/** LibreOffice, which renders papers to PDF (poppler comes with it: the tests read the PDFs back). */
export const LIBREOFFICE: AptTool = { binary: '/usr/bin/soffice', packages: ['libreoffice-writer-nogui', 'poppler-utils'], hint: 'Install LibreOffice and poppler: `sudo apt-get install -y libreoffice-writer-nogui poppler-utils`.' };
export const POPPLER: AptTool = { binary: '/usr/bin/pdftotext', packages: ['poppler-utils'], hint: 'Install poppler: `sudo apt-get install -y poppler-utils`.' };
/** xmllint, which checks that the Word add-in's manifest is well-formed XML. */
export const XMLLINT: AptTool = { binary: '/usr/bin/xmllint', packages: ['libxml2-utils'], hint: 'Install xmllint: `sudo apt-get install -y libxml2-utils`.' };
/** PostgreSQL, on which the api suite runs a second time (tests/postgresql-cluster.mjs starts a throw-away cluster). */
export const POSTGRESQL: AptTool = { binary: '/usr/bin/pg_ctlcluster', packages: ['postgresql'], hint: 'The api tests on PostgreSQL need it: `sudo apt-get install -y postgresql` (Debian).' };
