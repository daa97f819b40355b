import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` serves it (built storefront, API, SQLite) on its own freshly seeded database
 * (data/e2e), or the server at BASE_URL when that is set.
 */
export async function startServer(port: number): Promise<RunningServer> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: repositoryRoot,
    // Measured as production runs it: without the journeys' check of every API answer against the contract.
    // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) go to the server process.
    env: {
      HEMMA_VALIDATE_RESPONSES: '0',
      ...process.env,
      E2E_NODE_ARGS: process.env.BENCH_NODE_ARGS ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 240 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Pages to measure, found through the API like a shopper would: home, a category with products, a simple product in
 * it, the search page for a word of its name, and (reported, not budgeted) a configurable and a bundle product,
 * which load their option code on top.
 */
export async function samplePages(
  baseUrl: string,
): Promise<{ name: string; path: string; budgeted: boolean }[]> {
  const get = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${baseUrl}${path}`)).json()) as { result: T }).result;
  const tree = await get<{ slug: string; children_data: { slug: string; product_count: number }[] }[]>(
    '/api/catalog/category-tree',
  );
  const category = tree.flatMap((c) => c.children_data).find((c) => c.product_count >= 8);
  if (!category) throw new Error('no category with products');
  type Item = { sku: string; slug: string; type_id: string };
  const items = (await get<{ items: Item[] }>(`/api/catalog/products?category=${category.slug}&size=50`))
    .items;
  const all = (await get<{ items: Item[] }>('/api/catalog/products?size=999')).items;
  const path = (p: Item) =>
    `/p/${encodeURIComponent(p.sku)}/${p.slug}${p.type_id === 'configurable' ? `/${encodeURIComponent(p.sku)}` : ''}`;
  const simple = items.find((p) => p.type_id === 'simple') ?? items[0]!;
  // The search page for the first word of the product's name, as the search panel's 'Visa alla resultat' opens it.
  const term = simple.slug.split('-')[0]!;
  const pages = [
    { name: 'home', path: '/', budgeted: true },
    { name: 'category', path: `/c/${category.slug}`, budgeted: true },
    { name: 'product', path: path(simple), budgeted: true },
    { name: 'search', path: `/search?q=${encodeURIComponent(term)}`, budgeted: true },
  ];
  for (const type of ['configurable', 'bundle']) {
    const product = all.find((p) => p.type_id === type);
    if (product) pages.push({ name: type, path: path(product), budgeted: false });
  }
  return pages;
}
