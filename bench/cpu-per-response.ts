// CPU time the server spends per answer, per route, read from the server process's own times (/proc/<pid>/stat), for
// this checkout and, with --baseline DIR, another checkout side by side in the same sitting (issue 32): both servers
// run at once on their own copy of the 10k-product shop, and the routes alternate between them round by round, so
// the ratio is measured under the same machine load. The rows:
//   product        GET /api/catalog/products/:sku (a few hundred skus in turn)
//   add to cart    POST /api/cart/update (a line's quantity set on one of 64 carts in turn)
//   search (repeated)   one text search with facets asked again and again (the answer cache)
//   listing (repeated)  one category listing asked again and again
//   search (new)        text searches with a price bound nobody asked before
//   category page       GET /c/:slug rendered by the storefront with the page cache off
// Each with 1 and 32 connections; `--encoding br` (default) asks as a browser does, `--encoding none` without
// compression.
//   HEMMA_DATA_DIR=data/bench-10k npm run db:seed -- --products 10000     (in each checkout, once)
//   npm run build                                                           (in each checkout, for the page row)
//   npx tsx bench/cpu-per-response.ts [--baseline DIR] [--requests 2000] [--rounds 3] [--encoding br|none]
//     [--rows product,cart,...] [--connections 1,32]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess, type RunningApi } from './support/api.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const baselineDir = arg('baseline', '');
const requests = Number(arg('requests', '2000'));
const rounds = Number(arg('rounds', '3'));
const encoding = arg('encoding', 'br');
const connectionsList = arg('connections', '1,32').split(',').map(Number);
const ROWS = ['product', 'cart', 'search', 'listing', 'new-search', 'page'] as const;
type Row = (typeof ROWS)[number];
const rows = arg('rows', ROWS.join(',')).split(',') as Row[];
for (const row of rows)
  if (!ROWS.includes(row)) throw new Error(`--rows: unknown row ${row} (${ROWS.join(', ')})`);
const firstPort = Number(arg('port', '3560'));

/** CPU time (user + system) a process has used so far, in ms (Linux, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Tree {
  name: string;
  api: RunningApi;
  skus: string[];
  carts: string[];
  cartSku: string;
  category: string;
}

async function startTree(name: string, dir: string, port: number): Promise<Tree> {
  const dataDir = join(dir, 'data', 'bench-10k');
  if (!existsSync(join(dataDir, 'hemma.sqlite')))
    throw new Error(`${dataDir}/hemma.sqlite is missing: seed it first (see the head of this file)`);
  const api = await startApiProcess({
    port,
    cwd: dir,
    serve: 'all',
    env: { HEMMA_DATA_DIR: dataDir, DATABASE_URL: '', HEMMA_PAGE_CACHE_MB: '0', HEMMA_WORKERS: '1' },
  });
  try {
    const get = async <T>(path: string): Promise<T> =>
      ((await (await fetch(`${api.baseUrl}${path}`)).json()) as { result: T }).result;
    type Item = { sku: string; type_id: string; stock?: { is_in_stock?: boolean } };
    const items = (await get<{ items: Item[] }>('/api/catalog/products?size=300')).items;
    const simple = items.filter((p) => p.type_id === 'simple');
    const tree = await get<{ slug: string; children_data: { slug: string; product_count: number }[] }[]>(
      '/api/catalog/category-tree',
    );
    const category = tree
      .flatMap((c) => c.children_data)
      .sort((a, b) => b.product_count - a.product_count)[0]!.slug;
    const carts: string[] = [];
    for (let i = 0; i < 64; i++) {
      const response = await fetch(`${api.baseUrl}/api/cart/create`, { method: 'POST' });
      carts.push(((await response.json()) as { result: string }).result);
    }
    return { name, api, skus: items.map((p) => p.sku), carts, cartSku: simple[0]!.sku, category };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

let counter = 0;

/** The requests of one row, the n-th of which autocannon sends as request n. */
function requestOf(tree: Tree, row: Row, n: number): autocannon.Request {
  switch (row) {
    case 'product':
      return {
        method: 'GET',
        path: `/api/catalog/products/${encodeURIComponent(tree.skus[n % tree.skus.length]!)}`,
      };
    case 'cart':
      return {
        method: 'POST',
        path: `/api/cart/update?cartId=${tree.carts[n % tree.carts.length]}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItem: { sku: tree.cartSku, qty: 1 + (n % 3) } }),
      };
    case 'search':
      return { method: 'GET', path: '/api/catalog/products?q=soffa&aggregations=1&size=24' };
    case 'listing':
      return { method: 'GET', path: `/api/catalog/products?category=${tree.category}&size=24` };
    case 'new-search':
      return {
        method: 'GET',
        path: `/api/catalog/products?q=soffa&aggregations=1&size=24&price=0-${1_000_000 + counter++}`,
      };
    case 'page':
      return { method: 'GET', path: `/c/${tree.category}` };
  }
}

async function measure(tree: Tree, row: Row, connections: number, amount: number): Promise<number> {
  let n = 0;
  const headers: Record<string, string> = encoding === 'br' ? { 'accept-encoding': 'br, gzip' } : {};
  const before = cpuMs(tree.api.pid);
  const result = await autocannon({
    url: tree.api.baseUrl,
    connections,
    amount,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const next = requestOf(tree, row, n++);
          return { ...request, ...next, headers: { ...headers, ...next.headers } };
        },
      },
    ],
  });
  const spent = cpuMs(tree.api.pid) - before;
  const bad = result.non2xx + result.errors;
  if (bad > 0) throw new Error(`${tree.name} ${row}: ${bad} answers were not 2xx`);
  return spent / amount;
}

const trees: Tree[] = [];
const figures = new Map<string, number[]>();
try {
  trees.push(await startTree('this checkout', repositoryRoot, firstPort));
  if (baselineDir) trees.push(await startTree(`baseline ${baselineDir}`, baselineDir, firstPort + 1));
  for (const tree of trees) for (const row of rows) await measure(tree, row, 8, row === 'page' ? 50 : 300);
  for (let round = 0; round < rounds; round++)
    for (const row of rows)
      for (const connections of connectionsList)
        for (const tree of round % 2 ? [...trees].reverse() : trees) {
          const amount = row === 'page' ? Math.max(50, Math.round(requests / 20)) : requests;
          const key = `${row}|${connections}|${tree.name}`;
          const value = await measure(tree, row, connections, amount);
          figures.set(key, [...(figures.get(key) ?? []), value]);
          console.error(
            `round ${round + 1}: ${key.replaceAll('|', ' · ')} connections: ${value.toFixed(3)} ms`,
          );
        }
} finally {
  await Promise.all(trees.map((t) => t.api.stop()));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `\nCPU ms per response (median of ${rounds} rounds; ${requests} requests a run, pages ${Math.max(50, Math.round(requests / 20))}; encoding ${encoding})`,
);
const header = ['row', 'connections', ...trees.map((t) => t.name), ...(trees.length > 1 ? ['ratio'] : [])];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows)
  for (const connections of connectionsList) {
    const values = trees.map((t) => median(figures.get(`${row}|${connections}|${t.name}`)!));
    const cells = values.map((v) => v.toFixed(3));
    if (values.length > 1) cells.push(`${(values[0]! / values[1]!).toFixed(2)}×`);
    console.log(`| ${row} | ${connections} | ${cells.join(' | ')} |`);
  }
