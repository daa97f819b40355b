import type { AddressDto, CartItemDto, OrderResult, TotalSegment } from '@hemma/contract';
import { currencyOf, toSek, type ProductOption, type ProductType } from '@hemma/commerce';
import { expectedDeliveryOf } from '../../modules/order/expected-delivery.ts';
import type { OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

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

/** A line's chosen options, stored as `Färg: Grön; Storlek: 3-sits`, as label/value pairs. */
export function presentOptions(text: string): { label: string; value: string }[] {
  return text
    ? text.split('; ').map((part) => {
        const at = part.indexOf(': ');
        return { label: part.slice(0, at), value: part.slice(at + 2) };
      })
    : [];
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
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: 'Delsumma', value: toSek(order.subtotal_incl_tax) },
  ];
  if (order.discount_incl_tax > 0)
    segments.push({
      code: 'discount',
      title: `Rabatt (${order.coupon_code ?? ''})`,
      value: -toSek(order.discount_incl_tax),
    });
  if (order.shipping_title)
    segments.push({ code: 'shipping', title: order.shipping_title, value: toSek(order.shipping_incl_tax) });
  if (order.payment_incl_tax > 0)
    segments.push({ code: 'payment', title: order.payment_title, value: toSek(order.payment_incl_tax) });
  segments.push({ code: 'tax', title: 'Varav moms', value: toSek(order.tax) });
  segments.push({ code: 'grand_total', title: 'Totalt', value: toSek(order.grand_total) });
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
      subtotal: toSek(order.subtotal),
      subtotal_incl_tax: toSek(order.subtotal_incl_tax),
      discount_amount: -toSek(order.discount_incl_tax),
      shipping_incl_tax: toSek(order.shipping_incl_tax),
      payment_incl_tax: toSek(order.payment_incl_tax),
      tax_amount: toSek(order.tax),
      grand_total: toSek(order.grand_total),
      coupon_code: order.coupon_code,
      shipping_method: order.shipping_method
        ? { carrier_code: carrier ?? '', method_code: method.join('_') }
        : null,
      payment_method: order.payment_method,
      total_segments: segments,
      currency,
      carry_in_incl_tax: toSek(order.carry_in_incl_tax ?? 0),
      // Decision 0056: where it went and the VAT applied; an order from before kept Sweden and its lines' rates.
      country_id: order.delivery_country_id ?? 'SE',
      vat_rates: order.vat_rates
        ? order.vat_rates.split(',').map(Number)
        : [...new Set(items.map((i) => i.tax_percent))].sort((a, b) => b - a),
    },
  };
}
