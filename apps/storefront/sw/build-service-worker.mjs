// Builds build/client/service-worker.js after the React Router build: bundles sw/service-worker.ts with Workbox and
// writes the precache list (every hashed asset, the offline page, manifest and icons, and the documents a shopper
// must reach offline) into it. Run by the storefront's `build` script.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(app, 'build', 'client');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const revision = (path) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
const assets = files(join(client, 'assets'))
  .filter((path) => /\.(js|css)$/.test(path))
  .map((path) => ({ url: `/${relative(client, path)}`, revision: null }));
const statics = [
  'offline.html',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
].map((file) => ({ url: `/${file}`, revision: revision(join(client, file)) }));
// Server-rendered documents change with every build: the build's own hash is their revision.
const buildId = createHash('sha256').update(JSON.stringify(assets)).digest('hex').slice(0, 16);
const documents = ['/', '/checkout/cart', '/checkout'].map((url) => ({ url, revision: buildId }));

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: client,
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: join(app, 'sw', 'service-worker.ts'),
      formats: ['iife'],
      name: 'hemmaServiceWorker',
      fileName: () => 'service-worker.js',
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

const target = join(client, 'service-worker.js');
const manifest = [...assets, ...statics, ...documents];
const source = readFileSync(target, 'utf8');
if (!source.includes('self.__WB_MANIFEST'))
  throw new Error('service-worker.js: no self.__WB_MANIFEST to fill in');
writeFileSync(target, source.replace('self.__WB_MANIFEST', JSON.stringify(manifest)));
console.log(`  service worker: ${manifest.length} precached entries`);
