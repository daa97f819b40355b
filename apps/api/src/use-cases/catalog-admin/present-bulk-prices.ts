import { toSek } from '@hemma/commerce';
import type { ProductPriceRow } from '../../modules/pricing/pricing-repository.ts';

type Stored = Pick<ProductPriceRow, 'price' | 'special_price' | 'special_from_date' | 'special_to_date'>;

/** A product's prices as the bulk price call's audit entry shows them: kronor incl. VAT, like the back office. */
export function presentBulkPrices(row: Stored) {
  return {
    price: toSek(row.price),
    special_price: row.special_price === null ? null : toSek(row.special_price),
    special_from: row.special_from_date,
    special_to: row.special_to_date,
  };
}
