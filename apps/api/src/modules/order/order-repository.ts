import type { Generated, Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Migration 0004: placed orders. Amounts in öre incl. VAT unless named otherwise. */
export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  client_order_id: string;
  request_hash: string;
  cart_token: string | null;
  customer_id: number | null;
  group_id: number;
  store_code: string;
  locale: string;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  /** JSON address; null for orders that need no shipping (virtual and downloadable items only). */
  shipping_address: string | null;
  billing_address: string;
  shipping_method: string | null;
  shipping_title: string | null;
  payment_method: string;
  payment_title: string;
  coupon_code: string | null;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_incl_tax: number;
  shipping_incl_tax: number;
  payment_incl_tax: number;
  tax: number;
  grand_total: number;
  created_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  product_type: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  tax_percent: number;
  product_option: string | null;
  /** The chosen options as shown to the shopper ("Färg: Grön; Storlek: 3-sits"). */
  options_text: string;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type NewOrder = Omit<Insertable<OrderTable>, 'increment_id'>;
export type NewOrderItem = Omit<Insertable<OrderItemTable>, 'order_id'>;
type OrderDb = { orders: OrderTable; order_items: OrderItemTable };

/** The shop's order numbers start here, so they look like order numbers and never like small ids. */
const INCREMENT_BASE = 100_000_000;

/** Orders and their lines. */
export function createOrderRepository(database: Db) {
  const db = database.withTables<OrderDb>();
  return {
    async findByClientId(clientOrderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst();
    },

    async findByIncrementId(incrementId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('increment_id', '=', incrementId).executeTakeFirst();
    },

    async items(orderId: number): Promise<OrderItemRow[]> {
      return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Inserts the order and its lines inside the caller's transaction and gives it its order number. Inserting
     * first claims the client order id (unique), so a concurrent copy of the same order waits or fails here.
     */
    async insert(
      trx: Transaction<Database>,
      order: NewOrder,
      items: readonly NewOrderItem[],
    ): Promise<OrderRow> {
      const t = trx.withTables<OrderDb>();
      const inserted = await t
        .insertInto('orders')
        .values({ ...order, increment_id: `pending-${order.client_order_id}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await t
        .updateTable('orders')
        .set({ increment_id: String(INCREMENT_BASE + inserted.id) })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (items.length > 0)
        await t
          .insertInto('order_items')
          .values(items.map((item) => ({ ...item, order_id: row.id })))
          .execute();
      return row;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

/** True when an insert failed on a unique constraint (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) ||
    /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}
