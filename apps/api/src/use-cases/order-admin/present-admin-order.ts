import type { AdminOrderDto, AdminOrderSummaryDto, OrderEventDto } from '@hemma/contract';
import {
  currencyOf,
  lineShippingRefusal,
  nextOrderStatuses,
  toSek,
  trackingUrl,
  unshippedRefusal,
} from '@hemma/commerce';
import type { OrderListRow } from '../../modules/order/order-admin-repository.ts';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { ShipmentView } from '../../modules/order/shipment-repository.ts';
import { parsePickupPoint } from '../shipping/present-pickup-point.ts';
import { parseAddress } from '../order/present-order.ts';
import { presentOptions } from '../presenting/present-options.ts';
import { orderAmounts, orderDestination, presentTotalAmounts } from '../presenting/present-totals.ts';

/** Orders as the back office shows them; amounts become decimals of the order's currency here. */

export function presentOrderSummary(
  row: OrderRow & { items_qty?: number },
  itemsQty?: number,
): AdminOrderSummaryDto {
  return {
    id: row.id,
    increment_id: row.increment_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: row.status,
    customer_id: row.customer_id,
    customer_email: row.customer_email,
    customer_name: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
    grand_total: toSek(row.grand_total),
    currency: currencyOf(row.currency),
    items_qty: itemsQty ?? row.items_qty ?? 0,
    payment_method: row.payment_method,
    payment_title: row.payment_title,
    payment_status: row.payment_status,
    shipping_title: row.shipping_title,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
  };
}

/** A payment at Stripe (decision 0050): its payment intent, the dashboard's page of it, a dispute if any. */
function presentProviderPayment(
  payment: PaymentSessionRow,
  testMode: boolean,
): AdminOrderDto['payment_provider'] {
  if (!payment.method.startsWith('stripe_')) return null;
  const id = payment.provider_payment_id;
  type Dispute = NonNullable<AdminOrderDto['payment_provider']>['dispute'];
  let dispute: Dispute = null;
  try {
    const kept = (JSON.parse(payment.detail ?? '{}') as { dispute?: NonNullable<Dispute> }).dispute;
    if (kept) dispute = { ...kept, amount: toSek(kept.amount) };
  } catch {
    dispute = null;
  }
  return {
    provider: 'stripe',
    payment_id: id,
    dashboard_url: id ? `https://dashboard.stripe.com/${testMode ? 'test/' : ''}payments/${id}` : null,
    test_mode: testMode,
    dispute,
  };
}

export const presentListRow = (row: OrderListRow): AdminOrderSummaryDto => presentOrderSummary(row);

export function presentOrderEvent(row: OrderEventRow): OrderEventDto {
  return {
    id: row.id,
    type: row.type,
    from_status: row.from_status,
    to_status: row.to_status,
    note: row.note,
    staff_email: row.staff_email,
    created_at: row.created_at,
  };
}

export function presentAdminOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  events: readonly OrderEventRow[],
  payment: PaymentSessionRow | null = null,
  stripeTestMode = false,
  shipments: readonly ShipmentView[] = [],
  /** The payments of what edits raised (decision 0060): the refund panel reaches them after the order's own. */
  balancePayments: readonly PaymentSessionRow[] = [],
  /** Edits' refunds still owed after a refusal or no answer (present-edit-refunds.ts). */
  editRefundsOpen: AdminOrderDto['edit_refunds_open'] = [],
): AdminOrderDto {
  const needsShipping = order.shipping_address !== null;
  const payments = payment ? [payment, ...balancePayments] : [];
  const refundable = payments.reduce(
    (sum, p) => sum + (p.status === 'paid' ? p.amount - p.refunded_amount : 0),
    0,
  );
  const refunded = payments.reduce((sum, p) => sum + p.refunded_amount, 0);
  return {
    ...presentOrderSummary(
      order,
      items.reduce((n, item) => n + item.qty, 0),
    ),
    store_code: order.store_code,
    locale: order.locale,
    group_id: order.group_id,
    coupon_code: order.coupon_code,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    shipping_address: parseAddress(order.shipping_address),
    billing_address: parseAddress(order.billing_address)!,
    shipping_method: order.shipping_method,
    card_last4: payment?.card_last4 ?? null,
    delivery_date: order.delivery_date,
    pickup_point: parsePickupPoint(order.pickup_point),
    // Decision 0027: what the owner can do with a provider's payment — capture an authorized one, refund a paid one
    // (in parts, decision 0033, while some of it is left).
    payment_actions: payment?.status === 'authorized' ? ['capture'] : refundable > 0 ? ['refund'] : [],
    payment_provider: payment ? presentProviderPayment(payment, stripeTestMode) : null,
    refunded_amount: toSek(refunded),
    refundable_amount: toSek(refundable),
    amount_due: order.status === 'cancelled' ? 0 : toSek(order.balance_due),
    edit_refunds_open: editRefundsOpen,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      sku: item.sku,
      parent_sku: item.parent_sku,
      name: item.name,
      product_type: item.product_type,
      qty: item.qty,
      price_incl_tax: toSek(item.price_incl_tax),
      row_total_incl_tax: toSek(item.row_total_incl_tax),
      tax_percent: item.tax_percent,
      options: presentOptions(item.options_text),
      qty_shipped: item.qty_shipped,
    })),
    totals: {
      ...presentTotalAmounts(orderAmounts(order)),
      ...orderDestination(
        order,
        items.map((i) => i.tax_percent),
      ),
    },
    next_statuses: nextOrderStatuses(order.status, needsShipping),
    shipments: shipments.map((s, index) => ({
      id: s.id,
      number: index + 1,
      carrier: s.carrier,
      tracking_number: s.tracking_number,
      tracking_url: trackingUrl(s.carrier, s.tracking_number),
      staff_email: s.staff_email,
      created_at: s.created_at,
      lines: s.lines.map((l) => ({ item_id: l.order_item_id, sku: l.sku, name: l.name, qty: l.qty })),
    })),
    can_ship_lines: lineShippingRefusal(order.status, needsShipping) === null,
    can_edit: unshippedRefusal(order.status, 'edited') === null,
    timeline: events.map(presentOrderEvent),
  };
}
