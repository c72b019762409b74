/**
 * A throw-away PostgreSQL cluster for the tests (TOOLCHAIN.md): Debian's postgresql package (installed with
 * apt-get when missing, as Chromium is), initdb in a temporary folder, the server on a free loopback port with its
 * socket in that folder, durability off (the cluster dies with the run). initdb refuses root: as root it runs as
 * the package's postgres user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAptTool } from './apt-install.js';
import { freePort } from './web/ibid-server.js';

const POSTGRESQL = { binary: '/usr/bin/pg_ctlcluster', packages: ['postgresql'], hint: 'The api tests on PostgreSQL need it: `sudo apt-get install -y postgresql` (Debian).' };

export interface PostgresqlCluster {
  /** postgresql://postgres@127.0.0.1:port/postgres: the superuser on the maintenance database. */
  url: string;
  /** The server's programs (pg_dump...). */
  bin: string;
  stop: () => void;
}

/** The newest installed server's bin folder. */
function serverBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server under /usr/lib/postgresql. ${POSTGRESQL.hint}`);
  return join('/usr/lib/postgresql', newest, 'bin');
}

export async function startPostgresqlCluster(): Promise<PostgresqlCluster> {
  await ensureAptTool(POSTGRESQL);
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'ibid-postgresql-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const run = (program: string, args: string[]) => execFileSync(asRoot ? 'runuser' : join(bin, program), asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--locale=C.UTF-8', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
