// prisma/postgresql/schema.prisma from prisma/schema.prisma, the one source of the models: the same models for
// PostgreSQL, generating a client of its own (src/generated/prisma-postgresql). A Prisma schema names one
// provider, and a driver adapter only runs a client generated for its provider (TOOLCHAIN.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swap = (text, from, to) => {
  if (!text.includes(from)) throw new Error(`prisma/schema.prisma no longer holds ${from}: update scripts/postgresql-schema.mjs`);
  return text.replace(from, to);
};

/** The PostgreSQL schema of a SQLite schema's text. */
export function postgresqlSchema(sqlite) {
  let schema = swap(sqlite, 'output     = "../src/generated/prisma"', 'output     = "../../src/generated/prisma-postgresql"');
  schema = swap(schema, 'provider = "sqlite"', 'provider = "postgresql"');
  // prisma generate needs a url (any: the adapter connects), or it tries to download an engine.
  schema = swap(schema, 'url      = "file:./data/ibid.db"', 'url      = "postgresql://ibid@localhost/ibid"');
  return `// Written by scripts/postgresql-schema.mjs from ../schema.prisma: edit that one.\n${schema}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
  mkdirSync(api('prisma/postgresql'), { recursive: true });
  writeFileSync(api('prisma/postgresql/schema.prisma'), postgresqlSchema(readFileSync(api('prisma/schema.prisma'), 'utf8')));
}
