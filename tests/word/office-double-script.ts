/**
 * The office.js double (addin/src/host/word/testing/office-double.ts) bundled into one classic script for a page,
 * built once per test file with Vite from the add-in's sources (the engine from its built dist, as the web app takes it).
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

let script: Promise<string> | undefined;

/** Microsoft's address for office.js, which taskpane.html loads first; the tests answer it with the double. */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

export function officeDoubleScript(): Promise<string> {
  script ??= build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('../../addin/src/host/word/testing/office-double.ts', import.meta.url)), formats: ['iife'], name: 'IbidOfficeDouble' },
    },
  }).then((output) => {
    const [result] = Array.isArray(output) ? output : [output as Rollup.RollupOutput];
    const chunk = result!.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk');
    if (!chunk) throw new Error('the office.js double did not build');
    return chunk.code;
  });
  return script;
}
