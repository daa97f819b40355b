import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, MailOutboxTable } from '../../db/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Pick<
  Insertable<MailOutboxTable>,
  'kind' | 'order_id' | 'recipient' | 'subject' | 'text_body' | 'html_body'
>;

/** Writes a mail to send into the outbox, in the caller's transaction: it exists exactly when the change does. */
export async function enqueueMail(
  trx: Transaction<Database> | Db,
  mail: NewOutboxMail,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const row = await trx
    .insertInto('mail_outbox')
    .values({ ...mail, next_attempt_at: at, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes a rendered mail about an order (its subject, text and HTML) into the outbox, in the caller's transaction. */
export function enqueueOrderMail(
  trx: Transaction<Database> | Db,
  kind: NewOutboxMail['kind'],
  order: { id: number; customer_email: string },
  mail: { subject: string; text: string; html: string },
  now: Date,
): Promise<number> {
  return enqueueMail(
    trx,
    {
      kind,
      order_id: order.id,
      recipient: order.customer_email,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    },
    now,
  );
}

/** The mail outbox's rows and their claims (decision 0031). */
export function createOutboxRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` due mails for `leaseMs`: each row is taken by one worker only (the update re-checks the
     * claim under the row's lock), and a worker that dies lets its rows go when the lease ends. Counts the attempt.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
      const at = now.toISOString();
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .orderBy('id')
        .limit(limit);
      const ids = (await due.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .updateTable('mail_outbox')
        .set((eb) => ({
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .returningAll()
        .execute();
    },

    async markSent(id: number, messageId: string, now: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: now.toISOString(),
          message_id: messageId,
          locked_until: null,
          last_error: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: retryAt?.toISOString() ?? new Date(0).toISOString(),
          locked_until: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Mails waiting to be sent and mails given up on: the backlog the metrics and the back office show. */
    async backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: string | null }> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          'status',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', 'in', ['pending', 'failed'])
        .groupBy('status')
        .execute();
      const pending = rows.find((r) => r.status === 'pending');
      return {
        pending: Number(pending?.count ?? 0),
        failed: Number(rows.find((r) => r.status === 'failed')?.count ?? 0),
        oldestPendingAt: pending?.oldest ?? null,
      };
    },

    /** The newest mails that are not sent (waiting or given up), for the back office. */
    async unsent(limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', 'in', ['pending', 'failed'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
