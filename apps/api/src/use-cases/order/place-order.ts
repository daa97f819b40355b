import { createHash } from 'node:crypto';
import type { OrderRequest, OrderResult } from '@hemma/contract';
import {
  CARD_PAYMENT_NOT_SETTLED,
  evaluateCoupon,
  INCORRECT_COUPON_MESSAGE,
  normalizeCouponCode,
  PRODUCTS_NOT_AVAILABLE,
  productsNotAvailable,
  validatePersonalDetails,
  validationMessage,
  storeViewByCode,
  shopLocaleOf,
} from '@hemma/commerce';
import { AppError, InputError } from '../../errors.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import { addressIssues, withPostcodeFormatted } from './order-address.ts';
import { FEE_TAX_PERCENT, findPaymentMethod } from '../../modules/checkout/methods.ts';
import { standardRate } from '../pricing/tax-rate.ts';
import { requireShippedCountry } from '../reference/shipping-countries.ts';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { tagsForProducts } from '../catalog/cache-tags.ts';
import {
  offeredMethods,
  SEK_ONLY_PAYMENT_METHODS,
  SWISH_SEK_ONLY,
  type CheckoutContext,
} from '../cart/checkout-context.ts';
import { checkDeliveryDate, expectedOrderDelivery } from '../cart/delivery-dates.ts';
import { checkPickupPoint } from '../shipping/pickup-points.ts';
import { shapeOfLines } from '../cart/cart-summary.ts';
import { carryInChoice, chosenShippingMethod } from '../cart/shipping-choice.ts';
import { carryInOf, couponRule, summariseTotals, type TotalsChoices } from '../cart/cart-totals.ts';
import { priceCartLines } from '../cart/price-cart-lines.ts';
import { resolvePricingScope } from '../pricing/price-products.ts';
import { requirePaymentOfCart } from './payment-of-cart.ts';
import { presentOrder } from './present-order.ts';
import { shippingTitle } from '../cart/present-totals.ts';
import { translateCoupon } from '../cart/translate-methods.ts';
import { isStripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { openHostedPayment, openHostedPaymentUrl } from './hosted-payments.ts';
import { CouponUsedUp, PaymentNotSettled, StockShortage, writeOrder } from './write-order.ts';
import { webhookEventWanted } from '../webhooks/raise-webhook-event.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';

/** The order as received: the contract's fields plus what an offline queue adds while it holds the order. */
type OrderRequestBody = OrderRequest & { transmited?: boolean | undefined; updated_at?: string | undefined };

export { CARD_PAYMENT_NOT_SETTLED, PRODUCTS_NOT_AVAILABLE };

/** The order could not be placed because the shop's state changed (stock, coupon use): nothing was charged. */
export class OrderConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export const CARD_PAYMENT_MISSING = "The card payment is missing: pay on the payment provider's page first";

/** What makes two requests the same order: everything the shopper decided, not transport details. */
function requestHash(request: OrderRequestBody): string {
  const { created_at: _created, updated_at: _updated, transmited: _transmited, ...decided } = request;
  return createHash('sha256').update(JSON.stringify(decided)).digest('hex');
}

/**
 * The order this request repeats, if any. A repeat is answered only to whoever placed it (decision 0024): the same
 * customer's token, or for a guest's order no token (the guest cart's token is part of the body, which is the
 * same). Anyone else — another customer, or a guest resending a customer's body — gets the 409 a reused order_id
 * gets, which tells nothing of the order.
 */
async function findExisting(
  context: CheckoutContext,
  request: OrderRequestBody,
  hash: string,
  customer: AuthenticatedCustomer | null,
) {
  const existing = await context.orders.findByClientId(request.order_id);
  if (!existing) return existing;
  const sameSender = existing.customer_id === (customer?.customerId ?? null);
  if (existing.request_hash !== hash || !sameSender)
    throw new OrderConflictError(`order_id ${request.order_id} was already used for a different order`);
  return existing;
}

/**
 * POST /api/order: checks the order, prices it from the catalogue (never from the client), and in one transaction
 * claims the client's order id, takes the stock and counts the coupon use. The same order sent again, even
 * concurrently, returns the first result; a sold-out item or a used-up coupon rejects the whole order.
 */
export async function placeOrder(
  context: CheckoutContext,
  request: OrderRequestBody,
  customer: AuthenticatedCustomer | null = null,
  queryStoreCode?: string | undefined,
): Promise<OrderResult> {
  const hash = requestHash(request);
  // The order's store view (the body's store_code, else the call's storeCode) decides its currency (decision 0035).
  // Reads that do not depend on each other go together: on PostgreSQL each awaited statement is a round trip that
  // waits for the event loop, which under load is most of an order's time (decision 0039).
  const storeCode = request.store_code ?? queryStoreCode ?? 'default';
  // The order is priced and taxed for where it goes (decision 0056): the shipping address, or a virtual order's billing.
  const { shippingAddress, billingAddress } = request.addressInformation;
  const deliveryAddress = shippingAddress ?? billingAddress;
  const [repeated, scope, reference] = await Promise.all([
    findExisting(context, request, hash, customer),
    resolvePricingScope(context.catalog, customer?.groupId ?? 0, storeCode, deliveryAddress?.country_id),
    context.catalog.reference(),
  ]);
  if (repeated) return presentRepeat(context, repeated);
  for (const [key, address] of [
    ['shippingAddress', shippingAddress],
    ['billingAddress', billingAddress],
  ] as const)
    if (address && (key === 'shippingAddress' || !shippingAddress))
      requireShippedCountry(reference, storeCode, address.country_id, `addressInformation.${key}.country_id`);
  const { currency } = scope;
  // The order's language, its mails' (decision 0058): the shopper's, else its store view's.
  const locale = request.locale ?? storeViewByCode(storeCode)?.defaultLocale ?? 'sv-SE';
  // What the transaction would otherwise read is read here, with the prices: the confirmation's texts, and which
  // webhook events are wanted (kept for two seconds), so the transaction holds its connection for writes only.
  const [results, methods, mailTexts] = await Promise.all([
    priceCartLines(
      context.catalog,
      scope,
      request.products.map((p) => ({ sku: p.sku, qty: p.qty, productOption: p.product_option ?? null })),
      storeCode,
    ),
    offeredMethods(context, currency, storeCode, scope.countryId),
    isStripeMethod(request.addressInformation.payment_method_code ?? '')
      ? undefined
      : mailTextsFor(context.db, 'order_confirmation', shopLocaleOf(locale)),
    webhookEventWanted(context.db, 'order.created'),
  ]);
  const unavailable = results.flatMap((r) => (!r.ok && r.status === 404 ? [r.sku] : []));
  if (unavailable.length > 0) throw new OrderConflictError(productsNotAvailable(unavailable));
  const invalid = results.find((r) => !r.ok);
  if (invalid && !invalid.ok) throw new InputError(`products: ${invalid.sku}: ${invalid.message}`);
  const lines = results.flatMap((r) => (r.ok ? [r.line] : []));
  // The delivery times come with the rows the lines were priced from (issue 32: no second read of products).
  const deliveryCodes = lines.map((l) => l.deliveryTime);
  const shape = await shapeOfLines(context, lines, storeCode);
  const { isVirtual, subtotalInclTax } = shape;

  const info = request.addressInformation;
  const person = request.personal_details;
  const problems = validatePersonalDetails({
    firstName: person.firstname,
    lastName: person.lastname,
    emailAddress: person.email,
  }).map((issue) => `personal_details.${issue.field}: ${validationMessage(issue)}`);
  const billing = info.billingAddress ?? (isVirtual ? null : info.shippingAddress);
  if (!isVirtual) problems.push(...addressIssues(info.shippingAddress, 'shippingAddress'));
  problems.push(...addressIssues(billing, 'billingAddress'));
  if (problems.length > 0) throw new InputError(`The address data is invalid: ${problems.join('; ')}`);

  const shipping = isVirtual
    ? null
    : chosenShippingMethod(
        methods,
        shape,
        info.shipping_carrier_code,
        info.shipping_method_code,
        'addressInformation.shipping_method_code',
      );
  if (!isVirtual && !shipping)
    throw new InputError(
      `addressInformation: shipping method ${info.shipping_carrier_code ?? ''}/${info.shipping_method_code ?? ''} is not offered for this order`,
    );
  const deliveryDate = checkDeliveryDate(context, info.delivery_date, shipping ?? null, deliveryCodes);
  const expected = isVirtual ? null : expectedOrderDelivery(context, deliveryCodes, deliveryDate);
  const pickupPoint = await checkPickupPoint(context, info.pickup_point_id, shipping ?? null);
  const payment = findPaymentMethod(methods, { isVirtual }, info.payment_method_code);
  if (!payment && currency.code !== 'SEK' && SEK_ONLY_PAYMENT_METHODS.has(info.payment_method_code ?? ''))
    throw new InputError(`addressInformation.payment_method_code: ${SWISH_SEK_ONLY}`);
  if (!payment)
    throw new InputError(
      `addressInformation.payment_method_code: ${info.payment_method_code ?? ''} is not offered for this order`,
    );

  let coupon: CouponRow | null = null;
  if (request.coupon_code) {
    coupon = (await context.coupons.findByCode(normalizeCouponCode(request.coupon_code))) ?? null;
    const ownerMismatch =
      coupon?.customer_email && coupon.customer_email.toLowerCase() !== person.email.trim().toLowerCase();
    if (!coupon || ownerMismatch) throw new InputError(INCORRECT_COUPON_MESSAGE);
    coupon = await translateCoupon(context, coupon, storeCode);
  }
  const paymentSession = payment.isServerMethod ? info.payment_method_additional?.payment_session_id : null;
  if (payment.isServerMethod && typeof paymentSession !== 'string')
    throw new AppError(402, CARD_PAYMENT_MISSING);
  // A payment is claimed only by the cart it was opened for (issue 29): another cart's is refused before any write.
  const paymentCart =
    typeof paymentSession === 'string'
      ? await requirePaymentOfCart(context, paymentSession, request.cart_id, customer)
      : null;
  const carryIn = carryInChoice(shipping, info.carry_in, 'addressInformation');
  const choices: TotalsChoices = { coupon, shipping: shipping ?? null, payment, carryIn };
  const summary = summariseTotals(lines, choices, context.now(), currency, {
    countryId: scope.countryId,
    feeTaxPercent: standardRate(reference, scope.countryId, FEE_TAX_PERCENT),
  });
  if (coupon && !summary.couponCode) {
    // Used up is the shop's state, not the client's mistake: the same 409 as when another order takes the last use
    // during this one, on either database (decision 0024). Unknown, expired or below its minimum stays a 400.
    const usedUp =
      evaluateCoupon(couponRule(coupon, currency), subtotalInclTax, context.now()).ok === false &&
      coupon.usage_limit !== null &&
      coupon.times_used >= coupon.usage_limit;
    throw usedUp
      ? new OrderConflictError(INCORRECT_COUPON_MESSAGE)
      : new InputError(INCORRECT_COUPON_MESSAGE);
  }

  const now = context.now().toISOString();
  const t = summary.totals;
  let order;
  try {
    order = await context.db.transaction().execute(async (trx) => {
      const row = await context.orders.insert(trx, {
        client_order_id: request.order_id,
        request_hash: hash,
        cart_token: request.cart_id ?? null,
        customer_id: customer?.customerId ?? null,
        group_id: scope.groupId,
        store_code: storeCode,
        currency: currency.code,
        locale,
        // Every order starts as 'new' and moves on in the back office (decision 0022); a card order is paid now.
        status: 'new',
        payment_status: payment.isServerMethod ? 'paid' : 'pending',
        customer_email: person.email.trim(),
        customer_firstname: person.firstname.trim(),
        customer_lastname: person.lastname.trim(),
        shipping_address: isVirtual ? null : JSON.stringify(withPostcodeFormatted(info.shippingAddress)),
        billing_address: JSON.stringify(withPostcodeFormatted(billing)),
        shipping_method: shipping ? `${shipping.carrierCode}_${shipping.methodCode}` : null,
        shipping_title: shipping ? shippingTitle(shipping.methodTitle, carryInOf(choices)) : null,
        carry_in_incl_tax: carryInOf(choices) || null,
        delivery_date: deliveryDate,
        expected_delivery_from: expected?.from ?? null,
        expected_delivery_to: expected?.to ?? null,
        pickup_point: pickupPoint,
        payment_method: payment.code,
        payment_title: payment.title,
        coupon_code: summary.couponCode,
        coupon_description: (summary.couponCode && coupon?.description.trim()) || null,
        subtotal: t.subtotal,
        subtotal_incl_tax: t.subtotalInclTax,
        discount_incl_tax: t.discountInclTax,
        shipping_incl_tax: t.shippingInclTax,
        payment_incl_tax: t.paymentInclTax,
        tax: t.tax,
        grand_total: t.grandTotal,
        delivery_country_id: summary.countryId,
        vat_rates: summary.vatRates.join(','),
        created_at: now,
        updated_at: now,
      });
      return writeOrder(context, trx, row, {
        lines,
        coupon,
        payment,
        claim:
          typeof paymentSession === 'string' && paymentCart
            ? { sessionId: paymentSession, cartToken: paymentCart }
            : null,
        cartId: request.cart_id ?? null,
        customer,
        grandTotal: t.grandTotal,
        currency,
        mailTexts,
        now,
      });
    });
  } catch (error) {
    if (error instanceof StockShortage) {
      // Named by the skus the request sent (as an unknown product is), so the shop can say which line to change.
      const short = request.products.filter((_, i) => {
        const result = results[i];
        return result?.ok && result.line.reservations.some((r) => error.productIds.includes(r.productId));
      });
      throw new OrderConflictError(productsNotAvailable(short.map((p) => p.sku)));
    }
    if (error instanceof CouponUsedUp) throw new OrderConflictError(INCORRECT_COUPON_MESSAGE);
    if (error instanceof PaymentNotSettled) throw new AppError(402, CARD_PAYMENT_NOT_SETTLED);
    if (isUniqueViolation(error)) {
      // The same order won a race with this request: answer what it answered.
      const winner = await findExisting(context, request, hash, customer);
      if (winner) return presentOrder(context, winner);
    }
    throw error;
  }
  context.outbox.kick();
  if (order.soldOut.length > 0) await purgeSoldOut(context, order.soldOut);
  // Stripe Checkout (decision 0050): the order waits for its payment on Stripe's page, which the answer names.
  const paymentUrl = order.hosted ? await openHostedPayment(context, order.row, order.hosted) : null;
  const placed = await presentOrder(context, order.row, order.items);
  return paymentUrl ? { ...placed, payment_url: paymentUrl } : placed;
}

/**
 * The answer to an order sent again: as it was placed, with the hosted page it is still to be paid on. An order whose
 * hosted payment was cancelled or expired is not placed again under its id: the client sends a new one.
 */
async function presentRepeat(context: CheckoutContext, order: OrderRow): Promise<OrderResult> {
  if (!isStripeMethod(order.payment_method)) return presentOrder(context, order);
  if (order.status === 'cancelled')
    throw new OrderConflictError(
      `order_id ${order.client_order_id}: this order was cancelled because its payment was not completed; ` +
        'send the order again with a new order_id',
    );
  const paymentUrl = await openHostedPaymentUrl(context, order);
  return { ...(await presentOrder(context, order)), payment_url: paymentUrl };
}

/** Pages that showed a product this order sold out are renewed: they must not offer it any more (decision 0031). */
async function purgeSoldOut(context: CheckoutContext, soldOut: number[]): Promise<void> {
  try {
    context.purges.publish(await tagsForProducts(context.db, soldOut));
  } catch (error) {
    // The order stands; the pages follow when their time in the cache ends.
    context.log.error(
      `Cache purge after an order: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
