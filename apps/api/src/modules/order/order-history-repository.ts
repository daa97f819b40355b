import type { Db } from '../../db/database.ts';
import type { OrderItemRow, OrderRow } from './order-repository.ts';

/** What a customer's order history reads: their orders, newest first, and the lines of a page of them. */
export type HistoryOrderRow = OrderRow;
export type HistoryOrderItemRow = OrderItemRow;

export function createOrderHistoryRepository(db: Db) {
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
