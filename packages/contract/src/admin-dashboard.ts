/** What a shop owner opens every morning (decision 0022): orders and revenue, what to ship, stock, reviews. */
import { z } from 'zod';
import { named } from './registry.ts';

const figures = z.strictObject({
  /** Orders placed, cancelled ones left out … */
  orders: z.number().int(),
  /** … and what they came to incl. VAT: SEK orders in SEK, EUR orders (/de, /it; decision 0035) in EUR. */
  revenue: z.number(),
  revenue_eur: z.number(),
});

export const adminDashboardSchema = named(
  'AdminDashboard',
  z.strictObject({
    /** Days and weeks are the shop's (Europe/Stockholm; a week starts on Monday). */
    today: figures,
    this_week: figures,
    /** Orders still to be shipped. */
    to_ship: z.strictObject({
      new: z.number().int(),
      processing: z.number().int(),
      /** Some lines shipped, the rest still to go (decision 0055). */
      partially_shipped: z.number().int(),
      total: z.number().int(),
    }),
    /** Stock-managed products at or below their low-stock level, sold out first (up to 20) and how many in all. */
    low_stock: z.strictObject({
      total: z.number().int(),
      items: z.array(
        z.strictObject({
          product_id: z.number().int(),
          sku: z.string(),
          name: z.string(),
          qty: z.number(),
          low_stock_qty: z.number(),
          is_in_stock: z.boolean(),
        }),
      ),
    }),
    reviews_pending: z.number().int(),
    /** Returns waiting for the back office (requested, approved, received); null while the shop has no returns. */
    returns_waiting: z.number().int().nullable(),
    /**
     * The last 30 days (the shop's days, oldest first): SEK orders placed (not cancelled) and their value, and what
     * returns refunded that day (SEK incl. VAT) — the dashboard's chart (decision 0055).
     */
    sales_by_day: z.array(
      z.strictObject({
        date: z.string(),
        orders: z.number().int(),
        sales: z.number(),
        returns: z.number(),
      }),
    ),
  }),
);

export type AdminDashboardDto = z.infer<typeof adminDashboardSchema>;
