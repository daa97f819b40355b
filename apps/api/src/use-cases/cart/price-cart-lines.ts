import { productOptionChecksum } from '@hemma/commerce/cart-sync';
import type { StockInfo } from '@hemma/contract';
import { isSellableStatus, type Ore, type ProductOption, type ProductType } from '@hemma/commerce';
import type { PricingScope } from '../pricing/price-products.ts';
import { taxRateFor } from '../pricing/tax-rate.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { priceBundleChoice, priceCustomOptions, type OptionLabel } from './line-options.ts';
import {
  loadPurchasables,
  type PurchasableProduct,
  type Reservation,
  type Variant,
} from './load-purchasable.ts';
import { translateLineNames } from './translate-lines.ts';

export interface CartLineInput {
  sku: string;
  qty: number;
  productOption: ProductOption | null;
}

/** A cart or order line priced by the server from the catalogue (client prices are never trusted). */
export interface PricedLine {
  productId: number;
  sku: string;
  /** The configurable parent's sku for a variant, else null. */
  parentSku: string | null;
  name: string;
  /** The product whose name the line carries (a variant's is its parent's), for the store view's translation. */
  nameProductId: number;
  productType: ProductType;
  slug: string;
  image: string | null;
  qty: number;
  unitInclTax: Ore;
  rowTotalInclTax: Ore;
  taxPercent: number;
  options: OptionLabel[];
  productOption: ProductOption | null;
  checksum: string;
  stock: StockInfo;
  /** Stock this line takes when ordered: the product itself, a variant, or a bundle's parts; what they ship as. */
  reservations: Reservation[];
  /** The delivery-time code of the product the line names (a variant's own), null when it has none (in stock). */
  deliveryTime: string | null;
}

export type LineResult =
  { ok: true; line: PricedLine } | { ok: false; sku: string; status: 400 | 404; message: string };

/** A product loader for one request: each sku is loaded once however many lines name it. */
export function productLoader(context: CatalogContext, scope: PricingScope) {
  const cache = new Map<string, Promise<PurchasableProduct | null>>();
  // The skus asked for in one turn of the event loop's microtasks are read together (issue 32): a cart's lines are
  // priced at once (`Promise.all`), each asking for its product first thing.
  let batch: Promise<Map<string, PurchasableProduct>> | undefined;
  let pending: string[] = [];
  return (sku: string): Promise<PurchasableProduct | null> => {
    let product = cache.get(sku);
    if (!product) {
      if (!batch) {
        pending = [];
        const skus = pending;
        batch = Promise.resolve().then(() => {
          batch = undefined;
          return loadPurchasables(context, skus, scope);
        });
      }
      pending.push(sku);
      product = batch.then((found) => found.get(sku) ?? null);
      cache.set(sku, product);
    }
    return product;
  };
}

export type ProductLoader = ReturnType<typeof productLoader>;

/**
 * Asks the loader for the products of these lines in the same turn as a line priced just before (issue 32: one read
 * of the products of a changed line and of the cart's other lines, which the change's answer prices next). A failed
 * read is the priced line's to report; a line's own failure waits for whoever prices it.
 */
export function loadAlong(load: ProductLoader, lines: readonly { sku: string }[]): void {
  for (const { sku } of lines) load(sku).catch(() => undefined);
}

const fail = (sku: string, status: 400 | 404, message: string): LineResult => ({
  ok: false,
  sku,
  status,
  message,
});

/** Best tier price (incl. VAT) reachable at this quantity; the unit price when none is lower. */
function withTierPrice(unit: Ore, product: Pick<PurchasableProduct, 'tiers'>, qty: number): Ore {
  let best = unit;
  for (const tier of product.tiers) {
    if (tier.qty <= qty) best = Math.min(best, tier.inclTax);
  }
  return best;
}

/**
 * Prices one line: resolves a variant (by child sku, or by the parent with configurable_item_options), checks
 * bundle and custom option choices, and applies tier prices and option prices (SPEC §5).
 */
export async function priceCartLine(
  context: CatalogContext,
  load: ProductLoader,
  scope: PricingScope,
  input: CartLineInput,
): Promise<LineResult> {
  const product = await load(input.sku);
  if (!product) return fail(input.sku, 404, `Product query returned empty result sku = ${input.sku}`);
  const reference = await context.reference();
  const taxPercent = taxRateFor(
    { tax_class_id: product.taxClassId },
    reference,
    context.settings,
    scope.customerTaxClassId,
    scope.countryId,
  );
  const base = {
    productId: product.id,
    sku: product.sku,
    parentSku: null as string | null,
    name: product.name,
    nameProductId: product.id,
    productType: product.typeId,
    slug: product.slug,
    image: product.image,
    qty: input.qty,
    taxPercent,
    productOption: input.productOption,
    checksum: productOptionChecksum(input.productOption),
    stock: product.stock,
    reservations: [{ productId: product.id, qty: input.qty, package: product.package }],
    deliveryTime: product.deliveryTime,
  };

  if (product.typeId === 'grouped')
    return fail(input.sku, 400, `${input.sku} is a grouped product: add its items one by one`);

  const isVariant = product.parentSku !== product.sku;
  if (isVariant || product.typeId === 'configurable') {
    const parent = isVariant ? await load(product.parentSku) : product;
    const child = parent && findVariant(parent, isVariant ? product.sku : null, input.productOption);
    if (!parent || !child)
      return fail(
        input.sku,
        400,
        'No such configuration for the product. Please do choose another combination of attributes.',
      );
    const custom = priceCustomOptions(parent, input.productOption, child.unitInclTax);
    if (!custom.ok) return fail(input.sku, 400, custom.message);
    const unit = child.unitInclTax + custom.deltaInclTax;
    return {
      ok: true,
      line: {
        ...base,
        productId: child.id,
        sku: child.sku,
        parentSku: parent.sku,
        name: parent.name,
        nameProductId: parent.id,
        productType: 'configurable',
        slug: parent.slug,
        image: child.image ?? base.image,
        unitInclTax: unit,
        rowTotalInclTax: unit * input.qty,
        options: [...variantLabels(parent, child), ...custom.labels],
        stock: child.stock,
        reservations: [{ productId: child.id, qty: input.qty, package: child.package }],
        deliveryTime: child.deliveryTime,
      },
    };
  }

  let unit = withTierPrice(product.unitInclTax, product, input.qty);
  const options: OptionLabel[] = [];
  let reservations = base.reservations;
  let stock = base.stock;
  if (product.typeId === 'bundle') {
    const bundle = priceBundleChoice(product, input.productOption, input.qty);
    if (!bundle.ok) return fail(input.sku, 400, bundle.message);
    unit = bundle.unitInclTax;
    options.push(...bundle.labels);
    reservations = bundle.reservations;
    stock = bundle.stock;
  }
  const custom = priceCustomOptions(product, input.productOption, unit);
  if (!custom.ok) return fail(input.sku, 400, custom.message);
  unit += custom.deltaInclTax;
  options.push(...custom.labels);
  return {
    ok: true,
    line: { ...base, unitInclTax: unit, rowTotalInclTax: unit * input.qty, options, reservations, stock },
  };
}

/** The variant named by sku, else the one whose attributes equal every configurable_item_option. */
function findVariant(
  parent: PurchasableProduct,
  childSku: string | null,
  option: ProductOption | null,
): Variant | undefined {
  const variants = parent.variants.filter((v) => isSellableStatus(v.status));
  if (childSku) return variants.find((v) => v.sku === childSku);
  const chosen = option?.extension_attributes.configurable_item_options ?? [];
  if (chosen.length === 0) return undefined;
  const codes = new Map(parent.variantAxes.map((axis) => [axis.attributeId, axis.code]));
  return variants.find((variant) =>
    chosen.every((c) => {
      const code = codes.get(Number(c.option_id));
      return (
        code !== undefined &&
        variant.attributes.some((a) => a.attribute_code === code && a.value === String(c.option_value))
      );
    }),
  );
}

function variantLabels(parent: PurchasableProduct, variant: Variant): OptionLabel[] {
  return parent.variantAxes.flatMap((axis) => {
    const attribute = variant.attributes.find((a) => a.attribute_code === axis.code);
    return attribute ? [{ label: axis.label, value: attribute.label }] : [];
  });
}

/**
 * Prices several lines with one product load per distinct sku (a loader the request already used loads none again);
 * the lines carry the product names of the store view asked from (decision 0058: its translation, else English, else
 * Swedish).
 */
export async function priceCartLines(
  context: CatalogContext,
  scope: PricingScope,
  inputs: readonly CartLineInput[],
  storeCode?: string,
  load: ProductLoader = productLoader(context, scope),
): Promise<LineResult[]> {
  const results = await Promise.all(inputs.map((input) => priceCartLine(context, load, scope, input)));
  return translateLineNames(context, results, storeCode);
}
