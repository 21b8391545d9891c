import { defineConfig } from 'vitest/config';

/**
 * The built-server contract suite (test/built): real HTTP against dist/ started as `node server`.
 * scripts/e2e.js runs it right after the production build; without dist/ it fails loudly.
 */
export default defineConfig({
  test: {
    include: ['test/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 90000,
    pool: 'forks',
    fileParallelism: false,
  },
});
