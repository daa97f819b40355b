import type { CartTotalsDto } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import { findPaymentMethod } from '../../modules/checkout/methods.ts';
import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import { cartCountry } from './cart-lines.ts';
import { cartShape } from './cart-summary.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';
import { cartTotals } from './get-cart-totals.ts';
import { chosenShippingMethod } from './shipping-choice.ts';

/** SPEC §7 cart/collect-totals: choose methods, answer totals. */
export async function collectTotals(
  context: CheckoutContext,
  access: CartAccess,
  methods: {
    paymentMethod?: { method: string } | undefined;
    shippingCarrierCode?: string | undefined;
    shippingMethodCode?: string | undefined;
  },
): Promise<CartTotalsDto> {
  const cart = await requireCart(context, access);
  const [shape, offered] = await Promise.all([
    cartShape(context, cart),
    cartCountry(context, cart).then(({ countryId }) =>
      offeredMethods(context, cart.currency, cart.storeCode, countryId),
    ),
  ]);
  if (methods.paymentMethod && !findPaymentMethod(offered, shape, methods.paymentMethod.method))
    throw new InputError(
      `methods.paymentMethod.method: ${methods.paymentMethod.method} is not offered for this cart`,
    );
  const shipping = methods.shippingCarrierCode
    ? chosenShippingMethod(
        offered,
        shape,
        methods.shippingCarrierCode,
        methods.shippingMethodCode,
        'methods.shippingMethodCode',
      )
    : undefined;
  if (methods.shippingCarrierCode && !shipping)
    throw new InputError(
      `methods: no shipping method ${methods.shippingCarrierCode}/${methods.shippingMethodCode ?? ''} for this cart`,
    );
  await context.carts.setMethods(
    cart.id,
    {
      ...(methods.paymentMethod ? { payment_method_code: methods.paymentMethod.method } : {}),
      ...(methods.shippingCarrierCode
        ? {
            shipping_carrier_code: methods.shippingCarrierCode,
            shipping_method_code: methods.shippingMethodCode ?? null,
            // A method without carry-in drops it: choosing freight again later does not bring it back unasked.
            ...(shipping?.carryInInclTax == null ? { carry_in: 0 } : {}),
          }
        : {}),
    },
    nowIso(context),
  );
  return cartTotals(context, access);
}
