import { randomBytes } from 'node:crypto';
import { createMemoryRequestCounter } from '@hemma/api';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from './link.ts';
import { redisRequestCounter } from './request-counter.ts';

// API keys' requests counted in a real Redis (decision 0051): two nodes count one key together; while Redis is away,
// each counts in its own memory.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `hemma-test-${randomBytes(4).toString('hex')}:`;
const links: RedisLink[] = [];

async function linkReady(url = REDIS_URL): Promise<RedisLink> {
  const link = connectRedis(url, { prefix, log: { warn: () => {} } });
  links.push(link);
  await new Promise<void>((resolve) => {
    link.commands.once('ready', () => resolve());
    setTimeout(resolve, 2_000);
  });
  return link;
}

afterAll(async () => {
  for (const link of links) await link.close();
});

describe('API key request counter in Redis', () => {
  it('counts a key once for all nodes, per window, and falls back on memory without Redis', async () => {
    const [a, b] = [await linkReady(), await linkReady()];
    const nodeA = redisRequestCounter(a, createMemoryRequestCounter());
    const nodeB = redisRequestCounter(b, createMemoryRequestCounter());
    const now = 1_800_000_000_000;
    expect((await nodeA.hit('api-key:1', 60_000, now)).count).toBe(1);
    expect((await nodeB.hit('api-key:1', 60_000, now + 10)).count).toBe(2);
    expect((await nodeA.hit('api-key:2', 60_000, now + 20)).count).toBe(1);
    const next = await nodeB.hit('api-key:1', 60_000, now + 60_000);
    expect(next).toEqual({ count: 1, resetAtMs: now - (now % 60_000) + 120_000 });

    const away = redisRequestCounter(await linkReady('redis://127.0.0.1:1/5'), createMemoryRequestCounter());
    expect((await away.hit('api-key:1', 60_000, now)).count).toBe(1);
    expect((await away.hit('api-key:1', 60_000, now)).count).toBe(2);
  });
});
