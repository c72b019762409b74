import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
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
