import { capacityRefusalText } from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import {
  findShippingMethod,
  refusedShippingMethods,
  type CheckoutMethods,
  type ShippingCart,
  type ShippingMethod,
} from '../../modules/checkout/methods.ts';

/**
 * The shipping method a cart or order chose, refused with the reason when the cart holds something it cannot take
 * (decision 0049: "Soffa Lund är för lång för Hämta hos ombud"); undefined when the shop has no such method for it.
 * `field` names the request's field in the message ('addressInformation.shipping_method_code').
 */
export function chosenShippingMethod(
  methods: CheckoutMethods,
  cart: ShippingCart,
  carrierCode: string | null | undefined,
  methodCode: string | null | undefined,
  field: string,
): ShippingMethod | undefined {
  const method = findShippingMethod(methods, cart, carrierCode, methodCode);
  if (method) return method;
  const refused = refusedShippingMethods(methods, cart).find(
    (r) => r.method.carrierCode === carrierCode && r.method.methodCode === methodCode,
  );
  if (refused)
    throw new InputError(`${field}: ${capacityRefusalText(refused.refusal, refused.method.methodTitle)}`);
  return undefined;
}

/** Whether carry-in is asked for; asking it of a method that does not offer it is the client's mistake. */
export function carryInChoice(
  method: ShippingMethod | null | undefined,
  carryIn: boolean | undefined,
  prefix: string,
): boolean {
  if (!carryIn) return false;
  if (method?.carryInInclTax == null)
    throw new InputError(
      `${prefix}.carry_in: ${method ? method.methodTitle : 'a cart with nothing to ship'} offers no carry-in`,
    );
  return true;
}
