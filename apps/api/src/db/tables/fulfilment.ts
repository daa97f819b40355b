import type { Generated } from 'kysely';

/** Migration 0040: one shipment of some of an order's lines (decision 0055). */
export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  tracking_number: string;
  /** Who shipped it; null for what the shop did itself. */
  staff_email: string | null;
  created_at: string;
}

/** Migration 0040: how many of an order line a shipment carries. */
export interface ShipmentItemTable {
  id: Generated<number>;
  shipment_id: number;
  order_item_id: number;
  qty: number;
}

export interface FulfilmentTables {
  shipments: ShipmentTable;
  shipment_items: ShipmentItemTable;
}
