import type { PaymentMethodDto, ShippingMethodDto } from '@hemma/contract';
import {
  availablePaymentMethods,
  availableShippingMethods,
  defaultShippingMethod,
  refusedShippingMethods,
} from '../../modules/checkout/methods.ts';
import { shippingCountriesOf } from '../reference/shipping-countries.ts';
import { requireCart, type CartAccess } from './cart-access.ts';
import { cartShape } from './cart-summary.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';
import { presentPaymentMethod, presentShippingMethod } from './present-methods.ts';

/**
 * SPEC §7 cart/shipping-methods: what this cart can be sent with to `countryId`, then the methods it holds something
 * too large for, `available: false` with the reason (decision 0049), so the checkout can say why they are missing.
 */
export async function shippingMethods(
  context: CheckoutContext,
  access: CartAccess,
  countryId: string,
): Promise<ShippingMethodDto[]> {
  const cart = await requireCart(context, access);
  // Countries the store view does not ship to get no methods rather than an error (an estimate, not an order).
  const reference = await context.catalog.reference();
  const country = countryId.trim().toUpperCase();
  if (!shippingCountriesOf(reference, access.storeCode).includes(country)) return [];
  const [methods, shape] = await Promise.all([
    offeredMethods(context, cart.currency, cart.storeCode, country),
    cartShape(context, cart),
  ]);
  const chosenForShopper = defaultShippingMethod(methods, shape);
  return [
    ...availableShippingMethods(methods, shape).map((m) => presentShippingMethod(m, m === chosenForShopper)),
    ...refusedShippingMethods(methods, shape).map(({ method, refusal }) =>
      presentShippingMethod(method, false, refusal),
    ),
  ];
}

/** SPEC §7 cart/payment-methods: how this cart can be paid. */
export async function paymentMethods(
  context: CheckoutContext,
  access: CartAccess,
): Promise<PaymentMethodDto[]> {
  const cart = await requireCart(context, access);
  const [methods, shape] = await Promise.all([
    offeredMethods(context, cart.currency, cart.storeCode),
    cartShape(context, cart),
  ]);
  return availablePaymentMethods(methods, shape).map(presentPaymentMethod);
}
