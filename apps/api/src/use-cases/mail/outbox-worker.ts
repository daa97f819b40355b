import type { Db } from '../../db/database.ts';
import type { MailTransport } from '../../modules/mail/mail-transport.ts';
import { workInRounds } from '../work-rounds.ts';
import { createOutboxRepository, type OutboxRow } from '../../modules/mail/outbox-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';

export interface OutboxWorkerOptions {
  db: Db;
  mail: MailTransport;
  log: { error(message: string): void };
  now: () => Date;
  /** The shop's address: its host names the Message-IDs (`<outbox-42@shop.example>`). */
  shopUrl: string;
  /** How often due mails are looked for when nobody kicks the worker (retries, other processes' mails); 0: never. */
  pollMs?: number;
  /** How long a claimed mail belongs to this worker; longer than the SMTP transport's own timeouts. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The nodes' shared wake-up (decision 0032); without it each process polls every `pollMs`. */
  signal?: WorkSignal;
}

/**
 * "Mail is waiting", shared by the nodes (Redis pub/sub, decision 0032). Only a wake-up: the outbox table stays the
 * queue, so a lost signal delays a mail until the next poll and loses nothing.
 */
export interface WorkSignal {
  /** Whether signals are getting through now (while they do, the poll slows down). */
  readonly live: boolean;
  announce(): void;
  listen(wake: () => void): void;
}

/** While the shared signal is live, the poll (retries, what a dead node left) runs this many times less often. */
const SIGNALLED_POLL_FACTOR = 10;
/** A busy worker asks for help at most this often: under order load every request kicks it. */
const ANNOUNCE_EVERY_MS = 250;

/** Attempt n (1-based) failed: the next one waits 30 s · 2^(n-1), at most an hour (about 3 h over 10 attempts). */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

const TIMELINE: Partial<Record<OutboxRow['kind'], { what: string; status: string }>> = {
  order_shipped: { what: 'Shipping notice', status: 'shipped' },
  order_cancelled: { what: 'Cancellation notice', status: 'cancelled' },
  order_shipment: { what: 'Shipment notice', status: 'shipped' },
  order_changed: { what: 'Change notice', status: 'changed' },
};

const BATCH = 10;

/**
 * Sends what the mail outbox holds (decision 0031): every API process runs one; a mail is claimed by one worker at a
 * time, sent under a Message-ID of its own, marked sent, or retried with backoff and finally marked failed — each
 * failure logged, and written to the order's timeline for the back office's status mails. `kick()` sends at once
 * what a request just committed; a poll picks up retries and what another process left behind.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const outbox = createOutboxRepository(options.db);
  const { log, now, mail } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const host = hostOf(options.shopUrl);
  let announcedAt = 0;

  async function record(row: OutboxRow, note: string): Promise<void> {
    const timeline = TIMELINE[row.kind];
    if (!timeline || row.order_id === null) return;
    await addOrderEvent(options.db, {
      order_id: row.order_id,
      type: 'mail',
      to_status: timeline.status,
      note,
      created_at: now().toISOString(),
    });
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const what = TIMELINE[row.kind]?.what ?? 'Mail';
    try {
      const sent = await mail.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: `<outbox-${row.id}@${host}>`,
      });
      await outbox.markSent(row.id, sent.messageId, now());
      await record(row, `${what} mailed to ${row.recipient}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts < maxAttempts ? new Date(now().getTime() + retryDelayMs(row.attempts)) : null;
      await outbox.markFailed(row.id, reason, retryAt);
      const next = retryAt ? `next try ${retryAt.toISOString()}` : 'given up';
      log.error(
        `Mail ${row.id} (${row.kind}) to ${row.recipient} not sent, attempt ${row.attempts} of ${maxAttempts}, ${next}: ${reason}`,
      );
      await record(
        row,
        `${what} to ${row.recipient} FAILED: ${reason} (attempt ${row.attempts} of ${maxAttempts}, ${next})`,
      );
    }
  }

  /** Claims and sends due mails until none is left; the number sent or tried. */
  async function deliverDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await outbox.claimDue(now(), leaseMs, BATCH);
      for (const row of rows) await deliver(row);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  const rounds = workInRounds({
    name: 'Mail outbox',
    work: deliverDue,
    log,
    pollWait: (every) => (options.signal?.live ? every * SIGNALLED_POLL_FACTOR : every),
  });
  options.signal?.listen(rounds.wake);

  return {
    /**
     * Sends what is due now, in the background; a kick while sending runs one more round, and asks the other nodes
     * (the shared signal) to take what this one has no time for.
     */
    kick(): void {
      if (rounds.busy() && options.signal && Date.now() - announcedAt >= ANNOUNCE_EVERY_MS) {
        announcedAt = Date.now();
        options.signal.announce();
      }
      rounds.wake();
    },
    deliverDue,
    start: () => rounds.poll(options.pollMs ?? 1_000),
    /** Stops polling and waits for the round in progress. */
    stop: rounds.stop,
    backlog: () => outbox.backlog(),
    unsent: (limit: number) => outbox.unsent(limit),
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'hemma.local';
  } catch {
    return 'hemma.local';
  }
}
