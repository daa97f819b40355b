// The cost of the session check (decision 0024): `GET /api/user/me` at 32 concurrent clients, each request with one
// of 32 customers' bearer tokens, on a freshly seeded shop. Every authenticated request now reads the customer and
// checks its session in one indexed lookup; compare the req/s of this tree with the code before the check by running
// the same script on both (the budget: within 20 %).
//   npx tsx bench/user-me.ts [--db sqlite,postgres] [--duration 10] [--connections 32] [--rounds 2]
import { measure } from './support/api.ts';
import { json, post, startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite').split(',');
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '32'));
const rounds = Number(arg('rounds', '2'));
const PASSWORD = 'Bench-Mark-2026!';
const CUSTOMERS = 32;

const rows: Record<string, unknown>[] = [];
let port = 3690;
for (const db of databases) {
  const shop = await startShop('user-me', db, port++);
  try {
    const emails = Array.from({ length: CUSTOMERS }, (_, i) => `bench-me-${i}@hemma.example`);
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
    let next = 0;
    // A short warm-up, then the rounds that count.
    await measure({ url: `${shop.baseUrl}/api/health`, connections, duration: 2 });
    for (let round = 1; round <= rounds; round++) {
      const result = await measure({
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
      rows.push({ db, call: 'GET user/me', connections, round, ...result });
    }
  } finally {
    await shop.stop();
  }
}
console.table(rows);
