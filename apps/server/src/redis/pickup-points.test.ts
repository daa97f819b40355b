import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPostnordPickupPoints, createSandboxPickupPoints, PickupPointsUnavailable } from '@hemma/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from './link.ts';
import { redisPickupPoints } from './pickup-points.ts';

// PostNord's answers shared by the nodes through a real Redis (decisions 0032, 0048): a point one node showed is found
// by another that cannot reach PostNord. A small PostNord answers the first node over real HTTP.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `hemma-test-${randomBytes(4).toString('hex')}:`;
const KEY = 'redis-test-key';

let link: RedisLink;
let up = false;
let postnord: Server;
let postnordUrl = '';
let calls = 0;

beforeAll(async () => {
  link = connectRedis(REDIS_URL, { prefix, log: { warn: () => {} } });
  up = await new Promise<boolean>((resolve) => {
    link.commands.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), 2_000);
  });
  if (!up) console.warn(`\n  No Redis at ${REDIS_URL}: the shared pick-up point test is skipped.\n`);
  postnord = createServer((request, response) => {
    calls++;
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    response.writeHead(query.get('apikey') === KEY ? 200 : 403, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        servicePointInformationResponse: {
          servicePoints: [
            {
              servicePointId: '555001',
              name: 'Coop Kungsholmen',
              visitingAddress: {
                streetName: 'Fleminggatan',
                streetNumber: '7',
                postalCode: '11226',
                city: 'STOCKHOLM',
              },
              openingHours: {
                postalServices: [
                  { openDay: 'MONDAY', openTime: '08:00', closeDay: 'MONDAY', closeTime: '20:00' },
                ],
              },
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => postnord.listen(0, '127.0.0.1', resolve));
  postnordUrl = `http://127.0.0.1:${(postnord.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (up) {
    const keys = await link.commands.keys(`${prefix}*`);
    if (keys.length > 0) await link.commands.del(...keys);
  }
  await link.close();
  await new Promise((resolve) => postnord.close(resolve));
});

const node = (apiUrl: string, shared: boolean) =>
  createPostnordPickupPoints(
    { apiKey: KEY, apiUrl, timeoutMs: 500 },
    {
      fallback: createSandboxPickupPoints(),
      log: { warn: () => {} },
      ...(shared ? { store: redisPickupPoints(link) } : {}),
    },
  );

describe('PostNord’s pick-up points shared through Redis', () => {
  it('lets a node that cannot reach PostNord find a point and a postcode another node was answered', async (context) => {
    if (!up) context.skip();
    const first = node(postnordUrl, true);
    const [point] = await first.nearest('112 26', 5);
    expect(point).toMatchObject({ id: '555001', city: 'Stockholm', openingHours: 'Mån 8–20' });
    expect(calls).toBe(1);
    expect(await link.commands.pttl(`${prefix}postnord:point:555001`)).toBeGreaterThan(86_000_000);

    // The second node's PostNord is unreachable (a closed port): it answers from Redis.
    const second = node('http://127.0.0.1:9', true);
    expect(await second.find('555001')).toEqual(point);
    expect(await second.nearest('11226', 5)).toEqual([point]);
    expect(calls).toBe(1);

    // Without Redis it could not confirm the point.
    await expect(node('http://127.0.0.1:9', false).find('555001')).rejects.toBeInstanceOf(
      PickupPointsUnavailable,
    );
  });
});
