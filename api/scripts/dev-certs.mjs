// `npm run dev-certs -w api [-- --force] [-- --out <dir>]`: a certificate for https://localhost, which Office needs to
// load the add-in's pages, made with openssl into api/certs/ (git ignores it). A throw-away CA signs it: trust ca.crt
// once (README, "The Word add-in"). The CA may only vouch for localhost and 127.0.0.1 (name constraints) and its key
// is deleted once it has signed, so trusting it lets nobody vouch for any other site.
import { execFileSync } from 'node:child_process';
import { X509Certificate, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, out: { type: 'string' } } });
const out = resolve(values.out ?? fileURLToPath(new URL('../certs/', import.meta.url)));
const files = { ca: join(out, 'ca.crt'), cert: join(out, 'localhost.crt'), key: join(out, 'localhost.key') };

// Leaf certificates must not outlive 825 days on macOS; a year keeps within every platform's limit.
const DAYS = '365';

if (!values.force && Object.values(files).every((file) => existsSync(file))) {
  const validTo = new X509Certificate(readFileSync(files.cert)).validTo;
  if (new Date(validTo) > new Date()) {
    console.log(`${files.cert} is already there (valid until ${validTo}); --force makes a new one, whose CA you trust again.`);
    process.exit(0);
  }
}

const CONFIG = `
[req]
prompt = no
distinguished_name = dn
x509_extensions = ca
[dn]
CN = Ibid localhost development CA
[ca]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
nameConstraints = critical, permitted;DNS:localhost, permitted;IP:127.0.0.1/255.255.255.255
subjectKeyIdentifier = hash
[leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

const openssl = (...args) => {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    if (e.code === 'ENOENT') throw new Error('openssl is not installed: install it (Debian: apt-get install openssl; macOS and Git for Windows ship it).');
    throw new Error(`openssl ${args[0]} failed: ${e.stderr}`);
  }
};

const work = mkdtempSync(join(tmpdir(), 'ibid-dev-certs-'));
try {
  const config = join(work, 'openssl.cnf');
  const caKey = join(work, 'ca.key');
  const request = join(work, 'localhost.csr');
  writeFileSync(config, CONFIG);
  mkdirSync(out, { recursive: true });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl('req', '-x509', '-new', ...ecKey, '-keyout', caKey, '-out', files.ca, '-days', DAYS, '-config', config);
  openssl('req', '-new', ...ecKey, '-keyout', files.key, '-out', request, '-subj', '/CN=localhost', '-config', config);
  openssl('x509', '-req', '-in', request, '-CA', files.ca, '-CAkey', caKey, '-set_serial', `0x${randomBytes(16).toString('hex')}`, '-days', DAYS, '-extfile', config, '-extensions', 'leaf', '-out', files.cert);
  chmodSync(files.key, 0o600);
} finally {
  // The CA's key goes with the work folder: nothing more can be signed with the CA you trust.
  rmSync(work, { recursive: true, force: true });
}

console.log(`Wrote ${files.cert} and ${files.key}, signed by ${files.ca}.
Trust ${files.ca} once (see the README, "The Word add-in"), then: npm run start:https`);
