import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/src/**/*.test.ts', 'api/src/**/*.test.ts', 'engine/test/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
