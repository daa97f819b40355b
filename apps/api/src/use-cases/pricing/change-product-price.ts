import {
  assertOre,
  DEFAULT_CUSTOMER_GROUP_ID,
  groupPriceBreakdown,
  type Ore,
  priceCurrency,
  type PriceCurrency,
} from '@hemma/commerce';
import { readEurRounding } from '../../modules/settings/eur-price-settings.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { InputError, NotFoundError } from '../../errors.ts';
import type {
  NewPriceHistoryRow,
  PriceChangeReason,
  PriceHistoryRow,
  PricingTransaction,
  ProductPriceRow,
  ProductPriceUpdate,
} from '../../modules/pricing/pricing-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { catalogPrice } from './price-products.ts';
import { eurCurrency } from './store-currency.ts';

/** A price edit in öre incl. VAT; absent fields stay as they are, null clears a special price or a window end. */
export interface PriceChange {
  price?: Ore;
  specialPrice?: Ore | null;
  specialFromDate?: string | null;
  specialToDate?: string | null;
  /** The EUR price list (decision 0057), cents incl. VAT; null clears (the price is converted again). */
  priceEur?: Ore | null;
  specialPriceEur?: Ore | null;
}

export interface PriceChangeResult {
  /** The history row written, or null when the effective price did not change. */
  recorded: PriceHistoryRow | null;
}

function amount(name: string, value: number, unit = 'öre'): Ore {
  try {
    assertOre(value);
  } catch {
    throw new InputError(`${name}: must be a whole number of ${unit}`);
  }
  if (value < 0) throw new InputError(`${name}: must not be negative`);
  return value;
}

function isoTime(name: string, value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new InputError(`${name}: must be an ISO-8601 date-time`);
  return new Date(time).toISOString();
}

/** A guest's price for one piece (what the history records), in öre incl. VAT. */
function publicFinalPrice(
  row: Pick<ProductPriceRow, 'price' | 'special_price' | 'special_from_date' | 'special_to_date'>,
  tiers: { customer_group_id: number | null; qty: number; value: number }[],
  tiersEnabled: boolean,
  now: Date,
): Ore {
  return groupPriceBreakdown({
    price: {
      price: row.price,
      specialPrice: row.special_price,
      specialFromDate: row.special_from_date,
      specialToDate: row.special_to_date,
    },
    tiers: tiers.map((t) => ({ customerGroupId: t.customer_group_id, qty: Number(t.qty), value: t.value })),
    groupId: DEFAULT_CUSTOMER_GROUP_ID,
    tiersEnabled,
    // Only the gross price is recorded, so one rate serves both sides.
    catalogRatePercent: 0,
    customerRatePercent: 0,
    now,
  }).final.gross;
}

/**
 * A guest's EUR price for one piece where the EUR price list sets the regular or the special price, in cents; null
 * where it sets neither (the EUR views convert the SEK price then, and so does their Omnibus history).
 */
function publicFinalPriceEur(
  row: Pick<
    ProductPriceRow,
    'price_eur' | 'special_price_eur' | 'special_from_date' | 'special_to_date' | 'price' | 'special_price'
  >,
  eur: PriceCurrency,
  now: Date,
): Ore | null {
  if (row.price_eur === null && row.special_price_eur === null) return null;
  const price = catalogPrice(row, eur);
  return publicFinalPrice(
    {
      price: price.price,
      special_price: price.specialPrice,
      special_from_date: row.special_from_date,
      special_to_date: row.special_to_date,
    },
    [],
    false,
    now,
  );
}

const nullableAmount = (name: string, value: number | null | undefined) =>
  value === undefined || value === null ? value : amount(name, value, 'cents');

function reasonFor(before: ProductPriceRow, after: ProductPriceUpdate): PriceChangeReason {
  const sekSame =
    before.price === after.price &&
    before.special_price === after.special_price &&
    before.special_from_date === after.special_from_date &&
    before.special_to_date === after.special_to_date;
  if (
    sekSame &&
    (before.price_eur !== after.price_eur || before.special_price_eur !== after.special_price_eur)
  )
    return 'eur_price';
  if (before.special_price !== null && after.special_price === null) return 'special_price_removed';
  if (before.special_price !== after.special_price) return 'special_price';
  if (before.price !== after.price) return 'regular_price';
  return 'special_window';
}

/**
 * Changes a product's prices and, in the same transaction, appends a price-history row when its effective price
 * (what a guest pays now) or its regular or special price changed (EU Omnibus, decision 0010). Inside a transaction
 * the caller runs (a whole product saved by the back office, decision 0021) it joins it through `trx`. A change
 * that changes nothing writes nothing.
 */
export async function changeProductPrice(
  context: CatalogContext,
  productId: number,
  change: PriceChange,
  options: { trx?: Transaction<Database> | undefined } = {},
): Promise<PriceChangeResult> {
  const price = change.price === undefined ? undefined : amount('price', change.price);
  const specialPrice =
    change.specialPrice === undefined || change.specialPrice === null
      ? change.specialPrice
      : amount('specialPrice', change.specialPrice);
  const from = isoTime('specialFromDate', change.specialFromDate);
  const to = isoTime('specialToDate', change.specialToDate);
  const priceEur = nullableAmount('priceEur', change.priceEur);
  const specialPriceEur = nullableAmount('specialPriceEur', change.specialPriceEur);
  const now = context.now();
  const tiersEnabled = context.settings.tierPricesEnabled;
  // Inside the caller's transaction the rule is read through it: a read beside it would wait for it (SQLite).
  const eur = options.trx
    ? priceCurrency('EUR', context.settings, await readEurRounding(createSettingsRepository(options.trx)))
    : await eurCurrency(context);

  const { pricing } = context.repositories;
  const run = <T>(work: (tx: PricingTransaction) => Promise<T>) =>
    options.trx ? work(pricing.within(options.trx)) : pricing.transaction(work);
  return run(async (tx) => {
    const before = await tx.lockProduct(productId);
    if (!before) throw new NotFoundError(`No product with id ${productId}`);
    const after: ProductPriceUpdate = {
      price: price ?? before.price,
      special_price: specialPrice === undefined ? before.special_price : specialPrice,
      special_from_date: from === undefined ? before.special_from_date : from,
      special_to_date: to === undefined ? before.special_to_date : to,
      price_eur: priceEur === undefined ? before.price_eur : priceEur,
      special_price_eur: specialPriceEur === undefined ? before.special_price_eur : specialPriceEur,
      updated_at: now.toISOString(),
    };
    if (
      after.special_from_date &&
      after.special_to_date &&
      after.special_from_date >= after.special_to_date
    ) {
      throw new InputError('specialToDate: must be after specialFromDate');
    }
    const tiers = (await tx.tierPrices([productId])).get(productId) ?? [];
    const latest = await tx.latestHistory(productId);
    const columnsChanged =
      after.price !== before.price ||
      after.special_price !== before.special_price ||
      after.special_from_date !== before.special_from_date ||
      after.special_to_date !== before.special_to_date ||
      after.price_eur !== before.price_eur ||
      after.special_price_eur !== before.special_price_eur;
    if (columnsChanged) await tx.updateProductPrices(productId, after);
    const entry = priceHistoryEntry({ before, after, tiers, latest, tiersEnabled, now, eur });
    if (!entry) return { recorded: null };
    const recorded = await tx.appendHistory(entry);
    return { recorded };
  });
}

/**
 * The price-history row a change of a product's price columns appends, or null: one is written when the effective
 * price (what a guest pays now, against the latest recorded one) or the regular or special price changed. Shared by
 * the single change above and the bulk price call (decision 0051), which writes the rows of many products at once.
 */
export function priceHistoryEntry(change: {
  before: ProductPriceRow;
  after: ProductPriceUpdate;
  tiers: { customer_group_id: number | null; qty: number; value: number }[];
  latest: Pick<PriceHistoryRow, 'final_price' | 'final_price_eur'> | undefined;
  tiersEnabled: boolean;
  now: Date;
  /** The EUR currency with the owner's rounding rule: the EUR final price is recorded too (decision 0057). */
  eur: PriceCurrency;
}): NewPriceHistoryRow | null {
  const { before, after, tiers, latest, tiersEnabled, now, eur } = change;
  const finalBefore = latest?.final_price ?? publicFinalPrice(before, tiers, tiersEnabled, now);
  const finalAfter = publicFinalPrice(after, tiers, tiersEnabled, now);
  const eurBefore = latest ? latest.final_price_eur : publicFinalPriceEur(before, eur, now);
  const eurAfter = publicFinalPriceEur(after, eur, now);
  const changed =
    finalAfter !== finalBefore ||
    eurAfter !== eurBefore ||
    after.price !== before.price ||
    after.special_price !== before.special_price;
  if (!changed) return null;
  return {
    product_id: before.id,
    final_price: finalAfter,
    regular_price: after.price,
    special_price: after.special_price,
    final_price_eur: eurAfter,
    recorded_at: now.toISOString(),
    reason: reasonFor(before, after),
  };
}
