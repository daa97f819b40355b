import type { ProductSummary, StockInfo } from '@hemma/contract';
import { DELIVERY_TIMES, startOfShopDate, type DeliveryTimeCode } from '@hemma/commerce';
import type { ListingRow } from '../../modules/catalog/listing-repository.ts';
import { presentLowestPrice, presentPriceFields } from '../pricing/present-prices.ts';
import type { ProductPrices } from '../pricing/price-products.ts';
import type { CatalogSettings, ReferenceData } from '../reference/catalog-context.ts';
import { presentBrand } from '../reference/present-reference.ts';

export function deliveryTimeText(code: string | null): string | null {
  return code && code in DELIVERY_TIMES ? DELIVERY_TIMES[code as DeliveryTimeCode] : null;
}

export interface SummaryInput {
  row: ListingRow;
  parentSku?: string;
  stock: StockInfo;
  categoryIds: number[];
  /** Prices for the customer group (use-cases/pricing). */
  prices: ProductPrices;
}

/** A product as lists show it (SPEC §3 fields), priced for one customer group. */
export function presentSummary(
  input: SummaryInput,
  reference: ReferenceData,
  settings: CatalogSettings,
  now: Date,
): ProductSummary {
  const { row, prices } = input;
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
    ...presentPriceFields(prices),
    image: row.image,
    small_image: row.image,
    thumbnail: row.image,
    stock: input.stock,
    category_ids: input.categoryIds,
    brand: presentBrand(row.brand_id, reference),
    delivery_time: deliveryTimeText(row.delivery_time),
    // From the shop's midnight of the day the owner set (issue 35: set after 23:00 UTC it was tomorrow in UTC).
    new: row.news_from_date !== null && startOfShopDate(row.news_from_date).getTime() <= now.getTime(),
    sale: prices.breakdown.onSale,
    bestseller: row.sales_count >= settings.bestsellerMinSales,
    tax_class_id: row.tax_class_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    lowest_price_30d_incl_tax: presentLowestPrice(prices),
  };
}
