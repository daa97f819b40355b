import type { CartItemDto, CartItemInput } from '@hemma/contract';
import type { CartItemRow } from '../../modules/cart/cart-repository.ts';
import { productOptionChecksum } from '@hemma/commerce/cart-sync';
import { AppError, NotFoundError } from '../../errors.ts';
import { resolvePricingScope } from '../pricing/price-products.ts';
import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import { parseOption } from './cart-lines.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { answerChange, type CartChange } from './get-cart-totals.ts';
import { presentCartItem } from './present-cart-item.ts';
import { loadAlong, priceCartLine, productLoader, type LineResult } from './price-cart-lines.ts';
import { translateLineNames } from './translate-lines.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

/** One priced line with its name in the store view's language (decision 0058). */
async function translatedLine(
  context: CatalogContext,
  [line]: [LineResult],
  storeCode: string | undefined,
): Promise<LineResult> {
  return (await translateLineNames(context, [line], storeCode))[0]!;
}

/** The cart's lines (in their order, by id) with the line a change wrote in place of the one it was, if any. */
function withLine(lines: readonly CartItemRow[], row: CartItemRow): CartItemRow[] {
  return [...lines.filter((line) => line.id !== row.id), row].sort((a, b) => a.id - b.id);
}

/**
 * Sets a line's quantity (SPEC §7 cart/update). With item_id the line is that one; without, the line for the same
 * sku and configuration is created or set — never added to, so a repeated request cannot double a quantity. Answers
 * the line and the cart's totals after the change (decision 0063), with one product load per sku: the cart's lines
 * are read before the change, so the changed line's product and the other lines' products are read together, and
 * the answer prices them with the line as written (issue 32: neither the lines nor their products read again, nor
 * the changed line priced twice). The lines are read beside the cart (one wait on PostgreSQL, not two: decision
 * 0072) and used once the cart is known to be the caller's.
 */
export async function updateCartItem(
  context: CheckoutContext,
  access: CartAccess,
  input: CartItemInput,
): Promise<CartChange<CartItemDto>> {
  const linesOfToken = access.cartId ? context.carts.itemsOfActiveToken(access.cartId) : undefined;
  // Not the caller's cart, or none: requireCart answers that, and these lines are never looked at.
  linesOfToken?.catch(() => undefined);
  const cart = await requireCart(context, access);
  const now = nowIso(context);
  const [scope, lines] = await Promise.all([
    resolvePricingScope(context.catalog, cart.group_id, cart.storeCode, cart.shipping_country_id),
    linesOfToken ?? context.carts.items(cart.id),
  ]);
  const load = productLoader(context.catalog, scope);
  if (input.item_id !== undefined) {
    const existing = lines.find((line) => line.id === input.item_id);
    if (!existing) throw new NotFoundError(`Cart item ${input.item_id} is not in this cart`);
    const priced = priceCartLine(context.catalog, load, scope, {
      sku: existing.sku,
      qty: input.qty,
      productOption: parseOption(existing),
    });
    loadAlong(load, lines);
    const result = await translatedLine(context.catalog, [await priced], cart.storeCode);
    if (!result.ok) throw new AppError(result.status, result.message);
    const row = await context.carts.setQty(cart.id, existing.id, input.qty, now);
    if (!row) throw new NotFoundError(`Cart item ${input.item_id} is not in this cart`);
    return answerChange(context, cart, presentCartItem(row, result.line, cart.token), {
      load,
      rows: withLine(lines, row),
      line: { row, line: result.line },
    });
  }
  const productOption = input.product_option ?? null;
  const priced = priceCartLine(context.catalog, load, scope, {
    sku: input.sku,
    qty: input.qty,
    productOption,
  });
  loadAlong(load, lines);
  const result = await translatedLine(context.catalog, [await priced], cart.storeCode);
  if (!result.ok) throw new AppError(result.status, result.message);
  const row = await context.carts.upsertLine(
    cart.id,
    {
      sku: result.line.sku,
      parentSku: result.line.parentSku,
      productType: result.line.productType,
      qty: input.qty,
      productOption: productOption ? JSON.stringify(productOption) : null,
      checksum: productOptionChecksum(productOption),
    },
    now,
  );
  return answerChange(context, cart, presentCartItem(row, result.line, cart.token), {
    load,
    rows: withLine(lines, row),
    line: { row, line: result.line },
  });
}
