import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  adminOrderListQuery,
  adminOrderPageSchema,
  adminOrderSchema,
  orderNoteBody,
  orderPaymentActionBody,
  orderPaymentActionParams,
  orderEditBody,
  orderStatusBody,
  shipLinesBody,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { addOrderNote } from '../../use-cases/order-admin/add-order-note.ts';
import { getAdminOrder } from '../../use-cases/order-admin/get-order.ts';
import { listOrders } from '../../use-cases/order-admin/list-orders.ts';
import { fromSek } from '@hemma/commerce';
import { editOrder } from '../../use-cases/fulfilment/edit-order.ts';
import { refuseWhileEditRefundDue } from '../../use-cases/fulfilment/edit-refund.ts';
import { shipOrderLines } from '../../use-cases/order-admin/ship-lines.ts';
import {
  captureBeforeShipping,
  captureOrderPayment,
  changeOrderStatusCapturing,
  refundOrderPayment,
} from '../../use-cases/payment/order-payment.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** Orders: the list, one order with its timeline, status changes and notes (decision 0022). */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, orderAdmin, payments }: AppContext,
): void {
  const tags = ['admin: orders'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/orders',
    summary:
      'Orders, newest first unless sorted otherwise: search `q` in the order number, e-mail and name; filter by ' +
      'status, payment method, payment status and dates (from/to, a day counts whole).',
    tags,
    area: 'orders',
    query: adminOrderListQuery,
    response: adminOrderPageSchema,
    handler: ({ query }) => listOrders(orderAdmin, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/orders/:id',
    summary:
      'One order: lines, totals, addresses, payment, carrier and tracking, the next statuses and its timeline.',
    tags,
    area: 'orders',
    params: adminIdParams,
    response: adminOrderSchema,
    handler: ({ params }) => getAdminOrder(orderAdmin, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/status',
    summary:
      'Move an order on: new → processing → shipped (carrier and tracking_number required) → delivered, or ' +
      'cancelled while new or processing — which returns its stock, gives back its coupon use and takes back its ' +
      'loyalty points (a card payment is not refunded). An illegal step is 409 with the reason. The customer is ' +
      'mailed when the order ships or is cancelled; the mail is recorded in the timeline.',
    tags,
    area: 'orders',
    params: adminIdParams,
    body: orderStatusBody,
    response: adminOrderSchema,
    handler: ({ actor, params, body }) =>
      changeOrderStatusCapturing(payments, orderAdmin, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/shipments',
    summary:
      'Ship some lines (and quantities) of a processing or partially shipped order with their own carrier and ' +
      'tracking number (decision 0055): the order is partially_shipped until its last line ships, then shipped; the ' +
      'customer gets a mail per shipment with its lines and tracking. 409 for a line already shipped or more than ' +
      'is left of it, and for an order in another status; 400 for a line the order does not have.',
    tags,
    area: 'orders',
    params: adminIdParams,
    body: shipLinesBody,
    response: adminOrderSchema,
    handler: async ({ actor, params, body }) => {
      await getAdminOrder(orderAdmin, params.id); // 404 for an unknown order
      await captureBeforeShipping(payments, params.id, actor);
      return shipOrderLines(orderAdmin, actor, params.id, body);
    },
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/edit',
    summary:
      'Edit an order before anything of it ships (decision 0055): `lines` with new quantities (0 removes a line), ' +
      'a new `shipping_address` (same country), a new `shipping_incl_tax` (SEK; shipping stays otherwise). Repriced ' +
      'with the prices it was placed at, discount pro rata; stock moves by the difference; a lower total is refunded ' +
      'through the payment provider (partial refund) or recorded for invoice and cash on delivery. Every change is ' +
      'in the timeline and the audit log, and the customer gets a mail. 409 once anything has shipped, for a raise ' +
      'of a payment already taken at a provider, or when stock is short.',
    tags,
    area: 'orders',
    params: adminIdParams,
    body: orderEditBody,
    response: adminOrderSchema,
    handler: ({ actor, params, body: { shipping_incl_tax, ...edit } }) =>
      editOrder(orderAdmin, payments, actor, params.id, {
        ...edit,
        shippingInclTax: shipping_incl_tax === undefined ? undefined : fromSek(shipping_incl_tax),
      }),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/notes',
    summary: "Add a staff note to the order's timeline (the customer does not see it).",
    tags,
    area: 'orders',
    params: adminIdParams,
    body: orderNoteBody,
    response: adminOrderSchema,
    handler: ({ actor, params, body }) => addOrderNote(orderAdmin, actor, params.id, body.note),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/payment/:action',
    summary:
      "Capture an authorized payment (invoice/part payment) or refund a paid one, through the payment's provider " +
      '(decisions 0027, 0033). A refund may be partial: `amount` (SEK) up to what is left (more is 400), all that is ' +
      'left without it; each refund and capture is a timeline entry and an audit record. Idempotent: the same ' +
      '`refund_id` again, or a repeat, answers the order as it is and moves no money. 409 when the order was not paid ' +
      'through a provider or its payment cannot take the step.',
    tags,
    area: 'orders',
    params: orderPaymentActionParams,
    body: orderPaymentActionBody.optional(),
    response: adminOrderSchema,
    handler: async ({ actor, params, body }) => {
      await getAdminOrder(orderAdmin, params.id); // 404 for an unknown order
      if (params.action === 'capture') await captureOrderPayment(payments, params.id, actor);
      else {
        await refuseWhileEditRefundDue(payments, params.id);
        await refundOrderPayment(
          payments,
          params.id,
          {
            amount: body?.amount === undefined ? undefined : fromSek(body.amount),
            refundId: body?.refund_id,
          },
          actor,
        );
      }
      return getAdminOrder(orderAdmin, params.id);
    },
  });
}
