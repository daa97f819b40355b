import { fromSek } from '@hemma/commerce';
import { createPricingRepository, type DatabaseHandle, type NewPriceHistoryRow } from '@hemma/api/seeding';
import { DAY_MS, REFERENCE_MS, SEED } from './data/reference.ts';
import { nicePriceKr } from './data/texts.ts';
import { demoEurPriceOf, hasDemoEurPrice } from './eur-prices.ts';
import type { SeedRows } from './generate/model.ts';
import { hashString, Prng } from './prng.ts';

type SeedProduct = SeedRows['products'][number];

const iso = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();

/** A rounded shop price `factor` of a price (öre), never above the price itself. */
function reduced(price: number, factor: number): number {
  return Math.min(price, fromSek(nicePriceKr((price / 100) * factor, false)));
}

/**
 * A realistic price history for one product (decision 0010), deterministic per sku:
 * - listed 60–120 days before its sale started (or before the reference moment), never before it was created;
 * - a quarter of the products had a lower price until 35–55 days before that (a price rise);
 * - products on sale: a third had a short campaign 10–20 days before the sale (so that the 30-day lowest price
 *   differs from the regular price), then the sale itself; ended sales also record their end.
 */
export function priceHistoryFor(p: SeedProduct): NewPriceHistoryRow[] {
  const rng = new Prng(SEED ^ hashString(p.sku));
  const id = p.id as number;
  const special = p.special_price ?? null;
  const from = p.special_from_date ? Date.parse(p.special_from_date) : null;
  const to = p.special_to_date ? Date.parse(p.special_to_date) : null;
  const onSale = special !== null && special < p.price;
  const ended = onSale && to !== null && to <= REFERENCE_MS;
  const saleStart = onSale ? (from ?? REFERENCE_MS - rng.int(5, 25) * DAY_MS) : null;
  const anchor = saleStart ?? REFERENCE_MS;
  const created = Date.parse(p.created_at);
  const rows: NewPriceHistoryRow[] = [];
  const add = (
    at: number,
    final: number,
    specialPrice: number | null,
    reason: NewPriceHistoryRow['reason'],
  ) => {
    rows.push({
      product_id: id,
      final_price: final,
      regular_price: p.price,
      special_price: specialPrice,
      // Sofas' and gift cards' EUR prices (decision 0057) have a history of their own: the Omnibus price follows it.
      final_price_eur: hasDemoEurPrice(p) ? demoEurPriceOf(p, final) : null,
      recorded_at: iso(at),
      reason,
    });
  };

  const first = Math.min(Math.max(anchor - rng.int(60, 120) * DAY_MS, created), anchor - DAY_MS);
  const rise = rng.chance(0.25) ? anchor - rng.int(35, 55) * DAY_MS : null;
  if (rise !== null && rise > first) {
    add(first, reduced(p.price, rng.range(0.9, 0.97)), null, 'seed');
    add(rise, p.price, null, 'regular_price');
  } else {
    add(first, p.price, null, 'seed');
  }
  if (onSale && saleStart !== null) {
    const campaign = rng.chance(1 / 3) ? saleStart - rng.int(10, 20) * DAY_MS : null;
    if (campaign !== null && campaign > first) {
      const price = reduced(p.price, rng.range(0.78, 0.9));
      add(campaign, price, price, 'special_price');
      add(campaign + rng.int(3, 7) * DAY_MS, p.price, null, 'special_price_removed');
    }
    add(saleStart, special, special, 'special_price');
    if (ended && to !== null) add(to, p.price, null, 'special_price_removed');
  }
  return rows;
}

/** Writes the demo shop's price history (after the products are inserted). */
export async function seedPriceHistory(
  handle: DatabaseHandle,
  products: readonly SeedProduct[],
): Promise<number> {
  const rows = products.flatMap(priceHistoryFor);
  await createPricingRepository(handle.db).insertHistory(rows);
  return rows.length;
}
