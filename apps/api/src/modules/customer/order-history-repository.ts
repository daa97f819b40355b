import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A read-only view of the order module's tables (migration 0004) with just what the account's order history shows.
 * Declared here rather than imported, so that the customer module does not depend on the order module.
 */
interface OrderHistoryTable {
  id: number;
  increment_id: string;
  customer_id: number | null;
  store_code: string;
  status: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  shipping_address: string | null;
  billing_address: string;
  shipping_title: string | null;
  payment_method: string;
  payment_title: string;
  coupon_code: string | null;
  subtotal_incl_tax: number;
  discount_incl_tax: number;
  shipping_incl_tax: number;
  payment_incl_tax: number;
  tax: number;
  grand_total: number;
  created_at: string;
}

interface OrderHistoryItemTable {
  id: number;
  order_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  product_type: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  options_text: string;
}

export type HistoryOrderRow = Selectable<OrderHistoryTable>;
export type HistoryOrderItemRow = Selectable<OrderHistoryItemTable>;

export function createOrderHistoryRepository(database: Db) {
  const db = database.withTables<{ orders: OrderHistoryTable; order_items: OrderHistoryItemTable }>();
  return {
    /** One page of a customer's orders, newest first, and how many there are in all. */
    async page(
      customerId: number,
      limit: number,
      offset: number,
    ): Promise<{ orders: HistoryOrderRow[]; total: number }> {
      const [orders, count] = await Promise.all([
        db
          .selectFrom('orders')
          .selectAll()
          .where('customer_id', '=', customerId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { orders, total: Number(count.n) };
    },

    async items(orderIds: readonly number[]): Promise<HistoryOrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('id')
        .execute();
    },
  };
}

export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
