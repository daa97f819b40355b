import type { Generated } from 'kysely';

export type PriceChangeReason =
  | 'seed'
  | 'regular_price'
  | 'special_price'
  | 'special_price_removed'
  | 'special_window'
  // Migration 0042: only the EUR price list changed (decision 0057).
  | 'eur_price';

/** Migration 0003: one row per change of a product's effective price (decision 0010). */
export interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  /** Öre incl. VAT: what a guest pays for one piece from `recorded_at` on. */
  final_price: number;
  regular_price: number;
  special_price: number | null;
  /** Migration 0042: cents incl. VAT in the EUR views when the EUR price list set the price; null: converted. */
  final_price_eur: Generated<number | null>;
  /** ISO-8601 UTC (toISOString), so that text order is time order. */
  recorded_at: string;
  reason: PriceChangeReason;
}

export interface PriceHistoryTables {
  price_history: PriceHistoryTable;
}
