import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deliveryDateBody,
  deliveryDatesSchema,
  cartChangeMetaSchema,
  cartDeleteBody,
  cartItemSchema,
  cartQuery,
  cartTotalsSchema,
  cartUpdateBody,
  collectTotalsBody,
  commonQuery,
  couponQuery,
  paymentMethodSchema,
  pickupPointSchema,
  pickupPointsQuery,
  shippingInformationBody,
  shippingInformationResultSchema,
  shippingMethodSchema,
  shippingMethodsBody,
} from '@hemma/contract';
import { cartDeliveryDates, setCartDeliveryDate } from '../use-cases/cart/delivery-dates.ts';
import { listPickupPoints } from '../use-cases/shipping/pickup-points.ts';
import { z } from 'zod';
import { authenticate } from '../use-cases/account/authenticate.ts';
import { readRequestToken } from './request-token.ts';
import { applyCoupon } from '../use-cases/cart/apply-coupon.ts';
import type { CartAccess } from '../use-cases/cart/cart-access.ts';
import { collectTotals } from '../use-cases/cart/collect-totals.ts';
import { createCart } from '../use-cases/cart/create-cart.ts';
import { deleteCartItem } from '../use-cases/cart/delete-cart-item.ts';
import { deleteCoupon } from '../use-cases/cart/delete-coupon.ts';
import { cartTotals } from '../use-cases/cart/get-cart-totals.ts';
import { paymentMethods, shippingMethods } from '../use-cases/cart/list-methods.ts';
import { pullCart } from '../use-cases/cart/pull-cart.ts';
import { setShippingInformation } from '../use-cases/cart/set-shipping-information.ts';
import { updateCartItem } from '../use-cases/cart/update-cart-item.ts';
import type { AppContext } from '../app-context.ts';
import { addRoute, type RouteRegistry } from './route.ts';

const tags = ['cart'];
// Cart calls go before searches and pages for PostgreSQL's connections (decision 0046).
const lane = 'checkout' as const;

/** SPEC §7 cart calls. The cart is named by `?cartId=` (the token cart/create returned). */
export function registerCartRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { checkout: context, accounts }: AppContext,
): void {
  // A customer's cart needs their user token (query or bearer); a guest cart only its id.
  // The store view (`?storeCode=`) decides the currency the cart is priced in (decision 0035).
  const access = async (
    request: FastifyRequest,
    query: { cartId?: string | undefined; storeCode?: string | undefined },
  ): Promise<CartAccess> => ({
    cartId: query.cartId,
    customer: await authenticate(accounts, readRequestToken(request)),
    storeCode: query.storeCode,
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/create',
    summary:
      "Creates a guest cart and returns its id (a token to send as ?cartId= with every cart call); with a user token, the customer's cart (shared by their devices).",
    tags,
    lane,
    auth: 'optional-customer',
    query: z.object(commonQuery).strict(),
    response: z.string(),
    handler: async ({ request }) =>
      createCart(context, await authenticate(accounts, readRequestToken(request))),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/cart/pull',
    summary: 'The lines of the cart, priced now.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    response: z.array(cartItemSchema),
    handler: async ({ query, request }) => pullCart(context, await access(request, query)),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/update',
    summary:
      'Sets the quantity of a line (absolute, never added): by item_id, else the line of the same sku and product_option, created when missing. ' +
      'meta.totals: the cart after the change, as cart/totals answers it.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: cartUpdateBody,
    response: cartItemSchema,
    meta: cartChangeMetaSchema,
    handler: async ({ query, body, request }) =>
      updateCartItem(context, await access(request, query), body.cartItem),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/delete',
    summary:
      'Removes a line (by item_id, else by sku). meta.totals: the cart after the change, as cart/totals answers it.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: cartDeleteBody,
    response: z.boolean(),
    meta: cartChangeMetaSchema,
    handler: async ({ query, body, request }) =>
      deleteCartItem(context, await access(request, query), body.cartItem),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/cart/totals',
    summary:
      'Totals computed on the server: lines, subtotal, discount, shipping, payment fee, VAT and grand total, with segments.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    response: cartTotalsSchema,
    handler: async ({ query, request }) => cartTotals(context, await access(request, query)),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/cart/payment-methods',
    summary: 'Payment methods offered for the cart (cash on delivery only when something is delivered).',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    response: z.array(paymentMethodSchema),
    handler: async ({ query, request }) => paymentMethods(context, await access(request, query)),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/delivery-dates',
    summary:
      "The weekdays a home delivery of the cart can be booked for: from the first day the slowest product's " +
      'delivery time allows ("8–12 veckor": 8 weeks on; in stock: 2 working days on), and the day chosen.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    response: deliveryDatesSchema,
    handler: async ({ query, request }) => cartDeliveryDates(context, await access(request, query)),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/delivery-date',
    summary:
      'SPEC §7 delivery-date set: books the home-delivery day on the cart (one of GET /api/ext/delivery-dates, ' +
      'else 400 naming the first bookable day); null clears it. The order carries it as addressInformation.delivery_date.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: deliveryDateBody,
    response: deliveryDatesSchema,
    handler: async ({ query, body, request }) =>
      setCartDeliveryDate(context, await access(request, query), body.delivery_date),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/pickup-points',
    summary:
      'The pick-up points (ombud) nearest a Swedish postcode (`12345` or `123 45`; anything else is 400), nearest ' +
      'first, for the "Hämta hos ombud" shipping method: the order names the chosen one as ' +
      'addressInformation.pickup_point_id.',
    tags,
    lane,
    query: pickupPointsQuery,
    response: z.array(pickupPointSchema),
    handler: async ({ query }) => listPickupPoints(context, query.postcode, query.limit),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/shipping-methods',
    summary: 'Shipping methods for the cart and a destination address (none when nothing needs shipping).',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: shippingMethodsBody,
    response: z.array(shippingMethodSchema),
    handler: async ({ query, body, request }) =>
      shippingMethods(context, await access(request, query), body.address.country_id),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/shipping-information',
    summary: 'Stores the shipping address and method; answers the totals and the payment methods.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: shippingInformationBody,
    response: shippingInformationResultSchema,
    handler: async ({ query, body, request }) =>
      setShippingInformation(context, await access(request, query), body.addressInformation),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/collect-totals',
    summary: 'Chooses the payment (and shipping) method and answers the totals.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    body: collectTotalsBody,
    response: cartTotalsSchema,
    handler: async ({ query, body, request }) =>
      collectTotals(context, await access(request, query), body.methods),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/apply-coupon',
    summary:
      'Applies a coupon code (in the query as ?coupon=) to the cart. meta.totals: the cart with it, as cart/totals answers it.',
    tags,
    lane,
    auth: 'optional-customer',
    query: couponQuery,
    response: z.boolean(),
    meta: cartChangeMetaSchema,
    handler: async ({ query, request }) => applyCoupon(context, await access(request, query), query.coupon),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/cart/delete-coupon',
    summary: 'Removes the coupon from the cart. meta.totals: the cart without it, as cart/totals answers it.',
    tags,
    lane,
    auth: 'optional-customer',
    query: cartQuery,
    response: z.boolean(),
    meta: cartChangeMetaSchema,
    handler: async ({ query, request }) => deleteCoupon(context, await access(request, query)),
  });
}
