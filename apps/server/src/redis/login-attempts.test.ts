import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPlugin, createMailTransport, migrateToLatest, openDatabase } from '@hemma/api';
import { createCustomerRepository, createStaffRepository, type Db, hashPassword } from '@hemma/api/seeding';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from './link.ts';
import { redisLoginAttempts } from './login-attempts.ts';

// Login counters shared through a real Redis (decision 0032) by two API nodes, each on a database of its own, over
// real HTTP. Issue 29: guesses sent in parallel must each be counted before their password is checked, whichever node
// they reach. The clock stands still, so no limit or delay runs out during the test.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `hemma-test-${randomBytes(4).toString('hex')}:`;
const clock = Date.now();
const PAIR_LIMIT = 5;
const BURST = 40;
const EMAIL = 'karin@hemma.example';
const PASSWORD = 'Soffa-Blå-2026';

interface Node {
  base: string;
  close(): Promise<void>;
}

async function linkReady(): Promise<RedisLink> {
  const link = connectRedis(REDIS_URL, { prefix, log: { warn: () => {} } });
  await new Promise<void>((resolve) => {
    link.commands.once('ready', () => resolve());
    setTimeout(resolve, 2_000);
  });
  return link;
}

async function startNode(link: RedisLink): Promise<Node> {
  const dir = mkdtempSync(join(tmpdir(), 'hemma-redis-login-'));
  const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
  await migrateToLatest(handle);
  await addAccounts(handle.db);
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    db: handle.db,
    imagesDir: join(dir, 'images'),
    imageCacheDir: join(dir, 'cache'),
    mail: createMailTransport({ outboxDir: join(dir, 'outbox'), from: 'Hemma <order@hemma.example>' }),
    auth: { loginAttemptsPerAccountAddress: PAIR_LIMIT },
    staff: { loginAttemptsPerAccountAddress: PAIR_LIMIT },
    loginAttempts: (database) => redisLoginAttempts(link, database),
    now: () => new Date(clock),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    base: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await handle.close();
      await link.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same customer and staff user on every node's database: only Redis joins their counters. */
async function addAccounts(db: Db): Promise<void> {
  const now = new Date(clock).toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  await createStaffRepository(db).insert(db, {
    email: EMAIL,
    name: 'Karin Berg',
    role: 'owner',
    passwordHash,
    now,
  });
  // A customer belongs to a group (General, id 1), which has a tax class: the rows the demo seed would make.
  await db
    .insertInto('tax_classes')
    .values({ id: 3, class_name: 'Retail Customer', class_type: 'CUSTOMER' })
    .execute();
  await db.insertInto('customer_groups').values({ id: 1, code: 'General', tax_class_id: 3 }).execute();
  await createCustomerRepository(db).insert(
    {
      email: EMAIL,
      firstname: 'Karin',
      lastname: 'Berg',
      password_hash: passwordHash,
      loyalty_card_number: '2900000000019',
      created_at: now,
      updated_at: now,
    },
    [],
  );
}

const post = (node: Node, path: string, body: unknown) =>
  fetch(`${node.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const firstLink = await linkReady();
const available = firstLink.up();
if (!available)
  console.warn(
    `\n\n  ⚠⚠⚠  SKIPPED: no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL). Shared login counters NOT tested.  ⚠⚠⚠\n\n`,
  );

/** 40 guesses at once, every other one to each node: how many were checked (401) and how many refused (429). */
async function burst(path: string, guess: (i: number) => unknown) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => post(i % 2 ? a : b, path, guess(i))),
  );
  const statuses = answers.map((answer) => answer.status);
  return {
    checked: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
  };
}

/** The entries of the one counter of this scope in Redis (not in either node's database). */
async function countedInRedis(scope: string): Promise<number> {
  const counters = await firstLink.commands.keys(`${prefix}attempts:${scope}:*`);
  expect(counters).toHaveLength(1);
  return firstLink.commands.zcard(counters[0]!);
}

let a: Node;
let b: Node;

describe.skipIf(!available)('login counters in Redis, shared by two nodes', () => {
  beforeAll(async () => {
    [a, b] = await Promise.all([startNode(firstLink), linkReady().then(startNode)]);
  }, 60_000);
  afterAll(async () => {
    const keys = await firstLink.commands.keys(`${prefix}*`).catch(() => []);
    if (keys.length > 0) await firstLink.commands.del(...keys);
    await Promise.all([a?.close(), b?.close()]);
  }, 30_000);

  it('check at most the limit of customer passwords of a burst over both nodes; refuse the right one', async () => {
    const { checked, refused } = await burst('/api/user/login', (i) => ({
      username: EMAIL,
      password: `Fel-Lösen-${i}`,
    }));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(refused).toBe(BURST - checked);
    expect(await countedInRedis('account-address')).toBe(checked);
    for (const node of [a, b])
      expect((await post(node, '/api/user/login', { username: EMAIL, password: PASSWORD })).status).toBe(429);
  }, 60_000);

  it('check at most the limit of staff passwords of a burst over both nodes; refuse the right one', async () => {
    const { checked, refused } = await burst('/api/admin/session', (i) => ({
      email: EMAIL,
      password: `Guess-${i}-aA1`,
    }));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(refused).toBe(BURST - checked);
    expect(await countedInRedis('staff-account-address')).toBe(checked);
    for (const node of [a, b])
      expect((await post(node, '/api/admin/session', { email: EMAIL, password: PASSWORD })).status).toBe(429);
  }, 60_000);
});
