import {
  registerFigure,
  type LoginAttemptStoreFactory,
  type PickupPointStore,
  type RequestCounterFactory,
  type WorkSignal,
} from '@hemma/api';
import type { SharedPages } from '../page-cache.ts';
import { registerReadinessCheck } from '../operations.ts';
import { nodeEvents, type NodeEvents } from './events.ts';
import { connectRedis, type RedisLink, type RedisLog } from './link.ts';
import { redisLoginAttempts } from './login-attempts.ts';
import { redisPickupPoints } from './pickup-points.ts';
import { redisRequestCounter } from './request-counter.ts';
import { sharedPages } from './shared-pages.ts';

/** What this process shares with the other nodes through Redis (decision 0032). */
export interface ScaleOut {
  link: RedisLink;
  events: NodeEvents;
  loginAttempts: LoginAttemptStoreFactory;
  /** API keys' requests per minute, counted once for all nodes (decision 0051). */
  apiKeyRequests: RequestCounterFactory;
  mailSignal: WorkSignal;
  /** PostNord's answered pick-up points, shared by the nodes (decision 0048). */
  pickupPoints: PickupPointStore;
  /** The page cache's shared level, for pages kept `lifetimeMs` (their time to live and stale time). */
  sharedPages(options: { lifetimeMs: number; maxBytes: number }): SharedPages;
  close(): Promise<void>;
}

/**
 * Connects to Redis at `url` and makes the parts that use it. Redis away at start or later is no error: every part
 * falls back on its per-node way, /readyz says "degraded" with the reason, and all resumes when Redis answers.
 */
export function connectScaleOut(url: string, options: { prefix: string; log: RedisLog }): ScaleOut {
  const link = connectRedis(url, options);
  const events = nodeEvents(link);
  registerReadinessCheck('redis', () => link.ping(), { optional: true });
  registerFigure({
    name: 'hemma_redis_up',
    help: 'Whether this process reaches Redis (1) or serves on its own (0)',
    aggregate: 'sum',
    read: () => (link.up() ? 1 : 0),
  });
  const wakeUps: (() => void)[] = [];
  events.listen((event) => {
    if (event.kind === 'mail') for (const wake of wakeUps) wake();
  });
  return {
    link,
    events,
    loginAttempts: (database) => redisLoginAttempts(link, database),
    apiKeyRequests: (memory) => redisRequestCounter(link, memory),
    mailSignal: {
      get live() {
        return link.up();
      },
      announce: () => void events.publish({ kind: 'mail' }),
      listen: (wake) => wakeUps.push(wake),
    },
    pickupPoints: redisPickupPoints(link),
    sharedPages: (pageOptions) => sharedPages(link, pageOptions),
    close: () => link.close(),
  };
}
