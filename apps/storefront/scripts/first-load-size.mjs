// First-load JavaScript per page: entry client + root + the route module, with every chunk they import
// (read from React Router's client manifest), each gzipped at level 9 and summed once.
// Usage: node scripts/first-load-size.mjs [budgetKb]   (after `react-router build`)
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dir = new URL('../build/client/assets/', import.meta.url);
const manifestFile = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error('No manifest in build/client/assets: run the build first.');
const source = readFileSync(new URL(manifestFile, dir), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

const gzip = (url) =>
  gzipSync(readFileSync(new URL(`../build/client${url}`, import.meta.url)), { level: 9 }).length;
const files = (entry) => [entry.module, ...(entry.imports ?? [])];

const budgetKb = Number(process.argv[2] ?? 100);
const pages = {
  home: 'home',
  category: 'category',
  product: 'product',
  brand: 'brand',
  'static page': 'static-about-us',
  404: 'not-found',
};
let failed = false;
for (const [page, id] of Object.entries(pages)) {
  const route = manifest.routes[id];
  const all = new Set([...files(manifest.entry), ...files(manifest.routes.root), ...files(route)]);
  const bytes = [...all].reduce((sum, url) => sum + gzip(url), 0);
  const kb = bytes / 1024;
  failed ||= kb > budgetKb;
  console.log(
    `${page.padEnd(12)} ${kb.toFixed(1).padStart(6)} KB gzip  (${all.size} files)${kb > budgetKb ? '  OVER BUDGET' : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
