import { randomBytes } from 'node:crypto';
import {
  formatPrice,
  repriceOrder,
  shopLocaleOf,
  unshippedRefusal,
  balanceAfterEdit,
  validatePostcode,
  validationMessage,
} from '@hemma/commerce';
import type { AdminOrderDto, OrderEditInput } from '@hemma/contract';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { FEE_TAX_PERCENT } from '../../modules/checkout/methods.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderOrderNotice } from '../../modules/mail/templates/order-notice.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import { orderEdits } from '../../modules/order/order-edit-repository.ts';
import { addOrderEvent, type OrderItemRow, type OrderRow } from '../../modules/order/order-repository.ts';
import { isStripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { releaseStock, reserveStock } from '../../modules/stock/stock-repository.ts';
import { orderRefundClaims } from '../../modules/order/order-refund-claim.ts';
import { claimOrderRefund } from '../payment/order-refund.ts';
import { refuseWhileBalancePaying } from '../payment/balance-payment.ts';
import { balancePaymentUrl } from '../payment/balance-link.ts';
import {
  finishEditRefund,
  recordEditRefund,
  type ChangedMailModel,
  type ChangeMailDifference,
} from './edit-refund.ts';
import type { EditRefundRow } from '../../modules/order/edit-refund-repository.ts';
import type { PaymentContext } from '../payment/payment-context.ts';
import { getAdminOrder } from '../order-admin/get-order.ts';
import { shipWhenNothingLeft } from '../order-admin/ship-lines.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';

/** The edit as the use case takes it: the new shipping price in öre (the route converts the SEK it was sent). */
export type EditInput = Omit<OrderEditInput, 'shipping_incl_tax'> & { shippingInclTax?: number | undefined };

/** The new quantity of every line (as it was unless the edit names it); 400 for a line the order does not have. */
function newQuantities(order: OrderRow, items: OrderItemRow[], input: EditInput): Map<number, number> {
  const quantities = new Map(items.map((i) => [i.id, i.qty]));
  for (const line of input.lines ?? []) {
    const item = items.find((i) => i.id === line.item_id);
    if (!item) throw new InputError(`lines: order ${order.increment_id} has no line ${line.item_id}`);
    if (line.qty === item.qty) continue;
    // What has shipped stays (decision 0055, addendum 1): a line changes only in what of it is left to ship.
    if (item.qty_shipped >= item.qty)
      throw new AppError(409, `The line ${item.sku} (${item.name}) has shipped and cannot be changed`);
    if (line.qty < item.qty_shipped)
      throw new AppError(
        409,
        `${item.qty_shipped} of the line ${item.sku} (${item.name}) have shipped: it cannot go below ${item.qty_shipped}`,
      );
    // A bundle took its parts from stock; which of them belong to which line is not kept per line.
    if (item.product_type === 'bundle' && line.qty !== item.qty)
      throw new AppError(409, `The bundle line ${item.sku} cannot be changed here: cancel the order instead`);
    quantities.set(item.id, line.qty);
  }
  if (![...quantities.values()].some((qty) => qty > 0))
    throw new InputError('lines: an order keeps at least one line — cancel it instead');
  return quantities;
}

/** The new delivery address as stored JSON, checked like the checkout's; the country stays (prices and VAT). */
function newAddress(order: OrderRow, input: EditInput): string | null {
  if (!input.shipping_address) return order.shipping_address;
  if (order.shipping_address === null)
    throw new AppError(409, 'An order with nothing to ship has no delivery address');
  // The parcels of one order go to one address (decision 0055, addendum 1): once one has left, the rest follow it.
  if (order.status === 'partially_shipped')
    throw new AppError(
      409,
      'The delivery address cannot change once a parcel has shipped: the rest of the order goes to the same address',
    );
  const address = input.shipping_address;
  const was = JSON.parse(order.shipping_address) as { country_id: string };
  if (address.country_id !== was.country_id)
    throw new InputError(
      `shipping_address.country_id: the order was priced for ${was.country_id}; a new country needs a new order`,
    );
  const issue = validatePostcode(address.country_id, address.postcode);
  if (issue) throw new InputError(`shipping_address.postcode: ${validationMessage(issue)}`);
  return JSON.stringify(address);
}

/**
 * POST /api/admin/orders/:id/edit: changes what of an order has not shipped (decision 0055 and its addendum 1) —
 * quantities (0 removes a line; a partly shipped line not below what shipped), the delivery address (not once a
 * parcel has left), the shipping price — repriced with the prices it was placed at
 * (repriceOrder of @hemma/commerce), stock moved by the difference, every change in the timeline, the audit log and
 * a mail. A lower total is refunded through the payment's provider (in part), lowers an authorization not yet
 * captured, or is recorded for invoice and cash on delivery; a higher one is due on delivery for those, and paid
 * through a payment link for a payment already taken at a provider, Stripe's included (decision 0060). A partially
 * shipped order left with nothing to ship becomes shipped. 409 for a shipped line, a shipped order, or when someone
 * changed the order meanwhile.
 */
export async function editOrder(
  context: OrderAdminContext,
  payments: PaymentContext,
  actor: AuditActor,
  id: number,
  input: EditInput,
): Promise<AdminOrderDto> {
  const before = await context.admin.findById(id);
  if (!before) throw new NotFoundError(`No order ${id}`);
  const refusal = unshippedRefusal(before.status, 'edited');
  if (refusal) throw new AppError(409, refusal);
  const items = await context.orders.items(id);
  const quantities = newQuantities(before, items, input);
  const shippingAddress = newAddress(before, input);
  const { rowTotals, totals } = repriceOrder({
    lines: items.map((i) => ({
      unitPriceInclTax: i.price_incl_tax,
      qty: i.qty,
      rowTotalInclTax: i.row_total_incl_tax,
      taxPercent: i.tax_percent,
      newQty: quantities.get(i.id)!,
    })),
    discountInclTax: before.discount_incl_tax,
    subtotalInclTax: before.subtotal_incl_tax,
    shippingInclTax: input.shippingInclTax ?? before.shipping_incl_tax,
    paymentInclTax: before.payment_incl_tax,
    feeTaxPercent: FEE_TAX_PERCENT,
  });
  const lower = before.grand_total - totals.grandTotal;
  const session = await payments.payments.findByOrder(id);
  // Stripe's page is open for the old amount and may still take it (decision 0050): the order waits for its word.
  if (session?.status === 'pending' && isStripeMethod(session.method))
    throw new AppError(
      409,
      'The payment is still open at Stripe for the old total: wait for it, then edit the order',
    );
  const atProvider = session && payments.providers.has(session.method) ? session : undefined;
  const taken = atProvider && (atProvider.status === 'paid' || atProvider.status === 'authorized');
  // Decision 0060: a raise of a payment taken at a provider is left to pay through a link; a lowering first takes
  // from what is still due of an earlier raise, and only the rest goes back to the payment.
  const balance = taken
    ? balanceAfterEdit(before.balance_due, lower)
    : { due: before.balance_due, back: lower };
  if (balance.due !== before.balance_due) await refuseWhileBalancePaying(payments, before);
  // An authorization gives back at most what it holds; the rest of a lowering goes back through the payments taken
  // (the order's own when paid, then those of what edits raised: order-refund.ts).
  const offAuthorization =
    atProvider?.status === 'authorized' ? Math.min(balance.back, atProvider.amount) : 0;
  const refundBack = taken ? Math.max(0, balance.back - offAuthorization) : 0;
  // Claimed and checked before the edit commits, so the lower total and its refund succeed or fail together.
  const held = refundBack > 0 ? await claimOrderRefund(payments, id, refundBack) : undefined;
  try {
    const money = (ore: number) => formatPrice(ore, 'sv-SE', before.currency);
    const now = context.now().toISOString();
    const changes: string[] = [];
    let owed: EditRefundRow | null = null;
    await context.db.transaction().execute(async (trx) => {
      const repriced = await orderEdits.reprice(trx, before, {
        subtotal: totals.subtotal,
        subtotal_incl_tax: totals.subtotalInclTax,
        discount_incl_tax: totals.discountInclTax,
        shipping_incl_tax: totals.shippingInclTax,
        tax: totals.tax,
        grand_total: totals.grandTotal,
        shipping_address: shippingAddress,
        updated_at: now,
        ...(balance.due === before.balance_due
          ? {}
          : {
              balance_due: balance.due,
              balance_key: before.balance_key ?? randomBytes(16).toString('hex'),
              balance_payment_id: null,
            }),
      });
      if (!repriced)
        throw new AppError(409, 'The order was changed by someone else since you opened it — reload');
      for (const [index, item] of items.entries()) {
        const qty = quantities.get(item.id)!;
        if (qty === item.qty) continue;
        if (!(await orderEdits.setLine(trx, item.id, qty, rowTotals[index]!)))
          throw new AppError(409, `The line ${item.sku} (${item.name}) has shipped meanwhile — reload`);
        const delta = qty - item.qty;
        if (item.product_type !== 'bundle') {
          if (delta > 0 && (await reserveStock(trx, item.product_id, delta)) === 'short')
            throw new AppError(409, `Not enough stock of ${item.sku} (${item.name}) for ${delta} more`);
          if (delta < 0) await releaseStock(trx, item.product_id, -delta);
          await orderEdits.moveReservation(trx, id, item.product_id, delta);
        }
        changes.push(
          qty === 0 ? `${item.name}: borttagen (${item.qty} st)` : `${item.name}: ${item.qty} → ${qty} st`,
        );
      }
      if (shippingAddress !== before.shipping_address) changes.push('Leveransadressen ändrad');
      if (totals.shippingInclTax !== before.shipping_incl_tax)
        changes.push(`Frakt ${money(before.shipping_incl_tax)} → ${money(totals.shippingInclTax)}`);
      if (atProvider?.status === 'authorized' && offAuthorization > 0)
        await trx
          .updateTable('payment_sessions')
          .set({ amount: atProvider.amount - offAuthorization, updated_at: now })
          .where('id', '=', atProvider.id)
          .where('status', '=', 'authorized')
          .execute();
      const settlement =
        lower === 0
          ? null
          : [
              balance.due !== before.balance_due &&
                `att betala via betalningslänk ${money(balance.due)}` +
                  (before.balance_due > 0 ? ` (var ${money(before.balance_due)})` : ''),
              refundBack > 0 && `återbetalas ${money(refundBack)} via betalningen`,
              offAuthorization > 0 && `debiteras ${money(offAuthorization)} mindre när ordern skickas`,
              !taken && `att betala nu ${money(totals.grandTotal)}`,
            ]
              .filter(Boolean)
              .join(', ');
      changes.push(
        `Totalt ${money(before.grand_total)} → ${money(totals.grandTotal)}${settlement ? ` (${settlement})` : ''}`,
      );
      // Its last unshipped units gone, a partially shipped order is shipped (decision 0055, addendum 1).
      const completed = await shipWhenNothingLeft(context, trx, { order: repriced, actor, now });
      const after = completed ?? repriced;
      await addOrderEvent(trx, {
        order_id: id,
        type: 'note',
        note: ['Ordern ändrad:', ...changes, input.note].filter(Boolean).join('\n'),
        staff_email: actor.email,
        created_at: now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: 'order.edit',
          entityType: 'order',
          entityId: id,
          summary: `Order ${before.increment_id} ändrad: ${changes.join('; ')}`,
          before: { grand_total: money(before.grand_total), lines: items.map((i) => [i.sku, i.qty]) },
          after: {
            grand_total: money(totals.grandTotal),
            lines: items.map((i) => [i.sku, quantities.get(i.id)]).filter(([, qty]) => qty !== 0),
          },
        },
        now,
      );
      // The owner's texts as of the edit, kept with a refund owed: its mail is written after the provider's answer.
      const texts = await mailTextsFor(trx, 'order_changed', shopLocaleOf(after.locale));
      const changedMail: ChangedMailModel = {
        kind: 'changed',
        incrementId: after.increment_id,
        locale: shopLocaleOf(after.locale),
        texts,
        firstname: after.customer_firstname,
        shopUrl: context.settings.shopUrl,
        lines: items.map((i) => ({ qty: quantities.get(i.id)!, name: i.name })).filter((l) => l.qty > 0),
        total: formatPrice(totals.grandTotal, shopLocaleOf(after.locale), after.currency),
        complete: completed !== null,
      };
      const mail = (difference: ChangeMailDifference) => renderOrderNotice({ ...changedMail, difference });
      // A refund due is kept with the edit and mailed once its provider has answered (edit-refund.ts): the mail says
      // what happened, and a work round finishes it when this process stops before (decision 0060, addendum 4).
      if (refundBack > 0) owed = await recordEditRefund(trx, actor, after, refundBack, changedMail, now);
      else
        await enqueueOrderMail(
          trx,
          'order_changed',
          after,
          mail(
            balance.due > 0 && after.balance_key
              ? {
                  kind: 'pay',
                  amount: formatPrice(balance.due, shopLocaleOf(after.locale), after.currency),
                  url: balancePaymentUrl(context.settings.shopUrl, after),
                }
              : null,
          ),
          new Date(now),
        );
    });
    context.outbox.kick();
    if (held && owed && !context.stopAfterEditCommit()) await finishEditRefund(payments, owed, held);
  } finally {
    if (held) await orderRefundClaims.release(payments.db, id, held);
  }
  return getAdminOrder(context, id);
}
