import type { Generated } from 'kysely';

/** Migration 0039: returns under the right of withdrawal (decision 0054). Amounts in öre incl. VAT. */
export interface ReturnTable {
  id: Generated<number>;
  order_id: number;
  return_number: string;
  /** 'requested' | 'approved' | 'rejected' | 'received' | 'refunded' (packages/commerce returns.ts). */
  status: string;
  rejection_reason: string | null;
  refund_shipping: Generated<number>;
  refunded_amount: Generated<number>;
  refund_method: 'provider' | 'manual' | null;
  credit_note_number: string | null;
  /** JSON of CreditNoteFigures (öre). */
  credit_note: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0044: set while an owner's refund asks the provider (decision 0060); the refund is recorded after. */
  refund_claimed_at: Generated<string | null>;
}

export interface ReturnItemTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  qty: number;
  reason: string;
  restocked: number | null;
}

export interface ReturnTables {
  returns: ReturnTable;
  return_items: ReturnItemTable;
}
