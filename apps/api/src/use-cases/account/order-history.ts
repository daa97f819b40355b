import type { OrderHistoryItemDto, OrderHistoryEntryDto, OrderHistoryDto } from '@hemma/contract';
import type { AddressDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { HistoryOrderItemRow, HistoryOrderRow } from '../../modules/order/order-history-repository.ts';
import type { AccountContext } from './account-context.ts';

const PAID_WHEN_ORDERED = new Set(['card']);

function presentItem(item: HistoryOrderItemRow): OrderHistoryItemDto {
  return {
    sku: item.sku,
    parent_sku: item.parent_sku,
    name: item.name,
    product_type: item.product_type,
    qty_ordered: item.qty,
    price_incl_tax: toSek(item.price_incl_tax),
    row_total_incl_tax: toSek(item.row_total_incl_tax),
    options: item.options_text
      ? item.options_text.split('; ').map((part) => {
          const at = part.indexOf(': ');
          return { label: part.slice(0, at), value: part.slice(at + 2) };
        })
      : [],
  };
}

function presentOrder(order: HistoryOrderRow, items: HistoryOrderItemRow[]): OrderHistoryEntryDto {
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: order.status,
    store_code: order.store_code,
    store_name: order.store_code === 'default' ? 'Hemma' : `Hemma (${order.store_code})`,
    grand_total: toSek(order.grand_total),
    total_due: PAID_WHEN_ORDERED.has(order.payment_method) ? 0 : toSek(order.grand_total),
    subtotal_incl_tax: toSek(order.subtotal_incl_tax),
    discount_amount: -toSek(order.discount_incl_tax),
    shipping_incl_tax: toSek(order.shipping_incl_tax),
    payment_incl_tax: toSek(order.payment_incl_tax),
    tax_amount: toSek(order.tax),
    coupon_code: order.coupon_code,
    shipping_description: order.shipping_title,
    payment: { method: order.payment_method, title: order.payment_title },
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    shipping_address: order.shipping_address ? (JSON.parse(order.shipping_address) as AddressDto) : null,
    billing_address: JSON.parse(order.billing_address) as AddressDto,
    items: items.map(presentItem),
  };
}

/** GET /api/user/order-history: the caller's orders only, newest first, one page (SPEC §9: 20 per page). */
export async function getOrderHistory(
  context: AccountContext,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<OrderHistoryDto> {
  const { orders, total } = await context.orderHistory.page(
    customerId,
    page.pageSize,
    (page.currentPage - 1) * page.pageSize,
  );
  const items = await context.orderHistory.items(orders.map((o) => o.id));
  return {
    items: orders.map((order) =>
      presentOrder(
        order,
        items.filter((item) => item.order_id === order.id),
      ),
    ),
    total_count: total,
    search_criteria: { page_size: page.pageSize, current_page: page.currentPage },
  };
}

export type { OrderHistoryItemDto };

export type { OrderHistoryEntryDto };
