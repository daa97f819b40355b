import type { AddressDto, CartItemDto, OrderResult } from '@hemma/contract';
import { currencyOf, toSek, type ProductOption, type ProductType } from '@hemma/commerce';
import { expectedDeliveryOf } from '../../modules/order/expected-delivery.ts';
import type { OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import {
  orderAmounts,
  orderDestination,
  orderTitles,
  presentTotalAmounts,
  presentTotalSegments,
} from '../presenting/present-totals.ts';
import { presentOptions } from '../presenting/present-options.ts';

function presentItem(order: OrderRow, item: OrderItemRow): CartItemDto {
  return {
    item_id: item.id,
    quote_id: order.increment_id,
    sku: item.sku,
    parentSku: item.parent_sku,
    name: item.name,
    qty: item.qty,
    product_type: item.product_type as ProductType,
    product_id: item.product_id,
    slug: '',
    image: null,
    price_incl_tax: toSek(item.price_incl_tax),
    row_total_incl_tax: toSek(item.row_total_incl_tax),
    tax_percent: item.tax_percent,
    product_option: item.product_option ? (JSON.parse(item.product_option) as ProductOption) : null,
    checksum: '',
    options: presentOptions(item.options_text),
    stock: { product_id: item.product_id, qty: 0, is_in_stock: true, stock_status: 'in_stock' },
  };
}

export const parseAddress = (json: string | null): AddressDto | null =>
  json ? (JSON.parse(json) as AddressDto) : null;

/**
 * The answer to POST /api/order, rebuilt from what was stored, so a repeated request gets the same answer. The order
 * just written passes the lines its insert returned (`stored`); a repeat reads them.
 */
export async function presentOrder(
  context: CheckoutContext,
  order: OrderRow,
  stored?: readonly OrderItemRow[],
): Promise<OrderResult> {
  const items = (stored ?? (await context.orders.items(order.id))).map((item) => presentItem(order, item));
  const amounts = orderAmounts(order);
  const { carry_in_incl_tax, ...money } = presentTotalAmounts(amounts);
  const [carrier, ...method] = (order.shipping_method ?? '').split('_');
  const currency = currencyOf(order.currency);
  return {
    order_id: order.client_order_id,
    increment_id: order.increment_id,
    status: order.status,
    created_at: order.created_at,
    grand_total: toSek(order.grand_total),
    currency,
    expected_delivery: expectedDeliveryOf(order),
    totals: {
      items,
      items_qty: items.reduce((n, i) => n + i.qty, 0),
      is_virtual: order.shipping_address === null,
      ...money,
      coupon_code: order.coupon_code,
      coupon_description: order.coupon_description,
      shipping_method: order.shipping_method
        ? { carrier_code: carrier ?? '', method_code: method.join('_') }
        : null,
      payment_method: order.payment_method,
      total_segments: presentTotalSegments(amounts, orderTitles(order)),
      currency,
      carry_in_incl_tax,
      ...orderDestination(
        order,
        items.map((i) => i.tax_percent),
      ),
    },
  };
}
