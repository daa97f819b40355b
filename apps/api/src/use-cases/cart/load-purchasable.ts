import type { CustomAttribute, StockInfo } from '@hemma/contract';
import {
  isSellableStatus,
  type ShippedPackage,
  PRODUCT_STATUS_ENABLED,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  type Ore,
  type ProductType,
} from '@hemma/commerce';
import type { ProductCustomOptions, ProductRow } from '../../modules/catalog/product-repository.ts';
import type { TierPriceRow } from '../../modules/pricing/pricing-repository.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import { priceProducts, type PricingScope, type ProductPrices } from '../pricing/price-products.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentCustomAttributes } from '../reference/present-reference.ts';
import { presentStock } from '../stock/present-stock.ts';
import {
  bundleOptionRules,
  customOptionRules,
  variantAxes,
  type BundleOptionRule,
  type CustomOptionRule,
  type VariantAxis,
} from './purchasable-options.ts';

/** One unit of a product as a cart line prices it: the price the customer group pays now (öre) and the stock. */
export interface SellableUnit {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  status: number;
  unitInclTax: Ore;
  stock: StockInfo;
  /** What one piece ships as (decision 0049), from the row already read: the shipping rules read no products again. */
  package: ShippedPackage;
  /** Its delivery-time code (null: in stock), from the row already read: an order reads no products again. */
  deliveryTime: string | null;
}

/** Stock a line takes when ordered (a product, a variant or a bundle's part), with the package a piece ships as. */
export interface Reservation {
  productId: number;
  qty: number;
  package: ShippedPackage;
}

export interface Variant extends SellableUnit {
  /** Its attribute values: `value` as a configurable_item_option names it, `label` as a shopper reads it. */
  attributes: CustomAttribute[];
}

/**
 * A product as a cart line needs it, read from the catalogue's rows and priced by the pricing use case in öre —
 * never from the product page's answer (decision 0002: money leaves öre only at the HTTP edge).
 */
export interface PurchasableProduct extends SellableUnit {
  typeId: ProductType;
  slug: string;
  taxClassId: number;
  /** The configurable parent's sku when this product is one of its variants, else its own sku. */
  parentSku: string;
  /** The group's quantity prices incl. VAT (tiers cheaper than the regular price, by quantity). */
  tiers: { qty: number; inclTax: Ore }[];
  customOptions: CustomOptionRule[];
  /** A configurable product's variants (every child, sellable or not) and the attributes they vary by. */
  variants: Variant[];
  variantAxes: VariantAxis[];
  /** A bundle's options with the parts that may be sold (status 1, SPEC §4). */
  bundleOptions: BundleOptionRule<SellableUnit>[];
}

interface PricedUnit {
  unit: SellableUnit;
  prices: ProductPrices;
}

const measure = (value: number | string | null) => (value === null ? null : Number(value));

/** A product's package as its row has it (PostgreSQL answers numerics as strings), named by its own Swedish name. */
function packageOf(row: ProductRow): ShippedPackage {
  return {
    name: row.name,
    weightKg: measure(row.weight),
    lengthCm: measure(row.package_length_cm),
    widthCm: measure(row.package_width_cm),
    heightCm: measure(row.package_height_cm),
  };
}

/** What the units of a cart's products are made of besides their rows, read beside the rows by the same skus. */
interface ReadAlong {
  stock: ReadonlyMap<number, StockRow>;
  tiers: ReadonlyMap<number, readonly TierPriceRow[]>;
  custom: ReadonlyMap<number, ProductCustomOptions>;
}

/**
 * Units of several rows with their stock and prices (two queries, or none when they were read along with the rows),
 * and the prices they were made from.
 */
async function sellableUnits(
  context: CatalogContext,
  rows: readonly ProductRow[],
  scope: PricingScope,
  along?: ReadAlong,
): Promise<Map<number, PricedUnit>> {
  const [stockRows, prices] = await Promise.all([
    along?.stock ?? context.repositories.stock.findByProductIds(rows.map((r) => r.id)),
    priceProducts(context, rows, scope, { lowest: false, ...(along && { tiers: along.tiers }) }),
  ]);
  const units = new Map<number, PricedUnit>();
  for (const row of rows) {
    const priced = prices.get(row.id);
    if (!priced) continue;
    const unit: SellableUnit = {
      id: row.id,
      sku: row.sku,
      name: row.name,
      image: row.image,
      status: row.status,
      unitInclTax: priced.breakdown.final.gross,
      stock: presentStock(row.id, stockRows.get(row.id)),
      package: packageOf(row),
      deliveryTime: row.delivery_time,
    };
    units.set(row.id, { unit, prices: priced });
  }
  return units;
}

/** The configurable parent a variant is sold through; undefined when it has none that can be sold. */
async function sellingParent(context: CatalogContext, row: ProductRow): Promise<ProductRow | undefined> {
  const parents = await context.repositories.products.findParents(row.id);
  return parents.find((p) => p.type_id === 'configurable' && isSellableStatus(p.status));
}

async function loadVariants(context: CatalogContext, row: ProductRow, scope: PricingScope) {
  const { products } = context.repositories;
  const children = (await products.children([row.id])).get(row.id) ?? [];
  const [reference, options, attributes, units] = await Promise.all([
    context.reference(),
    products.configurableOptions(row.id),
    products.attributes(children.map((c) => c.id)),
    sellableUnits(context, children, scope),
  ]);
  const variants = children.flatMap((child): Variant[] => {
    const unit = units.get(child.id)?.unit;
    return unit
      ? [{ ...unit, attributes: presentCustomAttributes(attributes.get(child.id) ?? [], reference) }]
      : [];
  });
  return { variants, variantAxes: variantAxes(options, reference) };
}

async function loadBundleOptions(context: CatalogContext, row: ProductRow, scope: PricingScope) {
  const { products } = context.repositories;
  const { options, selections } = await products.bundle(row.id);
  const parts = (await products.findByIds([...new Set(selections.map((s) => s.product_id))])).filter(
    (part) => part.status === PRODUCT_STATUS_ENABLED,
  );
  const units = await sellableUnits(context, parts, scope);
  return bundleOptionRules(options, selections, new Map([...units].map(([id, { unit }]) => [id, unit])));
}

/**
 * Products as cart lines need them, keyed by sku, with a fixed number of queries for all of them (issue 32: a cart's
 * totals priced each line's product on its own, four statements a line): the rows, their stock, prices and custom
 * options, all four named by the skus and read at once (one wait on PostgreSQL, not two: decision 0072); a
 * configurable product's variants and a bundle's parts are read per such product. A sku is absent when it cannot be
 * sold: unknown, a disabled status (SPEC §4), or not visible individually with no sellable configurable product
 * offering it.
 */
export async function loadPurchasables(
  context: CatalogContext,
  skus: readonly string[],
  scope: PricingScope,
): Promise<Map<string, PurchasableProduct>> {
  const { products, stock, pricing } = context.repositories;
  const [read, along] = await Promise.all([
    products.findBySkus(skus),
    Promise.all([
      stock.findByProductSkus(skus),
      scope.tiersEnabled ? pricing.tierPricesOfSkus(skus) : new Map<number, TierPriceRow[]>(),
      products.customOptionsOfSkus(skus),
    ]).then(([stockRows, tiers, custom]): ReadAlong => ({ stock: stockRows, tiers, custom })),
  ]);
  const rows = read.filter((row) => isSellableStatus(row.status));
  const parents = await Promise.all(
    rows.map(async (row) =>
      row.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY
        ? ((await sellingParent(context, row))?.sku ?? null)
        : row.sku,
    ),
  );
  const parentOf = new Map(rows.map((row, i) => [row.id, parents[i]]));
  const sellable = rows.filter((row) => parentOf.get(row.id) !== null);
  const [units, extras] = await Promise.all([
    sellableUnits(context, sellable, scope, along),
    Promise.all(
      sellable.map(async (row) => ({
        configurable:
          row.type_id === 'configurable'
            ? await loadVariants(context, row, scope)
            : { variants: [], variantAxes: [] },
        bundleOptions: row.type_id === 'bundle' ? await loadBundleOptions(context, row, scope) : [],
      })),
    ),
  ]);
  const found = new Map<string, PurchasableProduct>();
  sellable.forEach((row, i) => {
    const own = units.get(row.id);
    if (!own) return;
    const options = along.custom.get(row.id) ?? { options: [], values: [] };
    found.set(row.sku, {
      ...own.unit,
      typeId: row.type_id,
      slug: row.slug,
      taxClassId: row.tax_class_id,
      parentSku: parentOf.get(row.id)!,
      tiers: own.prices.tiers.map((t) => ({ qty: t.qty, inclTax: t.amount.gross })),
      customOptions: customOptionRules(options.options, options.values, scope.currency),
      ...extras[i]!.configurable,
      bundleOptions: extras[i]!.bundleOptions,
    });
  });
  return found;
}
