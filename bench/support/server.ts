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
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
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

/** A category with products and one product in it, found through the API like a shopper would. */
export async function samplePages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const tree = (await (await fetch(`${baseUrl}/api/catalog/category-tree`)).json()) as {
    result: { slug: string; children_data: { slug: string; product_count: number }[] }[];
  };
  const category = tree.result.flatMap((c) => c.children_data).find((c) => c.product_count >= 8);
  if (!category) throw new Error('no category with products');
  const list = (await (
    await fetch(`${baseUrl}/api/catalog/products?category=${category.slug}&size=1`)
  ).json()) as {
    result: { items: { sku: string; slug: string; type_id: string }[] };
  };
  const product = list.result.items[0]!;
  const productPath = `/p/${encodeURIComponent(product.sku)}/${product.slug}${product.type_id === 'configurable' ? `/${encodeURIComponent(product.sku)}` : ''}`;
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/c/${category.slug}` },
    { name: 'product', path: productPath },
  ];
}
