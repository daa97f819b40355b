import {
  DEFAULT_CUSTOMER_GROUP_ID,
  destinationCountry,
  fromSekAmount,
  fromSekNullable,
  SEK_CURRENCY,
  type PriceCurrency,
  groupPriceBreakdown,
  isSpecialPriceActive,
  omnibusLowestPrice,
  taxedForCustomer,
  type CatalogPrice,
  type Ore,
  type PriceBreakdown,
  type PriceHistoryPoint,
  type TaxedAmount,
  type TierPriceRule,
} from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { PriceHistoryRow, TierPriceRow } from '../../modules/pricing/pricing-repository.ts';
import type { CatalogContext, ReferenceData } from '../reference/catalog-context.ts';
import { shippingCountriesOf } from '../reference/shipping-countries.ts';
import { storeCurrency } from './store-currency.ts';
import { ratesFor } from './tax-rate.ts';

/**
 * Whose prices: the customer group, the customer tax class it implies, whether tier prices apply, and the store
 * view's currency (decision 0035: every amount priced in the scope is in its minor units).
 */
export interface PricingScope {
  groupId: number;
  customerTaxClassId: number;
  tiersEnabled: boolean;
  currency: PriceCurrency;
  /**
   * Where the goods go, whose VAT the prices include (decision 0056): a cart's address country when its store view
   * ships there, else the store view's home country (/de: DE).
   */
  countryId: string;
}

export type PricedRow = Pick<
  ProductRow,
  'id' | 'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'tax_class_id'
>;

/**
 * A product's prices for one customer group at one moment, in the scope currency's minor units (present-prices.ts
 * turns them into decimal fields).
 */
export interface ProductPrices {
  /** Regular, special (when active) and final price, split at the customer's VAT rate. */
  breakdown: PriceBreakdown;
  /** The special price's window as stored (ISO; null for an open end). */
  specialWindow: { from: string | null; to: string | null };
  /** Tiers of the group, taxed for the customer. */
  tiers: { customerGroupId: number | null; qty: number; amount: TaxedAmount }[];
  /** EU Omnibus lowest price incl. VAT when the product is on sale and its history covers the window. */
  lowest30dInclTax: Ore | null;
}

/**
 * SPEC §6: the customer group decides the tax class (customer_groups.tax_class_id) and the tier prices. No group
 * means group 0 (NOT LOGGED IN); an unknown group id is a 400. The store code decides the currency (decision 0035).
 * Groups come from the reference data (no query); a group that is not there yet is looked up before it is refused.
 */
export async function resolvePricingScope(
  context: CatalogContext,
  groupId?: number | undefined,
  storeCode?: string | undefined,
  addressCountry?: string | null | undefined,
): Promise<PricingScope> {
  const id = groupId ?? DEFAULT_CUSTOMER_GROUP_ID;
  const reference = await context.reference();
  const group =
    reference.customerGroups.get(id) ?? (await context.repositories.pricing.findCustomerGroup(id));
  if (!group && groupId !== undefined) throw new InputError(`groupId: no customer group ${groupId}`);
  return {
    groupId: id,
    customerTaxClassId: group?.tax_class_id ?? context.settings.customerTaxClassId,
    tiersEnabled: context.settings.tierPricesEnabled,
    currency: storeCurrency(context, storeCode),
    countryId: destinationCountry(shippingCountriesOf(reference, storeCode), addressCountry),
  };
}

/** The row's catalogue price, in the currency's minor units (SEK as stored). */
export function catalogPrice(row: PricedRow, currency: PriceCurrency = SEK_CURRENCY): CatalogPrice {
  return {
    price: fromSekAmount(row.price, currency),
    specialPrice: fromSekNullable(row.special_price, currency),
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
  };
}

export function historyPoints(rows: readonly PriceHistoryRow[]): PriceHistoryPoint[] {
  return rows.map((r) => ({
    recordedAt: r.recorded_at,
    finalPrice: r.final_price,
    specialPrice: r.special_price,
  }));
}

function tierRules(rows: readonly TierPriceRow[], currency: PriceCurrency): TierPriceRule[] {
  return rows.map((t) => ({
    customerGroupId: t.customer_group_id,
    qty: Number(t.qty),
    value: fromSekAmount(t.value, currency),
  }));
}

/**
 * Prices of many products for one customer group with a fixed number of queries: tier prices of all rows in one,
 * and (when `lowest`) the price history of the rows on sale in another.
 */
export async function priceProducts(
  context: CatalogContext,
  rows: readonly PricedRow[],
  scope: PricingScope,
  options: { lowest: boolean },
): Promise<Map<number, ProductPrices>> {
  if (rows.length === 0) return new Map();
  const { pricing } = context.repositories;
  const now = context.now();
  const onSaleIds = options.lowest
    ? rows.filter((r) => isSpecialPriceActive(catalogPrice(r), now)).map((r) => r.id)
    : [];
  const [reference, tiers, history] = await Promise.all([
    context.reference(),
    scope.tiersEnabled
      ? pricing.tierPrices(rows.map((r) => r.id))
      : Promise.resolve(new Map<number, TierPriceRow[]>()),
    pricing.history(onSaleIds, now.toISOString()),
  ]);
  return priceRows(context, rows, scope, { reference, tiers, history, now });
}

/** What pricing needs besides the product rows, however it was loaded (per request, or kept by a list cache). */
export interface PriceInputs {
  reference: ReferenceData;
  /** Tier prices by product id, of all groups (the scope picks). */
  tiers: ReadonlyMap<number, readonly TierPriceRow[]>;
  /** Price history by product id; only products on sale need one, rows recorded after `now` are ignored. */
  history: ReadonlyMap<number, readonly PriceHistoryRow[]>;
  now: Date;
}

/** Prices of many products for one customer group at `now`, without I/O. */
export function priceRows(
  context: CatalogContext,
  rows: readonly PricedRow[],
  scope: PricingScope,
  inputs: PriceInputs,
): Map<number, ProductPrices> {
  const { reference, tiers, history, now } = inputs;
  const until = now.toISOString();
  // Rates depend only on the product's tax class here; a list has few classes and many rows.
  const rates = new Map<number, { catalogRate: number; customerRate: number }>();
  const result = new Map<number, ProductPrices>();
  for (const row of rows) {
    let rate = rates.get(row.tax_class_id);
    if (!rate)
      rates.set(
        row.tax_class_id,
        (rate = ratesFor(row, reference, context.settings, scope.customerTaxClassId, scope.countryId)),
      );
    const { catalogRate, customerRate } = rate;
    const prices = groupPriceBreakdown({
      price: catalogPrice(row, scope.currency),
      tiers: tierRules(tiers.get(row.id) ?? [], scope.currency),
      groupId: scope.groupId,
      tiersEnabled: scope.tiersEnabled,
      catalogRatePercent: catalogRate,
      customerRatePercent: customerRate,
      now,
    });
    let lowest: Ore | null = null;
    const points = prices.onSale ? history.get(row.id)?.filter((p) => p.recorded_at <= until) : undefined;
    if (points && points.length > 0) {
      const omnibus = omnibusLowestPrice(
        { specialPrice: row.special_price, specialFromDate: row.special_from_date },
        historyPoints(points),
        now,
      );
      if (omnibus.lowest !== null)
        lowest = taxedForCustomer(
          fromSekAmount(omnibus.lowest, scope.currency),
          catalogRate,
          customerRate,
        ).gross;
    }
    result.set(row.id, {
      breakdown: prices,
      specialWindow: { from: row.special_from_date, to: row.special_to_date },
      tiers: prices.tiers.map((t) => ({ customerGroupId: t.customerGroupId, qty: t.qty, amount: t.amount })),
      lowest30dInclTax: lowest,
    });
  }
  return result;
}
