// Account benchmarks (issue "Customer accounts and engagement"): the cost of one password hash at several scrypt
// work factors (the choice of CURRENT_SCRYPT), then `POST /api/user/login` and `GET /api/user/me` latency at 1 and 32
// concurrent clients on SQLite and PostgreSQL, each on a freshly seeded shop.
//   npx tsx bench/accounts.ts [--db sqlite,postgres] [--duration 10] [--hashes 20]
import { availableParallelism } from 'node:os';
import { CURRENT_SCRYPT, hashPassword } from '@hemma/api';
import { measure, percentile } from './support/api.ts';
import { json, post, startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const duration = Number(arg('duration', '10'));
const hashes = Number(arg('hashes', '20'));
const PASSWORD = 'Bench-Mark-2026!';
const CUSTOMERS = 32;

/** Milliseconds per hash, one after another, for scrypt with N = 2^log2N (r 8, p 1). */
async function hashCost(log2N: number): Promise<Record<string, unknown>> {
  const params = { N: 2 ** log2N, r: 8, p: 1 };
  await hashPassword(PASSWORD, { params });
  const times: number[] = [];
  for (let i = 0; i < hashes; i++) {
    const start = performance.now();
    await hashPassword(PASSWORD, { params });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    N: `2^${log2N}${params.N === CURRENT_SCRYPT.N ? ' (current)' : ''}`,
    'memory MiB': (128 * params.N * params.r) / 2 ** 20,
    'ms p50': +percentile(times, 50).toFixed(1),
    'ms p95': +percentile(times, 95).toFixed(1),
    'hashes/s per core': Math.round(1000 / percentile(times, 50)),
  };
}

console.log(`scrypt cost (${hashes} hashes each, ${availableParallelism()} cores):`);
const costs = [];
for (const log2N of [14, 15, 16, 17]) costs.push(await hashCost(log2N));
console.table(costs);

const rows: Record<string, unknown>[] = [];
let port = 3680;
for (const db of databases) {
  const shop = await startShop('accounts', db, port++);
  try {
    const emails = Array.from({ length: CUSTOMERS }, (_, i) => `bench-${i}@hemma.example`);
    for (const email of emails) {
      const created = await post(`${shop.baseUrl}/api/user/create`, {
        customer: { email, firstname: 'Bench', lastname: 'Mark' },
        password: PASSWORD,
      });
      if (!created.ok) throw new Error(`register ${email}: ${created.status} ${await created.text()}`);
    }
    const tokens = await Promise.all(
      emails.map((email) =>
        json<{ token: string }>(
          post(`${shop.baseUrl}/api/user/login`, { username: email, password: PASSWORD }),
        ),
      ),
    );
    for (const connections of [1, 32]) {
      let next = 0;
      const login = await measure({
        url: shop.baseUrl,
        connections,
        duration,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: '/api/user/login',
              body: JSON.stringify({ username: emails[next++ % CUSTOMERS], password: PASSWORD }),
            }),
          },
        ],
      });
      rows.push({ db, call: 'POST user/login', connections, ...login });
      const me = await measure({
        url: shop.baseUrl,
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: '/api/user/me',
              headers: { authorization: `Bearer ${tokens[next++ % CUSTOMERS]!.token}` },
            }),
          },
        ],
      });
      rows.push({ db, call: 'GET user/me', connections, ...me });
    }
  } finally {
    await shop.stop();
  }
}
console.table(rows);
