import type { Generated } from 'kysely';

export type PriceChangeReason =
  'seed' | 'regular_price' | 'special_price' | 'special_price_removed' | 'special_window';

/** Migration 0003: one row per change of a product's effective price (decision 0010). */
export interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  /** Öre incl. VAT: what a guest pays for one piece from `recorded_at` on. */
  final_price: number;
  regular_price: number;
  special_price: number | null;
  /** ISO-8601 UTC (toISOString), so that text order is time order. */
  recorded_at: string;
  reason: PriceChangeReason;
}

export interface PriceHistoryTables {
  price_history: PriceHistoryTable;
}
