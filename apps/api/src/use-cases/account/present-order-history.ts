import type { AddressDto, OrderHistoryEntryDto, OrderHistoryItemDto } from '@hemma/contract';
import {
  currencyOf,
  localizedPath,
  storeViewByCode,
  toSek,
  trackingUrl,
  unshippedRefusal,
} from '@hemma/commerce';
import { parsePickupPoint } from '../shipping/present-pickup-point.ts';
import { presentOptions } from '../presenting/present-options.ts';
import { orderAmounts, presentTotalAmounts } from '../presenting/present-totals.ts';
import { expectedDeliveryOf } from '../../modules/order/expected-delivery.ts';
import type { HistoryOrderItemRow, HistoryOrderRow } from '../../modules/order/order-history-repository.ts';
import type { ShipmentView } from '../../modules/order/shipment-repository.ts';

/** Orders as My Account's order history shows them (SPEC §3 orders_history items); amounts become SEK here. */

const PAID_WHEN_ORDERED = new Set(['card']);
/** Payment states with nothing left to pay (decision 0027). */
const SETTLED = new Set(['paid', 'refunded']);

/** What an edit raised and the page where it is paid (decision 0060), while some is due and the order stands. */
function balancePaymentOf(order: HistoryOrderRow): OrderHistoryEntryDto['balance_payment'] {
  if (order.balance_due === 0 || !order.balance_key || order.status === 'cancelled') return null;
  const store = storeViewByCode(order.store_code) ?? undefined;
  return {
    amount: toSek(order.balance_due),
    path: `${localizedPath('/order-payment', store)}?key=${order.balance_key}`,
  };
}

function presentHistoryItem(item: HistoryOrderItemRow): OrderHistoryItemDto {
  return {
    sku: item.sku,
    parent_sku: item.parent_sku,
    name: item.name,
    product_type: item.product_type,
    qty_ordered: item.qty,
    price_incl_tax: toSek(item.price_incl_tax),
    row_total_incl_tax: toSek(item.row_total_incl_tax),
    options: presentOptions(item.options_text),
    qty_shipped: item.qty_shipped,
  };
}

export function presentHistoryOrder(
  order: HistoryOrderRow,
  items: HistoryOrderItemRow[],
  shipments: readonly ShipmentView[] = [],
): OrderHistoryEntryDto {
  const amounts = presentTotalAmounts(orderAmounts(order));
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: order.status,
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    tracking_url: trackingUrl(order.carrier, order.tracking_number),
    store_code: order.store_code,
    store_name: order.store_code === 'default' ? 'Hemma' : `Hemma (${order.store_code})`,
    order_currency_code: currencyOf(order.currency),
    grand_total: amounts.grand_total,
    total_due:
      SETTLED.has(order.payment_status ?? '') || PAID_WHEN_ORDERED.has(order.payment_method)
        ? toSek(order.balance_due)
        : amounts.grand_total,
    balance_payment: balancePaymentOf(order),
    subtotal_incl_tax: amounts.subtotal_incl_tax,
    discount_amount: amounts.discount_amount,
    shipping_incl_tax: amounts.shipping_incl_tax,
    payment_incl_tax: amounts.payment_incl_tax,
    tax_amount: amounts.tax_amount,
    coupon_code: order.coupon_code,
    coupon_description: order.coupon_description,
    shipping_description: order.shipping_title,
    delivery_date: order.delivery_date,
    expected_delivery: expectedDeliveryOf(order),
    pickup_point: parsePickupPoint(order.pickup_point),
    payment: {
      method: order.payment_method,
      title: order.payment_title,
      status: order.payment_status ?? 'pending',
    },
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    shipping_address: order.shipping_address ? (JSON.parse(order.shipping_address) as AddressDto) : null,
    billing_address: JSON.parse(order.billing_address) as AddressDto,
    items: items.map(presentHistoryItem),
    shipments: shipments.map((s, index) => ({
      number: index + 1,
      carrier: s.carrier,
      tracking_number: s.tracking_number,
      tracking_url: trackingUrl(s.carrier, s.tracking_number),
      created_at: s.created_at,
      lines: s.lines.map((l) => ({ sku: l.sku, name: l.name, qty: l.qty })),
    })),
    can_cancel: unshippedRefusal(order.status, 'cancelled') === null,
  };
}
