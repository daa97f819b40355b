import type { AdminReturnDto, CreditNoteDto, ReturnDto } from '@hemma/contract';
import {
  creditNoteFigures,
  type CreditNoteFigures,
  nextReturnActions,
  type ReturnStatus,
  toSek,
} from '@hemma/commerce';
import type { OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import type { ReturnItemRow, ReturnRow } from '../../modules/returns/return-repository.ts';

/** A credit note as stored with its return: the figures in öre, its number, currency and date. */
export interface StoredCreditNote extends CreditNoteFigures {
  number: string;
  currency: string;
  issuedAt: string;
}

export function parseCreditNote(json: string | null): StoredCreditNote | null {
  return json ? (JSON.parse(json) as StoredCreditNote) : null;
}

export function presentCreditNote(note: StoredCreditNote): CreditNoteDto {
  return {
    number: note.number,
    currency: note.currency,
    lines: note.lines.map((l) => ({
      name: l.name,
      qty: l.qty,
      tax_percent: l.taxPercent,
      amount: toSek(l.amount),
      tax: toSek(l.tax),
    })),
    shipping: toSek(note.shipping),
    total: toSek(note.total),
    tax: toSek(note.tax),
    issued_at: note.issuedAt,
  };
}

/** What a return's lines pay back, in öre: the credit note's figures for them, with or without shipping. */
export function figuresOf(
  order: OrderRow,
  orderItems: OrderItemRow[],
  lines: ReturnItemRow[],
  shipping: boolean,
) {
  return creditNoteFigures(
    lines.flatMap((line) => {
      const item = orderItems.find((i) => i.id === line.order_item_id);
      return item
        ? [
            {
              name: item.name,
              qty: line.qty,
              orderedQty: item.qty,
              rowTotalInclTax: item.row_total_incl_tax,
              taxPercent: item.tax_percent,
            },
          ]
        : [];
    }),
    {
      subtotalInclTax: order.subtotal_incl_tax,
      discountInclTax: order.discount_incl_tax,
      shippingInclTax: order.shipping_incl_tax,
    },
    shipping,
  );
}

export function presentReturn(row: ReturnRow, lines: ReturnItemRow[], orderItems: OrderItemRow[]): ReturnDto {
  const note = parseCreditNote(row.credit_note);
  return {
    return_number: row.return_number,
    status: row.status as ReturnStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
    rejection_reason: row.rejection_reason,
    lines: lines
      .filter((l) => l.return_id === row.id)
      .map((l) => {
        const item = orderItems.find((i) => i.id === l.order_item_id);
        return {
          item_id: l.order_item_id,
          sku: item?.sku ?? '',
          name: item?.name ?? '',
          qty: l.qty,
          reason: l.reason,
          restocked: l.restocked === null ? null : l.restocked === 1,
        };
      }),
    refunded_amount: toSek(row.refunded_amount),
    credit_note: note ? presentCreditNote(note) : null,
  };
}

export function presentAdminReturn(
  row: ReturnRow,
  lines: ReturnItemRow[],
  order: OrderRow,
  orderItems: OrderItemRow[],
): AdminReturnDto {
  const own = lines.filter((l) => l.return_id === row.id);
  return {
    ...presentReturn(row, own, orderItems),
    id: row.id,
    order_id: order.id,
    order_number: order.increment_id,
    customer_name: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
    customer_email: order.customer_email,
    payment_method: order.payment_method,
    payment_title: order.payment_title,
    refund_method: row.refund_method,
    refund_shipping: row.refund_shipping === 1,
    refund_preview: {
      lines: toSek(figuresOf(order, orderItems, own, false).total),
      with_shipping: toSek(figuresOf(order, orderItems, own, true).total),
    },
    next_actions: nextReturnActions(row.status),
  };
}
