import type { Db } from '../../db/database.ts';
import { sendWebhook } from '../../modules/webhooks/webhook-sender.ts';
import {
  createWebhookRepository,
  type WebhookDeliveryRow,
} from '../../modules/webhooks/webhook-repository.ts';
import { workInRounds } from '../work-rounds.ts';
import { onWebhookEventRaised } from './raise-webhook-event.ts';

export interface WebhookWorkerOptions {
  db: Db;
  log: { error(message: string): void };
  now: () => Date;
  /** How often due deliveries are looked for when nothing wakes the worker (retries, other processes'); 0: never. */
  pollMs?: number;
  /** How long a claimed delivery belongs to this worker: longer than a delivery's timeout. */
  leaseMs?: number;
  /** One delivery's timeout. */
  timeoutMs?: number;
}

/** Attempt n (1-based) failed: the next waits 30 s · 2^(n-1), at most an hour — about 30 attempts in 24 hours. */
export function webhookRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

const BATCH = 20;

/**
 * Sends the webhook outbox (decision 0052), shaped as the mail outbox's worker (decision 0031): every API process
 * runs one; a delivery is claimed by one worker at a time and sent signed; a 2xx marks it delivered, anything else
 * is tried again with backoff until its 24-hour window has passed, then it is marked failed. A claimed batch is sent
 * in parallel — it never holds two events of one object, which wait for each other.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const repository = createWebhookRepository(options.db);
  const { log, now } = options;
  const leaseMs = options.leaseMs ?? 60_000;

  async function deliver(row: WebhookDeliveryRow): Promise<void> {
    const endpoint = await repository.findEndpoint(row.endpoint_id);
    if (!endpoint) return;
    const outcome = await sendWebhook(
      { url: endpoint.url, secret: endpoint.secret, id: row.event_id, body: row.payload, now: now() },
      options.timeoutMs,
    );
    const at = now();
    let retryAt: Date | null = null;
    if (!outcome.ok) {
      const giveUpAt = Date.parse(row.give_up_at);
      const next = at.getTime() + webhookRetryDelayMs(row.attempts);
      retryAt = at.getTime() < giveUpAt ? new Date(Math.min(next, giveUpAt)) : null;
      log.error(
        `Webhook ${row.event_type} ${row.event_id} to ${endpoint.url} not delivered (attempt ${row.attempts}, ` +
          `${retryAt ? `next ${retryAt.toISOString()}` : 'given up'}): ${outcome.status ?? ''} ${outcome.excerpt}`,
      );
    }
    await repository.recordAttempt(
      row.id,
      { delivered: outcome.ok, code: outcome.status, excerpt: outcome.excerpt, retryAt },
      at,
    );
  }

  /** Claims and sends due deliveries until none is left; the number tried. */
  async function deliverDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await repository.claimDue(now(), leaseMs, BATCH);
      if (rows.length === 0) return total;
      await Promise.all(rows.map(deliver));
      total += rows.length;
    }
  }

  const rounds = workInRounds({ name: 'Webhook outbox', work: deliverDue, log });

  let unsubscribe: (() => void) | null = null;
  return {
    kick: rounds.wake,
    deliverDue,
    start(): void {
      unsubscribe ??= onWebhookEventRaised(rounds.wake);
      rounds.poll(options.pollMs ?? 1_000);
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      await rounds.stop();
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
