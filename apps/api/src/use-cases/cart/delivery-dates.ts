import type { DeliveryDatesDto } from '@hemma/contract';
import {
  DELIVERY_TIMES,
  deliveryDates,
  expectedDelivery,
  type DeliveryInterval,
  type DeliveryTimeCode,
} from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import { requireCart, type CartAccess } from './cart-access.ts';
import type { CheckoutContext } from './checkout-context.ts';

/** The delivery-time codes of these products (null for one without: in stock). */
export async function deliveryTimes(
  context: CheckoutContext,
  productIds: readonly number[],
): Promise<(string | null)[]> {
  const rows = await context.catalog.repositories.products.findByIds([...new Set(productIds)]);
  return rows.map((row) => row.delivery_time);
}

/**
 * When an order of products with these delivery times (its lines', from the rows they were priced from) is expected:
 * its booked day, or the interval their delivery times give.
 */
export function expectedOrderDelivery(
  context: CheckoutContext,
  codes: readonly (string | null)[],
  booked: string | null,
): DeliveryInterval {
  return expectedDelivery(codes, context.now(), booked);
}

async function cartProducts(context: CheckoutContext, cartId: number): Promise<number[]> {
  const items = await context.carts.items(cartId);
  const rows = await Promise.all(
    items.map((item) => context.catalog.repositories.products.findBySku(item.sku)),
  );
  return rows.flatMap((row) => (row ? [row.id] : []));
}

/** GET /api/ext/delivery-dates: the bookable days of the cart's home delivery and the day chosen. */
export async function cartDeliveryDates(
  context: CheckoutContext,
  access: CartAccess,
): Promise<DeliveryDatesDto> {
  const cart = await requireCart(context, access);
  const ids = await cartProducts(context, cart.id);
  const codes = await deliveryTimes(context, ids);
  return {
    dates: deliveryDates(codes, context.now()),
    delivery_times: [
      ...new Set(
        codes.flatMap((code) =>
          code && code in DELIVERY_TIMES ? [DELIVERY_TIMES[code as DeliveryTimeCode]] : [],
        ),
      ),
    ],
    delivery_date: cart.delivery_date,
  };
}

/** POST /api/ext/delivery-date (SPEC §7 delivery-date set): books a day the cart's products allow, or none. */
export async function setCartDeliveryDate(
  context: CheckoutContext,
  access: CartAccess,
  date: string | null,
): Promise<DeliveryDatesDto> {
  const cart = await requireCart(context, access);
  if (date !== null) {
    const allowed = deliveryDates(
      await deliveryTimes(context, await cartProducts(context, cart.id)),
      context.now(),
    );
    if (!allowed.includes(date))
      throw new InputError(
        `delivery_date: ${date} is not a day this cart can be delivered (from ${allowed[0]})`,
      );
  }
  await context.carts.setDeliveryDate(cart.id, date, context.now().toISOString());
  return cartDeliveryDates(context, access);
}

/** An order's delivery day: none, or one its products (their delivery times) allow, for a home delivery. */
export function checkDeliveryDate(
  context: CheckoutContext,
  date: string | null | undefined,
  shipping: { carrierCode: string } | null,
  codes: readonly (string | null)[],
): string | null {
  if (!date) return null;
  if (!shipping || shipping.carrierCode === 'pickup')
    throw new InputError(
      'addressInformation.delivery_date: a delivery day is booked only for a home delivery',
    );
  const allowed = deliveryDates(codes, context.now());
  if (!allowed.includes(date))
    throw new InputError(
      `addressInformation.delivery_date: ${date} is not a day this order can be delivered (from ${allowed[0]})`,
    );
  return date;
}
