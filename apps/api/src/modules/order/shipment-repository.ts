import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface ShipmentLine {
  orderItemId: number;
  qty: number;
}

export interface ShipmentView {
  id: number;
  carrier: string;
  tracking_number: string;
  staff_email: string | null;
  created_at: string;
  lines: { order_item_id: number; qty: number; sku: string; name: string }[];
}

/** Shipments of an order's lines (decision 0055, migration 0040). */
export function createShipmentRepository(db: Db) {
  return {
    /**
     * Marks `qty` more of each line shipped, each only while that much is left of it: false (and the caller rolls
     * back) when a line had less left — someone shipped it meanwhile.
     */
    async shipLines(trx: Transaction<Database>, orderId: number, lines: readonly ShipmentLine[]) {
      for (const line of lines) {
        const moved = await trx
          .updateTable('order_items')
          .set({ qty_shipped: sql<number>`qty_shipped + ${line.qty}` })
          .where('id', '=', line.orderItemId)
          .where('order_id', '=', orderId)
          .where(sql<boolean>`qty_shipped + ${line.qty} <= qty`)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return false;
      }
      return true;
    },

    async add(
      trx: Transaction<Database>,
      shipment: {
        order_id: number;
        carrier: string;
        tracking_number: string;
        staff_email: string | null;
        created_at: string;
      },
      lines: readonly ShipmentLine[],
    ): Promise<{ id: number; number: number }> {
      const row = await trx
        .insertInto('shipments')
        .values(shipment)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shipment_items')
        .values(lines.map((l) => ({ shipment_id: row.id, order_item_id: l.orderItemId, qty: l.qty })))
        .execute();
      // Its number within the order (1, 2, …): the order's row is moved first, so its shipments are added one by one.
      const before = await trx
        .selectFrom('shipments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('order_id', '=', shipment.order_id)
        .where('id', '<=', row.id)
        .executeTakeFirstOrThrow();
      return { id: row.id, number: Number(before.n) };
    },

    /** The shipments of some orders, oldest first, with their lines' sku and name. */
    async ofOrders(orderIds: readonly number[]): Promise<Map<number, ShipmentView[]>> {
      const found = new Map<number, ShipmentView[]>();
      if (orderIds.length === 0) return found;
      const shipments = await db
        .selectFrom('shipments')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('id')
        .execute();
      if (shipments.length === 0) return found;
      const lines = await db
        .selectFrom('shipment_items')
        .innerJoin('order_items', 'order_items.id', 'shipment_items.order_item_id')
        .select([
          'shipment_items.shipment_id',
          'shipment_items.order_item_id',
          'shipment_items.qty',
          'order_items.sku',
          'order_items.name',
        ])
        .where(
          'shipment_items.shipment_id',
          'in',
          shipments.map((s) => s.id),
        )
        .orderBy('shipment_items.id')
        .execute();
      for (const s of shipments) {
        const view: ShipmentView = {
          id: s.id,
          carrier: s.carrier,
          tracking_number: s.tracking_number,
          staff_email: s.staff_email,
          created_at: s.created_at,
          lines: lines
            .filter((l) => l.shipment_id === s.id)
            .map((l) => ({ order_item_id: l.order_item_id, qty: l.qty, sku: l.sku, name: l.name })),
        };
        found.set(s.order_id, [...(found.get(s.order_id) ?? []), view]);
      }
      return found;
    },
  };
}

export type ShipmentRepository = ReturnType<typeof createShipmentRepository>;
