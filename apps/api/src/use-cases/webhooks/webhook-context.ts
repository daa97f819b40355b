import type { Db } from '../../db/database.ts';
import { createWebhookRepository } from '../../modules/webhooks/webhook-repository.ts';
import { createWebhookWorker } from './webhook-worker.ts';

/** Webhook endpoints, their outbox and its worker (decision 0052), built once per API instance. */
export function createWebhookContext(
  db: Db,
  options: { now: () => Date; log: { error(message: string): void }; pollMs?: number },
) {
  return {
    db,
    now: options.now,
    repository: createWebhookRepository(db),
    worker: createWebhookWorker({
      db,
      log: options.log,
      now: options.now,
      ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    }),
  };
}

export type WebhookContext = ReturnType<typeof createWebhookContext>;
