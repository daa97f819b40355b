// The two checkouts the CPU benchmarks compare (bench/cpu-per-response.ts, bench/cpu-profile.ts): each server runs
// on its own copy of the 10k-product shop (data/bench-10k), and the requests of a row are the same for both.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess, type RunningApi } from './api.ts';

export const ROWS = ['product', 'cart', 'cart-change', 'search', 'listing', 'new-search', 'page'] as const;
export type Row = (typeof ROWS)[number];

/** The rows a `--rows` list names; throws naming one that does not exist. */
export function parseRows(list: string): Row[] {
  const rows = list.split(',') as Row[];
  for (const row of rows)
    if (!ROWS.includes(row)) throw new Error(`--rows: unknown row ${row} (${ROWS.join(', ')})`);
  return rows;
}

/** CPU time (user + system) a process has used so far, in ms (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export interface Tree {
  name: string;
  api: RunningApi;
  skus: string[];
  carts: string[];
  cartSku: string;
  category: string;
  /** Whether cart/update answers the cart's totals (decision 0063); before, a client asked cart/totals after it. */
  changeAnswersTotals: boolean;
}

/** Starts the server of the checkout in `dir` on its 10k shop and finds the skus, carts and category to ask for. */
export async function startTree(
  name: string,
  dir: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<Tree> {
  const dataDir = join(dir, 'data', 'bench-10k');
  if (!existsSync(join(dataDir, 'hemma.sqlite')))
    throw new Error(
      `${dataDir}/hemma.sqlite is missing: seed it first (see the head of bench/cpu-per-response.ts)`,
    );
  const api = await startApiProcess({
    port,
    cwd: dir,
    serve: 'all',
    nodeArgs,
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
    const change = await fetch(`${api.baseUrl}/api/cart/update?cartId=${carts[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: simple[0]!.sku, qty: 1 } }),
    });
    const changeAnswersTotals =
      ((await change.json()) as { meta?: { totals?: unknown } }).meta?.totals !== undefined;
    const skus = items.map((p) => p.sku);
    return { name, api, skus, carts, cartSku: simple[0]!.sku, category, changeAnswersTotals };
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
    case 'cart-change':
      // A quantity change as the storefront makes it: one cart/update where it answers the totals, else cart/update
      // and then cart/totals (two requests per change, counted as one answer: see requestsPerAnswer).
      if (!tree.changeAnswersTotals && n % 2 === 1)
        return { method: 'GET', path: `/api/cart/totals?cartId=${tree.carts[(n - 1) % tree.carts.length]}` };
      return requestOf(tree, 'cart', tree.changeAnswersTotals ? n : n - (n % 2));
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

/** How many requests make one answer of a row: a cart change of a tree whose cart/update has no totals is two. */
function requestsPerAnswer(tree: Tree, row: Row): number {
  return row === 'cart-change' && !tree.changeAnswersTotals ? 2 : 1;
}

/** Sends `amount` requests of a row over `connections` and answers the server's CPU ms per response. */
export async function measure(
  tree: Tree,
  row: Row,
  options: { connections: number; amount: number; encoding: string; retries?: number },
): Promise<number> {
  let n = 0;
  const headers: Record<string, string> = options.encoding === 'br' ? { 'accept-encoding': 'br, gzip' } : {};
  const before = cpuMs(tree.api.pid);
  const result = await autocannon({
    url: tree.api.baseUrl,
    connections: options.connections,
    amount: options.amount,
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
  if (bad > 0) {
    const what = `${result.non2xx} answers not 2xx, ${result.errors} errors (${result.timeouts} timeouts)`;
    // A client's timeout on a machine other sessions keep busy says nothing about CPU per answer: the run is made
    // again (twice at most); a refused or failed answer is a fault.
    if (result.non2xx > 0 || result.errors > result.timeouts || (options.retries ?? 2) === 0)
      throw new Error(`${tree.name} ${row}: ${what}`);
    console.error(`${tree.name} ${row}: ${what}; the run is made again`);
    return measure(tree, row, { ...options, retries: (options.retries ?? 2) - 1 });
  }
  return (spent / options.amount) * requestsPerAnswer(tree, row);
}
