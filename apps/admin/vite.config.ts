import { defineConfig } from 'vite';

/**
 * The back office: a single-page app under /admin (decision 0023), built to apps/admin/build and served by
 * apps/server. `npm run dev -w @hemma/admin` serves it on :3402 against the API of a running `npm start`.
 */
export default defineConfig({
  base: '/admin/',
  build: {
    outDir: 'build',
    emptyOutDir: true,
    // Every browser we support preloads modules natively; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // zod and its configuration in one chunk, evaluated before any module builds a schema: under the CSP zod must
        // know it may not compile parsers before the first schema exists (src/lib/zod-without-eval.ts).
        manualChunks: (id: string) =>
          id.includes('/node_modules/zod/') || id.endsWith('/zod-without-eval.ts') ? 'zod' : undefined,
      },
      // React Query marks its hooks "use client" for server-component bundlers; a single-page app has no server
      // components, so the directive means nothing here and the warning is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { port: 3402, proxy: { '/api': 'http://localhost:3000' } },
});
