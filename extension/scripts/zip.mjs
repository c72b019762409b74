/** Packs extension/dist into the zip the Chrome Web Store takes: the manifest at the root, files as built. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { version } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));

const files = {};
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files[relative(dist, path).split('\\').join('/')] = readFileSync(path);
  }
};
walk(dist);

const out = join(root, `ibid-extension-${version}.zip`);
writeFileSync(out, zipSync(files, { level: 9 }));
console.log(`${relative(process.cwd(), out)}: ${Object.keys(files).length} files`);
