import type { CartItemDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { CartItemRow } from '../../modules/cart/cart-repository.ts';
import type { PricedLine } from './price-cart-lines.ts';

/** A cart line as the SPEC §3 cart item: the HTTP edge, where its öre amounts become SEK. */
export function presentCartItem(row: CartItemRow, line: PricedLine, cartToken: string): CartItemDto {
  return {
    item_id: row.id,
    quote_id: cartToken,
    sku: row.sku,
    parentSku: line.parentSku,
    name: line.name,
    qty: row.qty,
    product_type: line.productType,
    product_id: line.productId,
    slug: line.slug,
    image: line.image,
    price_incl_tax: toSek(line.unitInclTax),
    row_total_incl_tax: toSek(line.rowTotalInclTax),
    tax_percent: line.taxPercent,
    product_option: line.productOption,
    checksum: row.checksum,
    options: line.options.map(({ label, value }) => ({ label, value })),
    stock: line.stock,
  };
}
