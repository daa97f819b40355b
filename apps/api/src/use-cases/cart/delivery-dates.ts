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
async function deliveryTimes(context: CheckoutContext, productIds: readonly number[]) {
  const rows = await context.catalog.repositories.products.findByIds([...new Set(productIds)]);
  return rows.map((row) => row.delivery_time);
}

/** The days a home delivery of these products can be booked for, from today (decision 0027). */
export async function bookableDays(
  context: CheckoutContext,
  productIds: readonly number[],
): Promise<string[]> {
  return deliveryDates(await deliveryTimes(context, productIds), context.now());
}

/** When an order of these products is expected: its booked day, or the interval their delivery times give. */
export async function expectedOrderDelivery(
  context: CheckoutContext,
  productIds: readonly number[],
  booked: string | null,
): Promise<DeliveryInterval> {
  return expectedDelivery(await deliveryTimes(context, productIds), context.now(), booked);
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

/** An order's delivery day: none, or one its products allow, for a home delivery (not a pick-up). */
export async function checkDeliveryDate(
  context: CheckoutContext,
  date: string | null | undefined,
  shipping: { carrierCode: string } | null,
  productIds: readonly number[],
): Promise<string | null> {
  if (!date) return null;
  if (!shipping || shipping.carrierCode === 'pickup')
    throw new InputError(
      'addressInformation.delivery_date: a delivery day is booked only for a home delivery',
    );
  const allowed = await bookableDays(context, productIds);
  if (!allowed.includes(date))
    throw new InputError(
      `addressInformation.delivery_date: ${date} is not a day this order can be delivered (from ${allowed[0]})`,
    );
  return date;
}
