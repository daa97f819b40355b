// Add to cart on a cart that already has lines (issue 32): every cart change answers the cart's totals, which price
// every line. One client, one request at a time, so the figure is the request's own cost, not a queue's; on
// PostgreSQL the pool profile (HEMMA_DB_POOL_PROFILE) printed when the shop stops counts the statements of the
// measured requests only.
//   npx tsx bench/cart-lines.ts [--db sqlite,postgres] [--lines 1,30] [--requests 200] [--port 3700] [--name cart-lines]
import { percentile } from './support/api.ts';
import { targets } from './support/load-mix.ts';
import { json, post, startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const lineCounts = arg('lines', '1,30').split(',').map(Number);
const requests = Number(arg('requests', '200'));
let port = Number(arg('port', '3700'));
const name = arg('name', 'cart-lines');

for (const db of databases) {
  const shop = await startShop(name, db, port++, db === 'postgres' ? { HEMMA_DB_POOL_PROFILE: '1' } : {});
  try {
    const { products } = await targets(shop.baseUrl);
    const rows = [];
    for (const lines of lineCounts) {
      const cart = await json<string>(post(`${shop.baseUrl}/api/cart/create`, {}));
      const add = async (sku: string, qty: number) => {
        const answer = await post(`${shop.baseUrl}/api/cart/update?cartId=${cart}`, {
          cartItem: { sku, qty },
        });
        if (!answer.ok) throw new Error(`cart/update ${sku}: ${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
      };
      for (const product of products.slice(0, lines)) await add(product.sku, 1);
      // Warm up, then count from here (the profile starts afresh).
      for (let i = 0; i < 20; i++) await add(products[i % lines]!.sku, 1 + (i % 3));
      if (db === 'postgres' && lineCounts.length === 1) process.kill(shop.pid, 'SIGUSR2');
      const latencies: number[] = [];
      for (let i = 0; i < requests; i++) {
        const began = performance.now();
        await add(products[i % lines]!.sku, 1 + (i % 3));
        latencies.push(performance.now() - began);
      }
      latencies.sort((a, b) => a - b);
      rows.push({
        db,
        'cart lines': lines,
        requests,
        'p50 ms': Math.round(percentile(latencies, 50) * 10) / 10,
        'p95 ms': Math.round(percentile(latencies, 95) * 10) / 10,
      });
    }
    console.table(rows);
  } finally {
    await shop.stop();
  }
}
