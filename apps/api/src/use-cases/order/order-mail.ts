import { shopLocaleOf } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { renderOrderConfirmation } from '../../modules/mail/templates/order-confirmation.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import type { OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import type { PricedLine } from '../cart/price-cart-lines.ts';
import { parsePickupPoint } from '../shipping/present-pickup-point.ts';
import { expectedDeliveryOf } from '../../modules/order/expected-delivery.ts';
import { parseAddress } from './present-order.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import type { MailTexts } from '../../modules/mail/mail-texts.ts';
import { presentOptions } from '../presenting/present-options.ts';

/** Whether an order's confirmation names its credit option, read from the payment session the order claimed. */
export const confirmationReadsPayment = (paymentMethod: string | null): boolean =>
  paymentMethod === 'partpayment';

/** The option taken at the credit provider (its page asks: invoice or part payment), from the order's payment. */
async function creditOptionOf(trx: Transaction<Database>, order: OrderRow) {
  const session = await trx
    .selectFrom('payment_sessions')
    .select('detail')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  try {
    const option = (JSON.parse(session?.detail ?? 'null') as { option?: unknown } | null)?.option;
    return option === 'invoice' || option === 'part_payment' ? option : null;
  } catch {
    return null;
  }
}

function pickupPointOf(order: OrderRow) {
  const point = parsePickupPoint(order.pickup_point);
  return point ? { ...point, openingHours: point.opening_hours } : null;
}

/** What the confirmation says of a line: a priced cart line, or an order's line read back. */
export type MailLine = Pick<PricedLine, 'name' | 'sku' | 'qty' | 'rowTotalInclTax'> & {
  options: readonly { label: string; value: string }[];
};

/** An order's lines as the confirmation names them (its options were kept as "Färg: Grön; Storlek: 3-sits"). */
export function mailLinesOf(items: readonly OrderItemRow[]): MailLine[] {
  return items.map((item) => ({
    name: item.name,
    sku: item.sku,
    qty: item.qty,
    rowTotalInclTax: item.row_total_incl_tax,
    options: presentOptions(item.options_text),
  }));
}

/**
 * Writes the order confirmation into the mail outbox in the order's own transaction (decision 0031): it is sent after
 * the commit by the outbox worker, retried while the mail server is away, and exists exactly when the order does.
 * `texts`: the owner's texts in the order's language when the caller read them before its transaction began (an order
 * reads them with its other reads, so its transaction holds the connection one round trip less; decision 0039).
 */
export async function enqueueOrderConfirmation(
  trx: Transaction<Database>,
  context: CheckoutContext,
  order: OrderRow,
  lines: readonly MailLine[],
  texts?: MailTexts,
): Promise<void> {
  const address = parseAddress(order.shipping_address) ?? parseAddress(order.billing_address);
  // Read only when named: a statement an order's others are sent with is not held back for a wait (decision 0073).
  const paymentOption = confirmationReadsPayment(order.payment_method)
    ? await creditOptionOf(trx, order)
    : null;
  const locale = shopLocaleOf(order.locale);
  const mail = renderOrderConfirmation({
    incrementId: order.increment_id,
    createdAt: order.created_at,
    locale,
    currency: order.currency,
    customer: {
      firstname: order.customer_firstname,
      lastname: order.customer_lastname,
      email: order.customer_email,
    },
    items: lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      qty: line.qty,
      options: line.options.map((o) => `${o.label}: ${o.value}`),
      rowTotalInclTax: line.rowTotalInclTax,
    })),
    totals: {
      subtotalInclTax: order.subtotal_incl_tax,
      discountInclTax: order.discount_incl_tax,
      shippingInclTax: order.shipping_incl_tax,
      paymentInclTax: order.payment_incl_tax,
      tax: order.tax,
      grandTotal: order.grand_total,
      ...(order.vat_rates ? { vatRates: order.vat_rates.split(',').map(Number) } : {}),
    },
    couponCode: order.coupon_code,
    shippingMethodTitle: order.shipping_title ?? '',
    deliveryDate: order.delivery_date,
    expectedDelivery: expectedDeliveryOf(order),
    pickupPoint: pickupPointOf(order),
    paymentMethodTitle: order.payment_title,
    paymentDueOnDelivery: order.payment_method === 'cashondelivery',
    paymentOption,
    invoiceWithDelivery: order.payment_method === 'invoice' || paymentOption === 'invoice',
    shippingAddress: {
      firstname: address?.firstname ?? order.customer_firstname,
      lastname: address?.lastname ?? order.customer_lastname,
      street: address?.street ?? [],
      postcode: address?.postcode ?? '',
      city: address?.city ?? '',
      countryId: address?.country_id ?? 'SE',
      telephone: address?.telephone ?? null,
    },
    shopUrl: context.settings.shopUrl,
    texts: texts ?? (await mailTextsFor(trx, 'order_confirmation', locale)),
  });
  await enqueueOrderMail(trx, 'order_confirmation', order, mail, context.now());
}
