import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The component test files under `dirs` that mock a module: only a fresh module graph per file undoes `vi.mock`. */
function mockingModules(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(join(ROOT, dir, file), 'utf8')))
      .map((file) => join(dir, file).replaceAll('\\', '/')),
  );
}

const WEB_TESTS = ['addin/src/**/*.test.{ts,tsx}', 'extension/src/**/*.test.{ts,tsx}'];
const WEB_MOCKING = mockingModules(['addin/src', 'extension/src']);
const web = { environment: 'jsdom', setupFiles: ['addin/src/testing/setup.ts'], testTimeout: 20_000 };

export default defineConfig({
  test: {
    testTimeout: 120_000,
    // One worker per core but at least two: the browser flows mostly wait on Chromium and the api, so the other worker
    // runs meanwhile (vitest's default on two cores is one worker).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Pure functions: the files share one module graph (importing it again for each file cost more than the tests).
        test: { name: 'engine', include: ['engine/src/**/*.test.ts', 'engine/test/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Each test builds its own app on its own database: the files share the modules, not the state.
        test: { name: 'api', include: ['api/src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // The same api suite on PostgreSQL: a throw-away cluster for the run, a database per app (tests/postgresql-setup.ts).
        test: { name: 'api-postgresql', include: ['api/src/**/*.test.ts'], isolate: false, globalSetup: ['tests/postgresql-setup.ts'] },
      },
      {
        extends: true,
        // The flows across packages (Chromium, the built api, LibreOffice): each file starts and stops its own.
        test: { name: 'flows', include: ['tests/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        plugins: [react()],
        // The component tests share one module graph (React and Fluent UI imported once per worker, not once per file);
        // setup.ts undoes each file's stubbed globals and timers, vitest its spies.
        test: { name: 'web', ...web, include: WEB_TESTS, exclude: [...configDefaults.exclude, ...WEB_MOCKING], isolate: false },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'web-mocked', ...web, include: WEB_MOCKING },
      },
    ],
  },
});
