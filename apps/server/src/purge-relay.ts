import cluster from 'node:cluster';
import type { CachePurges } from '@hemma/api';

interface PurgeMessage {
  type: 'hemma:purge';
  tags: string[];
}

const isPurge = (message: unknown): message is PurgeMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as PurgeMessage).type === 'hemma:purge' &&
  Array.isArray((message as PurgeMessage).tags);

/**
 * Purges published by the API of this process (an order that sold out a product, a back-office change): applied
 * here, and in every other worker of the same primary (HEMMA_WORKERS) through it. Across machines this is Redis's
 * job; without it, other nodes' pages follow when their time in the cache ends.
 */
export function createPurgeRelay(apply: (tags: string[]) => void): CachePurges {
  if (cluster.isWorker)
    process.on('message', (message: unknown) => {
      if (isPurge(message)) apply(message.tags);
    });
  return {
    publish(tags) {
      apply([...tags]);
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
