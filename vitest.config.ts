import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    // Vitest's default (one worker less than the cores) runs one file at a time on a 2-core machine, while a browser
    // file mostly waits on Chromium and the api: two at a time halve the suite's wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['engine/src/**/*.test.ts', 'api/src/**/*.test.ts', 'engine/test/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['addin/src/**/*.test.{ts,tsx}', 'extension/src/**/*.test.{ts,tsx}'],
          setupFiles: ['addin/src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
