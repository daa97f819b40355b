import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './api.ts';
import { json, post } from './shop.ts';

/**
 * The shop's realistic mix (issue "Fast at the edge"): guests browse the home page, category pages and product
 * pages, search, add to cart and place orders, all at once. Used by bench/load-mix.ts (one shop) and
 * bench/scale-out.ts (nodes behind nginx).
 */
export type Kind = 'home' | 'category' | 'product' | 'search' | 'add to cart' | 'place order';
/** How often each kind is asked, out of 100. */
export const MIX: [Kind, number][] = [
  ['home', 15],
  ['category', 25],
  ['product', 25],
  ['search', 15],
  ['add to cart', 12],
  ['place order', 8],
];
const WORDS = [
  'soffa',
  'bord',
  'lampa',
  'matta',
  'stol',
  'hylla',
  'kudde',
  'säng',
  'ek',
  'grå',
  'vit',
  'sammet',
];

export interface Target {
  categories: string[];
  products: { path: string; sku: string }[];
}

export async function targets(baseUrl: string): Promise<Target> {
  const tree = await json<{ slug: string; children_data: { slug: string }[] }[]>(
    fetch(`${baseUrl}/api/catalog/category-tree`),
  );
  const items = (
    await json<{ items: { sku: string; slug: string; type_id: string }[] }>(
      fetch(`${baseUrl}/api/catalog/products?size=200`),
    )
  ).items;
  // Products with a required option (legs, finish …) are bought with it chosen: the mix buys those a cart takes as
  // they are.
  const cart = await json<string>(post(`${baseUrl}/api/cart/create`, {}));
  const products: Target['products'] = [];
  for (const p of items.filter((item) => item.type_id === 'simple')) {
    const added = await post(`${baseUrl}/api/cart/update?cartId=${cart}`, {
      cartItem: { sku: p.sku, qty: 1 },
    });
    await added.arrayBuffer();
    if (added.ok) products.push({ path: `/p/${encodeURIComponent(p.sku)}/${p.slug}`, sku: p.sku });
  }
  return {
    categories: tree.flatMap((c) => [c.slug, ...c.children_data.map((child) => child.slug)]),
    products,
  };
}

const ADDRESS = {
  firstname: 'Last',
  lastname: 'Blandning',
  street: ['Storgatan 1'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
};

/** A guest's order of one piece, under the client's own id (the shop answers the same id sent again with its first answer). */
export function orderRequest(orderId: string, sku: string) {
  return {
    order_id: orderId,
    products: [{ sku, qty: 1 }],
    personal_details: { firstname: 'Last', lastname: 'Blandning', email: 'mix@example.se' },
    addressInformation: {
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      // Any product of the mix, sofas too: freight takes every size (decision 0049), the courier does not.
      shipping_carrier_code: 'freight',
      shipping_method_code: 'home',
      payment_method_code: 'invoice',
    },
  };
}

export const orderBody = (orderId: string, sku: string) => JSON.stringify(orderRequest(orderId, sku));

export interface MixOptions {
  baseUrl: string;
  target: Target;
  connections: number;
  durationS: number;
  /**
   * Adds to cart a guest makes before starting a new cart (a shopper who has checked out). Unset: one cart per guest
   * for the whole run, so carts reach dozens of lines in a long run.
   */
  cartLines?: number;
  /**
   * Requests a second the guests start at most, together: after an answer a guest waits out the rest of its
   * `connections / rate` seconds (a closed loop with think time, so that the load offered does not grow when some
   * kinds get faster). Unset: no guest waits.
   */
  rate?: number;
  /** Weights to use instead of MIX (e.g. orders only). */
  mix?: [Kind, number][];
  /** Called every 500 ms during the run (memory samples: a peak between two samples goes unseen). */
  sample?: () => void;
}

export interface MixRow {
  kind: string;
  'req/s': number;
  p50: number;
  p95: number;
  errors: number;
}

export interface MixResult {
  rows: MixRow[];
  total: { requests: number; 'req/s': number; errors: number };
  /** The client order ids the shop acknowledged (2xx), with when. */
  acknowledged: { orderId: string; at: number }[];
  /** Answers per second: [second since start, answered 2xx/3xx, errors]. */
  timeline: [number, number, number][];
  /** The failed answers by kind and status (0: no answer). */
  failures: Record<string, number>;
}

/** Runs the mix against `baseUrl` for `durationS` with `connections` guests at once. */
export async function runMix(options: MixOptions): Promise<MixResult> {
  const mix = options.mix ?? MIX;
  const { target, connections, durationS } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(options.baseUrl);
  const call = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'accept-encoding': 'br' }
            : { 'accept-encoding': 'br' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies = new Map<Kind, number[]>(mix.map(([kind]) => [kind, []]));
  // A page's first visit in the run finds the page cache without it (a render); the rest are answered from it.
  const visited = new Set<string>();
  const firstVisits = new Map<Kind, number[]>();
  const errors = new Map<Kind, number>(mix.map(([kind]) => [kind, 0]));
  const acknowledged: MixResult['acknowledged'] = [];
  const failures: Record<string, number> = {};
  const timeline: [number, number, number][] = [];
  const started = Date.now();
  const sampler = options.sample ? setInterval(options.sample, 500) : undefined;
  const until = started + durationS * 1000;
  let n = 0;
  const pace = options.rate ? (connections * 1000) / options.rate : 0;
  const pick = (): Kind => {
    let roll = Math.random() * mix.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [kind, weight] of mix) if ((roll -= weight) < 0) return kind;
    return mix[0]![0];
  };
  const client = async () => {
    const newCart = () => json<string>(post(`${options.baseUrl}/api/cart/create`, {}));
    let cart = await newCart();
    let adds = 0;
    while (Date.now() < until) {
      const kind = pick();
      const product = target.products[n++ % target.products.length]!;
      const began = performance.now();
      let status: number;
      let orderId = '';
      const page =
        kind === 'home'
          ? '/'
          : kind === 'category'
            ? `/c/${target.categories[n % target.categories.length]}`
            : kind === 'product'
              ? product.path
              : '';
      const first = page !== '' && !visited.has(page);
      if (first) visited.add(page);
      try {
        if (page) status = await call('GET', page);
        else if (kind === 'search')
          status = await call(
            'GET',
            `/api/catalog/products?q=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]}`)}&aggregations=1`,
          );
        else if (kind === 'add to cart') {
          if (options.cartLines && adds++ === options.cartLines) {
            cart = await newCart();
            adds = 1;
          }
          status = await call(
            'POST',
            `/api/cart/update?cartId=${cart}`,
            JSON.stringify({ cartItem: { sku: product.sku, qty: 1 } }),
          );
        } else {
          orderId = `mix-${process.pid}-${n}-${Math.random().toString(36).slice(2)}`;
          status = await call('POST', '/api/order', orderBody(orderId, product.sku));
        }
      } catch {
        status = 0;
      }
      const second = Math.floor((Date.now() - started) / 1000);
      const slot = (timeline[second] ??= [second, 0, 0]);
      const took = performance.now() - began;
      latencies.get(kind)!.push(took);
      if (first) {
        if (!firstVisits.has(kind)) firstVisits.set(kind, []);
        firstVisits.get(kind)!.push(took);
      }
      if (status < 200 || status >= 400) {
        errors.set(kind, errors.get(kind)! + 1);
        failures[`${kind} ${status}`] = (failures[`${kind} ${status}`] ?? 0) + 1;
        slot[2] += 1;
      } else {
        slot[1] += 1;
        if (orderId && status < 300) acknowledged.push({ orderId, at: Date.now() });
      }
      if (pace > took) await sleep(pace - took);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(sampler);
  agent.destroy();
  const row = (kind: string, list: number[], errorCount: number): MixRow => {
    const sorted = list.sort((a, b) => a - b);
    return {
      kind,
      'req/s': Math.round(sorted.length / durationS),
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      errors: errorCount,
    };
  };
  const rows = mix.map(([kind]) => row(kind, latencies.get(kind)!, errors.get(kind)!));
  // The pages' first visits on their own: a render each, on a loop busy with the mix.
  for (const [kind, list] of firstVisits) rows.push(row(`${kind}: first visits`, list, 0));
  const requests = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  return {
    rows,
    total: { requests, 'req/s': Math.round(requests / durationS), errors: errorCount },
    acknowledged,
    timeline: [...timeline].filter(Boolean),
    failures,
  };
}
