import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': new URL('./apps/storefront/app', import.meta.url).pathname } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['apps/api/tests/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/tests/**/*.test.ts'],
          // One migrated and one seeded database per run, which each test file copies (useTestApi).
          globalSetup: ['apps/api/tests/support/template-databases.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files share one worker's modules: the API's code is evaluated once per run, not once per file
          // (about 3 s a file on a slow machine; decision 0071). Nothing a test changes lives in a module: each
          // file starts its own API on its own database.
          isolate: false,
        },
      },
    ],
  },
});
