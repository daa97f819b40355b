import type { PaymentMethodDto } from '@hemma/api-client';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { notify } from '~/lib/notifications.ts';
import { dispatchCart, getCart } from '~/lib/cart/cart-store.ts';
import { type CheckoutDetails, deliveryDateOf, shippingCodes, toAddressDto } from './checkout-details.ts';

/**
 * Tells the server cart the shipping choice (SPEC §7 cart/shipping-information) and takes back its totals; answers
 * the payment methods offered for that choice. Nothing to tell without a server cart (offline from the start).
 */
export async function saveShippingChoice(details: CheckoutDetails): Promise<PaymentMethodDto[] | null> {
  const token = getCart().cartServerToken;
  if (!token) return null;
  const answer = await checkoutApi().shippingInformation(token, {
    shippingAddress: toAddressDto(details.shipping, details.personal.emailAddress),
    ...shippingCodes(details.shipping.shippingMethod),
    carry_in: details.shipping.carryIn === true,
  });
  dispatchCart({ type: 'UPD_TOTALS', totals: answer.totals });
  dispatchCart({ type: 'SHIPPING', shipping: answer.totals.shipping_method });
  // The address moved the cart to another country: every price now carries that country's VAT (decision 0056).
  if (answer.repriced_from_country && answer.totals.country_id)
    notify({
      type: 'info',
      message: 'checkout.repriced',
      params: { country: countryName(answer.totals.country_id) },
    });
  await checkoutApi().setDeliveryDate(token, deliveryDateOf(details));
  return answer.payment_methods;
}

/** A country's name in the page's language. */
function countryName(country: string): string {
  try {
    return (
      new Intl.DisplayNames([document.documentElement.lang || 'sv'], { type: 'region' }).of(country) ??
      country
    );
  } catch {
    return country;
  }
}

let previewed = 0;

/**
 * Tells the server cart a shipping method as soon as it is picked (SPEC §7 cart/collect-totals), so that the summary's
 * shipping line follows the choice at once rather than after "Fortsätt". Only the latest pick's answer counts; one
 * that fails (offline) changes nothing: the step's "Fortsätt" sends the whole choice.
 */
export async function previewShippingChoice(key: string): Promise<void> {
  const token = getCart().cartServerToken;
  const { shipping_carrier_code: carrier, shipping_method_code: method } = shippingCodes(key);
  if (!token || !carrier) return;
  const ask = ++previewed;
  try {
    const totals = await checkoutApi().collectTotals(token, {
      shippingCarrierCode: carrier,
      ...(method ? { shippingMethodCode: method } : {}),
    });
    if (ask === previewed) dispatchCart({ type: 'UPD_TOTALS', totals });
  } catch {
    // The full choice goes with "Fortsätt" and the order; the summary catches up then.
  }
}

/** Tells the server cart the payment choice, so the totals include its fee. */
export async function savePaymentChoice(details: CheckoutDetails, virtual: boolean): Promise<void> {
  const token = getCart().cartServerToken;
  if (!token) return;
  const answer = await checkoutApi().shippingInformation(token, {
    ...(virtual ? {} : shippingCodes(details.shipping.shippingMethod)),
    payment_method_code: details.payment.paymentMethod,
  });
  dispatchCart({ type: 'UPD_TOTALS', totals: answer.totals });
  dispatchCart({ type: 'UPD_PAYMENT', payment: details.payment.paymentMethod });
}
