import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_RUN, inCheckoutLane, laneGate } from '../src/db/checkout-lane.ts';
import { PoolProfile } from '../src/db/pool-profile.ts';

// The lanes exist on PostgreSQL only (SQLite has no pool): this suite runs when DATABASE_URL names a server, as in
// CI's PostgreSQL run.
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('the checkout lane in front of the PostgreSQL pool', () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  afterAll(() => pool.end());

  /** Takes a connection in a lane, notes who got it, runs a statement on it and gives it back. */
  const use = (lanes: ReturnType<typeof laneGate>, name: string, checkout: boolean, order: string[]) => {
    const take = async () => {
      const client = await lanes.connect();
      order.push(name);
      await client.query('select 1');
      client.release();
    };
    return checkout ? inCheckoutLane(take) : take();
  };

  it('gives a connection given back to checkout statements first, then to the others in turn', async () => {
    const lanes = laneGate(pool, 1);
    const held = await lanes.connect();
    const order: string[] = [];
    const waiting = [
      use(lanes, 'search 1', false, order),
      use(lanes, 'search 2', false, order),
      use(lanes, 'cart 1', true, order),
      use(lanes, 'order 1', true, order),
    ];
    expect(lanes.waiting()).toBe(4);
    held.release();
    await Promise.all(waiting);
    expect(order).toEqual(['cart 1', 'order 1', 'search 1', 'search 2']);
    expect(lanes.waiting()).toBe(0);
  });

  it(`lets a waiting search in after ${CHECKOUT_RUN} checkout statements in a row`, async () => {
    const lanes = laneGate(pool, 1);
    const held = await lanes.connect();
    const order: string[] = [];
    const waiting = [use(lanes, 'search', false, order)];
    const carts = Array.from({ length: CHECKOUT_RUN + 2 }, (_, i) => `cart ${i + 1}`);
    for (const cart of carts) waiting.push(use(lanes, cart, true, order));
    held.release();
    await Promise.all(waiting);
    expect(order).toEqual([...carts.slice(0, CHECKOUT_RUN), 'search', ...carts.slice(CHECKOUT_RUN)]);
  });

  it('passes the connection on when the pool cannot connect', async () => {
    const broken = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 1 });
    const lanes = laneGate(broken, 1);
    await expect(lanes.connect()).rejects.toThrow();
    // The failed checkout did not keep the gate's only place.
    await expect(lanes.connect()).rejects.toThrow();
    expect(lanes.waiting()).toBe(0);
    await broken.end();
  });

  it('profiles, per lane, the checkouts, their statements and transactions (HEMMA_DB_POOL_PROFILE)', async () => {
    const profile = new PoolProfile();
    const lanes = laneGate(pool, 1, profile);
    await use(lanes, 'search', false, []);
    await inCheckoutLane(async () => {
      const client = await lanes.connect();
      for (const sql of ['begin', 'select 1', 'select 2', 'commit']) await client.query(sql);
      client.release();
    });
    // The client given back is itself again: a later user of the pool is not counted.
    const client = await pool.connect();
    await client.query('select 3');
    client.release();
    const report = profile.report();
    expect(report).toMatch(/checkout: 1 checkouts;.* 4 statements,.* 1 transactions holding/);
    expect(report).toMatch(/other: 1 checkouts;.* 1 statements,.* 0 transactions/);
    expect(report).toMatch(/^\s+1\t[\d.]+\t[\d.]+\tselect 2$/m);
    expect(report).not.toContain('select 3');
    profile.reset();
    expect(profile.report()).not.toContain('checkouts');
  });
});
