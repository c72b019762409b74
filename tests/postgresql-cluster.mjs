// A throw-away PostgreSQL cluster for the tests and the bench (TOOLCHAIN.md): the installed server's initdb in a
// temporary folder, the server listening on a socket in that folder only (nothing on the network), durability off
// (the cluster dies with the run). initdb refuses root: as root it runs as the package's postgres user. Plain
// JavaScript, so the bench (node without a TypeScript loader) starts it as the tests do; the tests install Debian's
// postgresql first when it is missing (apt-install.ts).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The newest installed server's bin folder, or undefined. */
export function postgresqlBin() {
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && join('/usr/lib/postgresql', newest, 'bin');
}

/** The URL of database `name` on the server `url` points at (its socket folder kept in the query). */
export function databaseUrl(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function startPostgresqlCluster() {
  const bin = postgresqlBin();
  if (!bin) throw new Error('No PostgreSQL server under /usr/lib/postgresql: `sudo apt-get install -y postgresql` (Debian).');
  const dir = mkdtempSync(join(tmpdir(), 'ibid-postgresql-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const run = (program, args) => execFileSync(asRoot ? 'runuser' : join(bin, program), asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--locale=C.UTF-8', '-E', 'UTF8']);
  const options = `-k ${dir} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  return {
    url,
    bin,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return databaseUrl(url, name);
    },
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
