import {
  DEFAULT_CUSTOMER_GROUP_ID,
  destinationCataloguePrice,
  destinationCountry,
  fromSekPrice,
  lowestPriceInWindow,
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
import { ratesFor, taxRateFor } from './tax-rate.ts';

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
  | 'id'
  | 'price'
  | 'special_price'
  | 'special_from_date'
  | 'special_to_date'
  | 'tax_class_id'
  | 'price_eur'
  | 'special_price_eur'
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
    currency: await storeCurrency(context, storeCode),
    countryId: destinationCountry(shippingCountriesOf(reference, storeCode), addressCountry),
  };
}

/**
 * The row's catalogue price, in the currency's minor units (SEK as stored). In EUR the owner's EUR price list wins
 * (decision 0057): each of the regular and the special price is the EUR one where set, else the SEK one converted and
 * rounded by the owner's rule; the special price keeps the SEK special price's dates.
 */
export function catalogPrice(
  row: Omit<PricedRow, 'id' | 'tax_class_id'>,
  currency: PriceCurrency = SEK_CURRENCY,
  convert: (ore: Ore) => Ore = (ore) => fromSekPrice(ore, currency),
): CatalogPrice {
  const eur = currency.code === 'EUR';
  const special =
    eur && row.special_price_eur !== null
      ? row.special_price_eur
      : row.special_price === null
        ? null
        : convert(row.special_price);
  return {
    price: eur && row.price_eur !== null ? row.price_eur : convert(row.price),
    specialPrice: special,
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

/**
 * The EU Omnibus lowest price (decision 0010) in the currency's minor units, before VAT splitting: the window comes
 * from the SEK history (the special price's dates are shared), the lowest in it from the history in the currency —
 * in EUR the EUR final price recorded where the EUR price list set one, else the SEK one converted and rounded.
 */
export function lowestInCurrency(
  current: { specialPrice: Ore | null; specialFromDate: string | null },
  rows: readonly PriceHistoryRow[],
  now: Date,
  currency: PriceCurrency,
  convert: (ore: Ore) => Ore = (ore) => fromSekPrice(ore, currency),
): { lowest: Ore | null; since: Date; until: Date } {
  const omnibus = omnibusLowestPrice(current, historyPoints(rows), now);
  if (currency.code === 'SEK') return omnibus;
  const points = rows.map((r) => ({
    recordedAt: r.recorded_at,
    finalPrice: r.final_price_eur ?? convert(r.final_price),
    specialPrice: null,
  }));
  return { ...omnibus, lowest: lowestPriceInWindow(points, omnibus.since, omnibus.until) };
}

function tierRules(rows: readonly TierPriceRow[], convert: (ore: Ore) => Ore): TierPriceRule[] {
  return rows.map((t) => ({
    customerGroupId: t.customer_group_id,
    qty: Number(t.qty),
    value: convert(t.value),
  }));
}

/**
 * SEK catalogue prices (gross of Sweden's VAT) as gross prices of the destination in the currency (decisions 0056,
 * 0057): in EUR, the Swedish net converted and taxed at the destination's rate, then rounded by the owner's rule — so
 * a shown price ends as the rule says — and, like the owner's EUR prices, including the destination's VAT.
 */
export function catalogueConverter(
  currency: PriceCurrency,
  catalogRate: number,
  destinationRate: number,
): (ore: Ore) => Ore {
  if (currency.code === 'SEK') return (ore) => ore;
  return (ore) => destinationCataloguePrice(ore, currency, catalogRate, destinationRate);
}

/**
 * Prices of many products for one customer group with a fixed number of queries: tier prices of all rows in one
 * (unless the caller read them already: `tiers`), and (when `lowest`) the price history of the rows on sale in another.
 */
export async function priceProducts(
  context: CatalogContext,
  rows: readonly PricedRow[],
  scope: PricingScope,
  options: { lowest: boolean; tiers?: ReadonlyMap<number, readonly TierPriceRow[]> },
): Promise<Map<number, ProductPrices>> {
  if (rows.length === 0) return new Map();
  const { pricing } = context.repositories;
  const now = context.now();
  const onSaleIds = options.lowest
    ? rows.filter((r) => isSpecialPriceActive(catalogPrice(r), now)).map((r) => r.id)
    : [];
  const [reference, tiers, history] = await Promise.all([
    context.reference(),
    options.tiers ??
      (scope.tiersEnabled
        ? pricing.tierPrices(rows.map((r) => r.id))
        : Promise.resolve(new Map<number, TierPriceRow[]>())),
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
  const rates = new Map<number, { catalogRate: number; customerRate: number; destinationRate: number }>();
  const result = new Map<number, ProductPrices>();
  for (const row of rows) {
    let rate = rates.get(row.tax_class_id);
    if (!rate)
      rates.set(
        row.tax_class_id,
        (rate = {
          ...ratesFor(row, reference, context.settings, scope.customerTaxClassId, scope.countryId),
          destinationRate: taxRateFor(
            row,
            reference,
            context.settings,
            context.settings.customerTaxClassId,
            scope.countryId,
          ),
        }),
      );
    // In EUR every catalogue price includes the destination's VAT (decisions 0056, 0057): the owner's EUR price is
    // what a shopper pays in each EUR country it ships to, and a price converted from SEK starts from the Swedish net.
    const eur = scope.currency.code === 'EUR';
    const catalogRate = eur ? rate.destinationRate : rate.catalogRate;
    const { customerRate } = rate;
    const convert = catalogueConverter(scope.currency, rate.catalogRate, rate.destinationRate);
    const prices = groupPriceBreakdown({
      price: catalogPrice(row, scope.currency, convert),
      tiers: tierRules(tiers.get(row.id) ?? [], convert),
      groupId: scope.groupId,
      tiersEnabled: scope.tiersEnabled,
      catalogRatePercent: catalogRate,
      customerRatePercent: customerRate,
      now,
    });
    let lowest: Ore | null = null;
    const points = prices.onSale ? history.get(row.id)?.filter((p) => p.recorded_at <= until) : undefined;
    if (points && points.length > 0) {
      const omnibus = lowestInCurrency(
        { specialPrice: row.special_price, specialFromDate: row.special_from_date },
        points,
        now,
        scope.currency,
        convert,
      );
      if (omnibus.lowest !== null) lowest = taxedForCustomer(omnibus.lowest, catalogRate, customerRate).gross;
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
