import cluster from 'node:cluster';
import type { CachePurges } from '@hemma/api';
import type { NodeEvents } from './redis/events.ts';

interface PurgeMessage {
  type: 'hemma:purge';
  tags: string[];
}

const isPurge = (message: unknown): message is PurgeMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as PurgeMessage).type === 'hemma:purge' &&
  Array.isArray((message as PurgeMessage).tags);

/** Where a purge came from: this process, or another one (which marked the shared page level already). */
export type PurgeSource = 'here' | 'elsewhere';

/**
 * Purges published by the API of this process (an order that sold out a product, a back-office change): applied
 * here, and in every other process. With Redis (decision 0032) they go out on its channel to every process of every
 * node; without it, or while it is away, to the other workers of the same primary (HEMMA_WORKERS), and other nodes'
 * pages follow by the catalogue version or when their time in the cache ends.
 */
export function createPurgeRelay(
  apply: (tags: string[], source: PurgeSource) => void,
  events?: NodeEvents,
): CachePurges {
  if (cluster.isWorker)
    process.on('message', (message: unknown) => {
      if (isPurge(message)) apply(message.tags, 'elsewhere');
    });
  events?.listen((event) => {
    if (event.kind === 'purge') apply(event.tags, 'elsewhere');
  });
  return {
    publish(tags) {
      apply([...tags], 'here');
      if (events?.publish({ kind: 'purge', tags: [...tags] })) return;
      if (cluster.isWorker && process.send) process.send({ type: 'hemma:purge', tags: [...tags] });
    },
  };
}

/** In the primary: hands each worker's purges to the other workers. */
export function relayPurgesBetweenWorkers(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isPurge(message)) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
  });
}
