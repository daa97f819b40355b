import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderEventTable } from '../../db/tables/back-office.ts';
import type { OrderItemTable, OrderTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type NewOrder = Omit<Insertable<OrderTable>, 'increment_id'>;
export type NewOrderItem = Omit<Insertable<OrderItemTable>, 'order_id'>;
export type OrderEventRow = Selectable<OrderEventTable>;
export type NewOrderEvent = Insertable<OrderEventTable>;

/** Writes one entry of an order's timeline (placed, a status change, a mail, a note), in the caller's transaction. */
export async function addOrderEvent(trx: Transaction<Database> | Db, event: NewOrderEvent): Promise<void> {
  await trx.insertInto('order_events').values(event).execute();
}

/** An order's payment state (decision 0027: it follows its payment session's), in the caller's transaction or not. */
export async function setOrderPaymentStatus(
  executor: Transaction<Database> | Db,
  orderId: number,
  status: string,
  now: string,
): Promise<void> {
  await executor
    .updateTable('orders')
    .set({ payment_status: status, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** Records what an order took from stock per product, in the order's transaction (decision 0022). */
export async function recordReservations(
  trx: Transaction<Database>,
  orderId: number,
  reservations: ReadonlyMap<number, number>,
): Promise<void> {
  if (reservations.size === 0) return;
  await trx
    .insertInto('order_reservations')
    .values([...reservations].map(([product_id, qty]) => ({ order_id: orderId, product_id, qty })))
    .execute();
}

/** The shop's order numbers start here, so they look like order numbers and never like small ids. */
const INCREMENT_BASE = 100_000_000;

/** Orders and their lines. */
export function createOrderRepository(db: Db) {
  return {
    async findByClientId(clientOrderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst();
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByIncrementId(incrementId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('increment_id', '=', incrementId).executeTakeFirst();
    },

    async items(orderId: number, executor: Transaction<Database> | Db = db): Promise<OrderItemRow[]> {
      return executor
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Inserts the order inside the caller's transaction; the database gives it its order number as the row is written
     * (migration 0028). Inserting first claims the client order id (unique), so a concurrent copy of the same order
     * waits or fails here.
     */
    async insert(trx: Transaction<Database>, order: NewOrder): Promise<OrderRow> {
      const inserted = await trx
        .insertInto('orders')
        .values({ ...order, increment_id: `pending-${order.client_order_id}` })
        .returningAll()
        .executeTakeFirstOrThrow();
      // SQLite's trigger updates the row after the insert, which RETURNING does not see; the number is the same.
      return { ...inserted, increment_id: String(INCREMENT_BASE + inserted.id) };
    },

    /** Inserts an order's lines inside the caller's transaction, in their order (by id). */
    async insertItems(
      trx: Transaction<Database>,
      orderId: number,
      items: readonly NewOrderItem[],
    ): Promise<OrderItemRow[]> {
      if (items.length === 0) return [];
      const lines = await trx
        .insertInto('order_items')
        .values(items.map((item) => ({ ...item, order_id: orderId })))
        .returningAll()
        .execute();
      // RETURNING's row order is unspecified on SQLite; lines read later come by id.
      return lines.sort((a, b) => a.id - b.id);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

export type { OrderItemTable, OrderTable };
