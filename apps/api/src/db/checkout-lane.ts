import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PoolProfile } from './pool-profile.ts';

const lane = new AsyncLocalStorage<true>();

/**
 * Runs a cart or order request in the checkout lane: while PostgreSQL's pool is busy, its statements get the next
 * free connection before other requests' (decision 0046). Outside such a run a statement waits in the other lane.
 */
export function inCheckoutLane<T>(work: () => T): T {
  return lane.run(true, work);
}

/**
 * Checkout statements given a connection in a row while others wait, before one of the others gets one. 16, not
 * the first 4 (decision 0073): at 4 the checkout lane got barely more than its share of the connections, so carts
 * and orders still did most of the waiting under the load mix.
 */
export const CHECKOUT_RUN = 16;

export interface LanePool {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
  /** Checkouts waiting for a connection, in both lanes. */
  waiting(): number;
}

/**
 * A gate in front of the pg pool, with room for its `max` connections and a queue per lane. A connection given
 * back goes to the oldest checkout statement waiting, except that after CHECKOUT_RUN of those in a row a waiting
 * statement of the other lane gets it, so that searches and pages are slowed by checkouts but never starved.
 */
export function laneGate(pool: pg.Pool, max: number, profile?: PoolProfile): LanePool {
  let free = max;
  let run = 0;
  const checkout: (() => void)[] = [];
  const other: (() => void)[] = [];
  // Whenever a connection is free both queues are empty: a connection given back goes straight to a waiter.
  const pass = () => {
    let next: (() => void) | undefined;
    if (checkout.length > 0 && (run < CHECKOUT_RUN || other.length === 0)) {
      next = checkout.shift();
      run += 1;
    } else if (other.length > 0) {
      next = other.shift();
      run = 0;
    }
    if (next) next();
    else free += 1;
  };
  const acquire = (): Promise<void> => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => (lane.getStore() ? checkout : other).push(resolve));
  };
  return {
    async connect() {
      const askedAt = profile ? performance.now() : 0;
      const inLane = profile && lane.getStore() ? 'checkout' : 'other';
      await acquire();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        pass();
        throw error;
      }
      const untrack = profile?.track(client, inLane, askedAt);
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        client.release = release;
        untrack?.();
        // Back to the pool first, so that the waiter this lets in finds the connection idle.
        release.call(client, error);
        pass();
      };
      return client;
    },
    end: () => pool.end(),
    waiting: () => checkout.length + other.length + pool.waitingCount,
  };
}
