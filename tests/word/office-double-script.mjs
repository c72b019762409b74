/**
 * The office.js double (addin/src/host/word/testing/office-double.ts) bundled into one classic script for a page,
 * built once per process with Vite from the add-in's sources (the engine from its built dist, as the web app takes
 * it). Plain JavaScript, so the browser tests and the cold-start bench (bench/, run by Node without TypeScript) share it.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

let script;

/** Microsoft's address for office.js, which taskpane.html loads first; the tests answer it with the double. */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

export function officeDoubleScript() {
  script ??= build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('../../addin/src/host/word/testing/office-double.ts', import.meta.url)), formats: ['iife'], name: 'IbidOfficeDouble' },
    },
  }).then((output) => {
    const [result] = Array.isArray(output) ? output : [output];
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (!chunk) throw new Error('the office.js double did not build');
    return chunk.code;
  });
  return script;
}
