// `npm run migration -w api -- <name>`: writes the migration from the last committed schema to the current one,
// for SQLite (prisma/migrations) and for PostgreSQL (prisma/postgresql/migrations). Prisma's JavaScript engine
// cannot replay migrations into a shadow database (TOOLCHAIN.md), so the diff is taken between the two schema
// files, which needs no database at all.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { postgresqlSchema } from './postgresql-schema.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migration -w api -- <name_in_snake_case>');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'ibid-schema-'));
const write = (file, text) => (writeFileSync(join(work, file), text), join(work, file));
const committed = execFileSync('git', ['show', 'HEAD:api/prisma/schema.prisma'], { encoding: 'utf8' });
const current = readFileSync('prisma/schema.prisma', 'utf8');
const prisma = createRequire(import.meta.url).resolve('prisma/build/index.js');
// prisma.config.ts opens its adapter even for a diff: a throw-away file, since api/data/ may not exist yet (a fresh clone).
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? `file:${join(work, 'diff.db')}` };
const diff = (from, to) => execFileSync(process.execPath, [prisma, 'migrate', 'diff', '--from-schema-datamodel', from, '--to-schema-datamodel', to, '--script'], { encoding: 'utf8', env });

const migrations = [
  { folder: 'prisma/migrations', sql: diff(write('sqlite-before.prisma', committed), write('sqlite-after.prisma', current)) },
  { folder: 'prisma/postgresql/migrations', sql: diff(write('pg-before.prisma', postgresqlSchema(committed)), write('pg-after.prisma', postgresqlSchema(current))) },
];
if (!/\S/.test(migrations[0].sql.replace(/^--.*$/gm, ''))) {
  console.log('The schema has not changed since the last commit: no migration written.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
for (const { folder, sql } of migrations) {
  const path = join(folder, `${stamp}_${name}`, 'migration.sql');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, sql);
  console.log(`Wrote ${path}`);
}
