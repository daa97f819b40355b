import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.ts';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type NewWebhookDelivery = Pick<
  Insertable<WebhookDeliveryTable>,
  'endpoint_id' | 'event_id' | 'event_type' | 'object_key' | 'payload'
>;
type Executor = Transaction<Database> | Db;

/** The webhook endpoints the owner registered and the outbox of their deliveries (decision 0052). */
export function createWebhookRepository(db: Db) {
  return {
    async endpoints(): Promise<WebhookEndpointRow[]> {
      return db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute();
    },

    async findEndpoint(id: number): Promise<WebhookEndpointRow | undefined> {
      return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertEndpoint(row: Omit<Insertable<WebhookEndpointTable>, 'id'>): Promise<WebhookEndpointRow> {
      return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async updateEndpoint(
      id: number,
      patch: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'is_active' | 'updated_at'>>,
    ): Promise<WebhookEndpointRow | undefined> {
      return db
        .updateTable('webhook_endpoints')
        .set(patch)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes an endpoint and its delivery log. */
    async deleteEndpoint(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
        const gone = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
        return Number(gone.numDeletedRows) > 0;
      });
    },

    /** The newest deliveries of an endpoint, for its log. */
    async deliveries(endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async findDelivery(endpointId: number, id: number): Promise<WebhookDeliveryRow | undefined> {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A delivery sent again ("Skicka igen"): pending now, with a new 24-hour window. */
    async resend(id: number, now: Date, giveUpAt: Date): Promise<WebhookDeliveryRow | undefined> {
      return db
        .updateTable('webhook_deliveries')
        .set({
          status: 'pending',
          next_attempt_at: now.toISOString(),
          give_up_at: giveUpAt.toISOString(),
          locked_until: null,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Claims up to `limit` due deliveries for `leaseMs`, counting the attempt. A delivery is due when its time has
     * come, its endpoint is active, and no earlier delivery of the same object to the same endpoint is still
     * pending: events of one object arrive in the order they happened. The update re-checks the claim, so one
     * worker takes a row.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<WebhookDeliveryRow[]> {
      const at = now.toISOString();
      const ids = (
        await db
          .selectFrom('webhook_deliveries as d')
          .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
          .select('d.id')
          .where('d.status', '=', 'pending')
          .where('d.next_attempt_at', '<=', at)
          .where('e.is_active', '=', 1)
          .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<', at)]))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('webhook_deliveries as earlier')
                  .select('earlier.id')
                  .whereRef('earlier.endpoint_id', '=', 'd.endpoint_id')
                  .whereRef('earlier.object_key', '=', 'd.object_key')
                  .where('earlier.status', '=', 'pending')
                  .whereRef('earlier.id', '<', 'd.id'),
              ),
            ),
          )
          .orderBy('d.id')
          .limit(limit)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .updateTable('webhook_deliveries')
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

    /** What an attempt got: delivered, tried again at `retryAt`, or given up (`failed`). */
    async recordAttempt(
      id: number,
      outcome: { delivered: boolean; code: number | null; excerpt: string; retryAt: Date | null },
      now: Date,
    ): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable('webhook_deliveries')
        .set({
          status: outcome.delivered ? 'delivered' : outcome.retryAt ? 'pending' : 'failed',
          ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt.toISOString() } : {}),
          delivered_at: outcome.delivered ? at : null,
          last_attempt_at: at,
          locked_until: null,
          response_code: outcome.code,
          response_excerpt: outcome.excerpt,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A delivery made at once (the test ping), logged with its outcome. */
    async insertSent(
      delivery: NewWebhookDelivery & {
        status: 'delivered' | 'failed';
        response_code: number | null;
        response_excerpt: string;
      },
      now: Date,
    ): Promise<WebhookDeliveryRow> {
      const at = now.toISOString();
      return db
        .insertInto('webhook_deliveries')
        .values({
          ...delivery,
          attempts: 1,
          next_attempt_at: at,
          give_up_at: at,
          last_attempt_at: at,
          delivered_at: delivery.status === 'delivered' ? at : null,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

/** The active endpoints (id, URL-less) and the events each subscribes to, read in the caller's transaction. */
export async function activeSubscriptions(executor: Executor): Promise<{ id: number; events: string }[]> {
  return executor
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('is_active', '=', 1)
    .execute();
}

/** Writes one event's deliveries into the outbox, in the caller's transaction: they exist exactly when the change does. */
export async function enqueueDeliveries(
  executor: Executor,
  deliveries: readonly NewWebhookDelivery[],
  now: Date,
  giveUpAt: Date,
): Promise<void> {
  if (deliveries.length === 0) return;
  const at = now.toISOString();
  await executor
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((d) => ({
        ...d,
        next_attempt_at: at,
        give_up_at: giveUpAt.toISOString(),
        created_at: at,
      })),
    )
    .execute();
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
