/** The database the api and the Prisma CLI use: DATABASE_URL, or a SQLite file in the api's data folder. */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package's folder (from src/ or dist/ alike): where the Prisma CLI runs and relative SQLite paths start. */
export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** SQLite `file:` paths are made absolute against the api folder, so the CLI and the server open one file. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL ?? 'file:./data/ibid.db';
  if (!url.startsWith('file:')) return url;
  const path = url.slice('file:'.length);
  return `file:${isAbsolute(path) ? path : resolve(API_DIR, path)}`;
}
