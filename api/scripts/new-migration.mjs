// `npm run migration -w api -- <name>`: writes the migration from the last committed schema to the current one.
// Prisma's JavaScript engine cannot replay migrations into a shadow database (TOOLCHAIN.md), so the diff is taken
// between the two schema files, which needs no database at all.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migration -w api -- <name_in_snake_case>');
  process.exit(1);
}
const previous = join(mkdtempSync(join(tmpdir(), 'ibid-schema-')), 'schema.prisma');
writeFileSync(previous, execFileSync('git', ['show', 'HEAD:api/prisma/schema.prisma']));
const prisma = createRequire(import.meta.url).resolve('prisma/build/index.js');
// prisma.config.ts opens its adapter even for a diff: a throw-away file, since api/data/ may not exist yet (a fresh clone).
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? `file:${join(dirname(previous), 'diff.db')}` };
const sql = execFileSync(process.execPath, [prisma, 'migrate', 'diff', '--from-schema-datamodel', previous, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'], { encoding: 'utf8', env });
if (!/\S/.test(sql.replace(/^--.*$/gm, ''))) {
  console.log('The schema has not changed since the last commit: no migration written.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = join('prisma/migrations', `${stamp}_${name}`);
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, 'migration.sql'), sql);
console.log(`Wrote ${folder}/migration.sql`);
