/** Applying the committed migrations: `prisma migrate deploy`, the same command production runs. */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR } from '../config/database-url.js';

const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');

export async function deployMigrations(databaseUrl: string): Promise<string> {
  // SQLite creates the file but not its folder.
  if (databaseUrl.startsWith('file:')) await mkdir(dirname(databaseUrl.slice('file:'.length)), { recursive: true });
  const { stdout } = await promisify(execFile)(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}
