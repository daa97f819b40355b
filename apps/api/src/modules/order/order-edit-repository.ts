import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderRow } from './order-repository.ts';

/** The order's new amounts after an edit (öre incl. VAT unless named otherwise). */
export interface RepricedOrder {
  subtotal: number;
  subtotal_incl_tax: number;
  discount_incl_tax: number;
  shipping_incl_tax: number;
  tax: number;
  grand_total: number;
  shipping_address: string | null;
  updated_at: string;
}

/**
 * Writes of an order edit of what has not shipped (decision 0055), in the edit's transaction. The order row moves
 * only if nobody changed it since it was read (its status and updated_at; a shipment moves both): two edits, or an
 * edit and a shipment at once, change it once. A line changes only above what of it has shipped.
 */
export const orderEdits = {
  async reprice(trx: Transaction<Database>, before: OrderRow, change: RepricedOrder) {
    let query = trx
      .updateTable('orders')
      .set(change)
      .where('id', '=', before.id)
      .where('status', '=', before.status);
    query =
      before.updated_at === null
        ? query.where('updated_at', 'is', null)
        : query.where('updated_at', '=', before.updated_at);
    return query.returningAll().executeTakeFirst();
  },

  /** False (the caller rolls back) when more of the line has shipped than the new quantity: a shipment meanwhile. */
  async setLine(trx: Transaction<Database>, itemId: number, qty: number, rowTotalInclTax: number) {
    const moved =
      qty === 0
        ? await trx
            .deleteFrom('order_items')
            .where('id', '=', itemId)
            .where('qty_shipped', '=', 0)
            .executeTakeFirst()
        : await trx
            .updateTable('order_items')
            .set({ qty, row_total_incl_tax: rowTotalInclTax })
            .where('id', '=', itemId)
            .where('qty_shipped', '<=', qty)
            .executeTakeFirst();
    return Number('numDeletedRows' in moved ? moved.numDeletedRows : moved.numUpdatedRows) > 0;
  },

  /** What the order holds of a product from stock moves by `delta` with its lines (decision 0022's reservations). */
  async moveReservation(trx: Transaction<Database>, orderId: number, productId: number, delta: number) {
    await trx
      .updateTable('order_reservations')
      .set({ qty: sql<number>`qty + ${delta}` })
      .where('order_id', '=', orderId)
      .where('product_id', '=', productId)
      .execute();
    await trx
      .deleteFrom('order_reservations')
      .where('order_id', '=', orderId)
      .where('product_id', '=', productId)
      .where('qty', '<=', 0)
      .execute();
  },
};
