import type { BrandDto, PriceFields, ProductSummary, StockInfo } from '@hemma/contract';
import {
  DELIVERY_TIMES,
  findTaxRate,
  priceBreakdown,
  stockStatus,
  toSek,
  type DeliveryTimeCode,
  type PriceBreakdown,
} from '@hemma/commerce';
import type { ListingRow } from '../../modules/catalog/listing-repository.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import type { CatalogSettings, ReferenceData } from './catalog-context.ts';

type PricedRow = Pick<
  ProductRow,
  'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'tax_class_id'
>;

/**
 * The VAT rate for a product and a customer tax class (default: the reference class whose VAT the stored catalogue
 * prices include, `settings.customerTaxClassId`).
 */
export function taxRateFor(
  row: Pick<ProductRow, 'tax_class_id'>,
  reference: ReferenceData,
  settings: CatalogSettings,
  customerTaxClassId: number = settings.customerTaxClassId,
): number {
  return findTaxRate(reference.taxRules, {
    productTaxClassId: row.tax_class_id,
    customerTaxClassId,
    countryId: settings.countryId,
  });
}

/** The SPEC §3 price fields (x, x_tax, x_incl_tax) as SEK decimals, from a price breakdown in öre. */
export function presentPriceFields(
  row: Pick<ProductRow, 'special_from_date' | 'special_to_date'>,
  prices: PriceBreakdown,
): PriceFields {
  const { original, special, final } = prices;
  return {
    price: toSek(original.net),
    price_tax: toSek(original.tax),
    price_incl_tax: toSek(original.gross),
    original_price: toSek(original.net),
    original_price_tax: toSek(original.tax),
    original_price_incl_tax: toSek(original.gross),
    special_price: special ? toSek(special.net) : null,
    special_price_tax: special ? toSek(special.tax) : null,
    special_price_incl_tax: special ? toSek(special.gross) : null,
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
    final_price: toSek(final.net),
    final_price_tax: toSek(final.tax),
    final_price_incl_tax: toSek(final.gross),
    original_final_price: toSek(original.net),
    original_final_price_incl_tax: toSek(original.gross),
    original_special_price: special ? toSek(special.net) : null,
  };
}

/** Price fields for a guest (no group, no tier prices) at one tax rate. */
export function presentPrices(
  row: PricedRow,
  ratePercent: number,
  now: Date,
): PriceFields & { onSale: boolean } {
  const prices = priceBreakdown(
    {
      price: row.price,
      specialPrice: row.special_price,
      specialFromDate: row.special_from_date,
      specialToDate: row.special_to_date,
    },
    ratePercent,
    now,
  );
  return { ...presentPriceFields(row, prices), onSale: prices.onSale };
}

export function presentStock(productId: number, row: StockRow | undefined): StockInfo {
  const level = {
    qty: row?.qty ?? 0,
    is_in_stock: (row?.is_in_stock ?? 0) === 1,
    manage_stock: (row?.manage_stock ?? 1) === 1,
    backorders: (row?.backorders ?? 0) === 1,
    low_stock_qty: row?.low_stock_qty ?? 0,
  };
  return {
    product_id: productId,
    qty: level.qty,
    is_in_stock: stockStatus(level) !== 'out_of_stock',
    stock_status: stockStatus(level),
  };
}

/** A configurable product is in stock when any of its children is. */
export function combineStock(productId: number, children: StockInfo[]): StockInfo {
  const qty = children.reduce((sum, c) => sum + c.qty, 0);
  const status = children.some((c) => c.stock_status === 'in_stock')
    ? 'in_stock'
    : children.some((c) => c.stock_status === 'low_stock')
      ? 'low_stock'
      : 'out_of_stock';
  return { product_id: productId, qty, is_in_stock: status !== 'out_of_stock', stock_status: status };
}

export function presentBrand(brandId: number | null, reference: ReferenceData): BrandDto | null {
  const brand = brandId === null ? undefined : reference.brandById.get(brandId);
  return brand
    ? { id: brand.id, name: brand.name, slug: brand.slug, description: brand.description, logo: brand.logo }
    : null;
}

export function deliveryTimeText(code: string | null): string | null {
  return code && code in DELIVERY_TIMES ? DELIVERY_TIMES[code as DeliveryTimeCode] : null;
}

export interface SummaryInput {
  row: ListingRow;
  parentSku?: string;
  stock: StockInfo;
  categoryIds: number[];
  /** Prices for the customer group (use-cases/pricing); without them, guest prices without tiers. */
  prices?: { fields: PriceFields; onSale: boolean; lowestPrice30dInclTax: number | null };
}

export function presentSummary(
  input: SummaryInput,
  reference: ReferenceData,
  settings: CatalogSettings,
  now: Date,
): ProductSummary {
  const { row } = input;
  const { onSale, ...prices } = input.prices
    ? { ...input.prices.fields, onSale: input.prices.onSale }
    : presentPrices(row, taxRateFor(row, reference, settings), now);
  return {
    id: row.id,
    sku: row.sku,
    parentSku: input.parentSku ?? row.sku,
    type_id: row.type_id,
    name: row.name,
    slug: row.slug,
    url_key: row.url_key,
    url_path: row.url_path,
    status: row.status,
    visibility: row.visibility,
    ...prices,
    image: row.image,
    small_image: row.image,
    thumbnail: row.image,
    stock: input.stock,
    category_ids: input.categoryIds,
    brand: presentBrand(row.brand_id, reference),
    delivery_time: deliveryTimeText(row.delivery_time),
    new: row.news_from_date !== null && Date.parse(row.news_from_date) <= now.getTime(),
    sale: onSale,
    bestseller: row.sales_count >= settings.bestsellerMinSales,
    tax_class_id: row.tax_class_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    lowest_price_30d_incl_tax: input.prices?.lowestPrice30dInclTax ?? null,
  };
}
