import { destinationCountry, type ProductOption } from '@hemma/commerce';
import { FEE_TAX_PERCENT } from '../../modules/checkout/methods.ts';
import { standardRate } from '../pricing/tax-rate.ts';
import { shippingCountriesOf } from '../reference/shipping-countries.ts';
import type { CartItemRow } from '../../modules/cart/cart-repository.ts';
import type { CartInView } from './cart-access.ts';
import { resolvePricingScope } from '../pricing/price-products.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { priceCartLines, type PricedLine, type ProductLoader } from './price-cart-lines.ts';

export const parseOption = (row: CartItemRow): ProductOption | null =>
  row.product_option ? (JSON.parse(row.product_option) as ProductOption) : null;

export interface CartLine {
  row: CartItemRow;
  line: PricedLine;
}

/**
 * The cart's lines priced now, in the minor units of the store view's currency. Lines whose product disappeared
 * from the catalogue are left out. `load`: the request's product loader, when it already loaded some of them;
 * `rows`: the cart's lines, when the request knows them already; `done`: a line among them the request priced
 * already (the one a change wrote), which is not priced again.
 */
export async function priceCart(
  context: CheckoutContext,
  cart: CartInView,
  load?: ProductLoader,
  known?: readonly CartItemRow[],
  done?: CartLine,
): Promise<CartLine[]> {
  const rows = known ?? (await context.carts.items(cart.id));
  const pending = done ? rows.filter((row) => row.id !== done.row.id) : rows;
  const priced = new Map<CartItemRow, CartLine>();
  if (pending.length > 0) {
    const scope = await resolvePricingScope(
      context.catalog,
      cart.group_id,
      cart.storeCode,
      cart.shipping_country_id,
    );
    const results = await priceCartLines(
      context.catalog,
      scope,
      pending.map((r) => ({ sku: r.sku, qty: r.qty, productOption: parseOption(r) })),
      cart.storeCode,
      load,
    );
    results.forEach((result, i) => {
      if (result.ok) priced.set(pending[i]!, { row: pending[i]!, line: result.line });
    });
  }
  return rows.flatMap((row) => {
    const line = done?.row.id === row.id ? done : priced.get(row);
    return line ? [line] : [];
  });
}

/**
 * The country the cart is priced and taxed for (decision 0056): its delivery address's, where its store view ships
 * there, else the store view's home country. Its standard rate is what shipping and payment fees carry.
 */
export async function cartCountry(
  context: CheckoutContext,
  cart: CartInView,
): Promise<{ countryId: string; feeTaxPercent: number }> {
  const reference = await context.catalog.reference();
  const countryId = destinationCountry(
    shippingCountriesOf(reference, cart.storeCode),
    cart.shipping_country_id,
  );
  return { countryId, feeTaxPercent: standardRate(reference, countryId, FEE_TAX_PERCENT) };
}
