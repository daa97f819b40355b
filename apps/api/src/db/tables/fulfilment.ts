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

/**
 * Migration 0053 (decision 0060, addendum 4): the refund an edit lowering a paid order owes, `due` from the edit's
 * transaction until the provider's answer moves it once; `mail` is the change mail's model without its difference.
 */
export interface OrderEditRefundTable {
  id: Generated<number>;
  order_id: number;
  refund_id: string;
  /** Öre incl. VAT: what the edit owes back. */
  amount: number;
  state: Generated<'due' | 'refunded' | 'refused' | 'unanswered'>;
  /** Öre: the part the provider paid back by the end (all of `amount` when refunded). */
  refunded: Generated<number>;
  reason: string | null;
  mail: string;
  staff_id: number | null;
  staff_email: string;
  created_at: string;
  settled_at: Generated<string | null>;
  handled_at: Generated<string | null>;
  handled_by: Generated<string | null>;
}

export interface FulfilmentTables {
  shipments: ShipmentTable;
  shipment_items: ShipmentItemTable;
  order_edit_refunds: OrderEditRefundTable;
}
