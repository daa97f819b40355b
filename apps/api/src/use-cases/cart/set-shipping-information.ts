import type { AddressInformationDto, ShippingInformationResult } from '@hemma/contract';
import { validatePostcode, validationMessage } from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import { availablePaymentMethods, findPaymentMethod } from '../../modules/checkout/methods.ts';
import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import { requireShippedCountry } from '../reference/shipping-countries.ts';
import { cartCountry } from './cart-lines.ts';
import { cartShape } from './cart-summary.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';
import { cartTotals } from './get-cart-totals.ts';
import { presentPaymentMethod } from './present-methods.ts';
import { carryInChoice, chosenShippingMethod } from './shipping-choice.ts';

/**
 * A destination's postcode, when given, is one of its country (@hemma/commerce postcode rules): shipping to "1234" in
 * Sweden is refused here already, not only when the order is placed. A blank one is not checked (country only).
 */
function requireWellFormedPostcode(info: AddressInformationDto): void {
  for (const key of ['shippingAddress', 'billingAddress'] as const) {
    const address = info[key];
    if (!address || address.postcode.trim() === '') continue;
    const issue = validatePostcode(address.country_id, address.postcode);
    if (issue) throw new InputError(`addressInformation.${key}.postcode: ${validationMessage(issue)}`);
  }
}

/** The delivery country is one the store view ships to (decision 0056): /de takes DE and AT. */
async function requireShippedCountries(
  context: CheckoutContext,
  storeCode: string | undefined,
  info: AddressInformationDto,
): Promise<void> {
  const reference = await context.catalog.reference();
  for (const key of ['shippingAddress', 'billingAddress'] as const) {
    const address = info[key];
    if (address && (key === 'shippingAddress' || !info.shippingAddress))
      requireShippedCountry(reference, storeCode, address.country_id, `addressInformation.${key}.country_id`);
  }
}

/** SPEC §7 cart/shipping-information: stores the chosen methods and answers totals and payment methods. */
export async function setShippingInformation(
  context: CheckoutContext,
  access: CartAccess,
  info: AddressInformationDto,
): Promise<ShippingInformationResult> {
  requireWellFormedPostcode(info);
  await requireShippedCountries(context, access.storeCode, info);
  const cart = await requireCart(context, access);
  const before = await cartCountry(context, cart);
  const [shape, methods] = await Promise.all([
    cartShape(context, cart),
    offeredMethods(
      context,
      cart.currency,
      cart.storeCode,
      (info.shippingAddress ?? info.billingAddress)?.country_id.trim().toUpperCase(),
    ),
  ]);
  const method = shape.isVirtual
    ? undefined
    : chosenShippingMethod(
        methods,
        shape,
        info.shipping_carrier_code,
        info.shipping_method_code,
        'addressInformation.shipping_method_code',
      );
  if (!shape.isVirtual && !method)
    throw new InputError(
      `addressInformation: no shipping method ${info.shipping_carrier_code ?? ''}/${info.shipping_method_code ?? ''} for this cart`,
    );
  const carryIn = carryInChoice(method, info.carry_in, 'addressInformation');
  if (info.payment_method_code && !findPaymentMethod(methods, shape, info.payment_method_code))
    throw new InputError(
      `addressInformation.payment_method_code: ${info.payment_method_code} is not offered for this cart`,
    );
  await context.carts.setMethods(
    cart.id,
    {
      shipping_carrier_code: info.shipping_carrier_code ?? null,
      shipping_method_code: info.shipping_method_code ?? null,
      // The payment step's call sends no address: the cart stays priced for where it goes (decision 0056).
      ...(info.shippingAddress
        ? { shipping_country_id: info.shippingAddress.country_id.trim().toUpperCase() }
        : {}),
      // Without carry_in (the payment step's call) what the shopper ticked stays, while the method offers carry-in.
      ...(info.carry_in !== undefined || !method?.carryInInclTax ? { carry_in: carryIn ? 1 : 0 } : {}),
      ...(info.payment_method_code ? { payment_method_code: info.payment_method_code } : {}),
    },
    nowIso(context),
  );
  const totals = await cartTotals(context, access);
  return {
    totals,
    payment_methods: availablePaymentMethods(methods, shape).map(presentPaymentMethod),
    // A cart moved to another country is repriced as a whole; the checkout says so.
    ...(totals.country_id && totals.country_id !== before.countryId
      ? { repriced_from_country: before.countryId }
      : {}),
  };
}
