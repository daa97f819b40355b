import { lineShippingRefusal, shopLocaleOf, trackingUrl } from '@hemma/commerce';
import type { AdminOrderDto, ShipLinesInput } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderOrderNotice } from '../../modules/mail/templates/order-notice.ts';
import { mailTextsFor } from '../mail-texts/mail-texts-for.ts';
import { addOrderEvent, type OrderItemRow, type OrderRow } from '../../modules/order/order-repository.ts';
import type { ShipmentLine } from '../../modules/order/shipment-repository.ts';
import { getAdminOrder } from './get-order.ts';
import type { OrderAdminContext } from './order-admin-context.ts';
import { enqueueOrderStatusMail, orderPageUrl } from './order-status-mail.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';

const STALE = 'The order was changed by someone else since you opened it — reload';

const describeLines = (items: OrderItemRow[], lines: readonly ShipmentLine[]) =>
  lines.map((l) => ({ qty: l.qty, name: items.find((i) => i.id === l.orderItemId)?.name ?? '?' }));

/** What is left to ship of each line of the order, as read in the transaction. */
const remainingOf = (items: OrderItemRow[]): ShipmentLine[] =>
  items.filter((i) => i.qty_shipped < i.qty).map((i) => ({ orderItemId: i.id, qty: i.qty - i.qty_shipped }));

/**
 * Records one shipment in the transaction that shipped its lines: the shipment row, the timeline entry, the audit
 * record and the customer's mail with its lines and tracking (decision 0055). `complete` marks the moment the order
 * as a whole has shipped — the one place an "order shipped" event belongs.
 */
async function recordShipment(
  context: OrderAdminContext,
  trx: Transaction<Database>,
  shipment: {
    before: OrderRow;
    after: OrderRow;
    items: OrderItemRow[];
    lines: readonly ShipmentLine[];
    carrier: string;
    trackingNumber: string;
    actor: AuditActor;
    now: string;
    note?: string | undefined;
    /** The one-step "Skickad" of an order nothing of which had shipped: its mail is the shipped notice. */
    statusMail?: boolean;
    /** The status change already wrote the timeline entry and the audit record (the one-step "Skickad"). */
    recorded?: boolean;
  },
): Promise<void> {
  const { before, after, items, lines, actor, now } = shipment;
  const added = await context.shipments.add(
    trx,
    {
      order_id: after.id,
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      staff_email: actor.email,
      created_at: now,
    },
    lines,
  );
  const described = describeLines(items, lines);
  const summary = `Leverans ${added.number} med ${shipment.carrier} (${shipment.trackingNumber}): ${described
    .map((l) => `${l.qty} × ${l.name}`)
    .join(', ')}`;
  const moved = before.status !== after.status;
  if (!shipment.recorded) {
    await addOrderEvent(trx, {
      order_id: after.id,
      type: moved ? 'status' : 'note',
      from_status: moved ? before.status : null,
      to_status: moved ? after.status : null,
      note: [shipment.note, summary].filter(Boolean).join('\n'),
      staff_email: actor.email,
      created_at: now,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: moved ? 'order.status' : 'order.shipment',
        entityType: 'order',
        entityId: after.id,
        summary: `Order ${after.increment_id}: ${moved ? `${before.status} → ${after.status}; ` : ''}${summary}`,
        before: { status: before.status },
        after: {
          status: after.status,
          shipment_id: added.id,
          shipment_number: added.number,
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          lines: lines.map((l) => ({ order_item_id: l.orderItemId, qty: l.qty })),
        },
      },
      now,
    );
  }
  // The webhook `order.shipped` (decision 0052) when the last line has shipped.
  if (moved && after.status === 'shipped')
    await raiseWebhookEvent(trx, 'order.shipped', { kind: 'order', id: after.id }, new Date(now));
  // An order shipped whole in one parcel gets the shipped notice, not "a part of your order" (the order row carries
  // this parcel's carrier and tracking number, which the notice names).
  const whole = before.status !== 'partially_shipped' && after.status === 'shipped';
  if (shipment.statusMail || whole) {
    await enqueueOrderStatusMail(trx, context, after, 'shipped');
    return;
  }
  const locale = shopLocaleOf(after.locale);
  const mail = renderOrderNotice({
    kind: 'shipment',
    incrementId: after.increment_id,
    locale,
    texts: await mailTextsFor(trx, 'order_shipment', locale),
    firstname: after.customer_firstname,
    shopUrl: context.settings.shopUrl,
    lines: described,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
    complete: after.status === 'shipped',
    orderPageUrl: await orderPageUrl(trx, context, after),
  });
  await enqueueOrderMail(trx, 'order_shipment', after, mail, new Date(now));
}

/**
 * The one-step "Skickad" (decision 0022), inside its status change: what is left of every line ships as one
 * shipment with the order's carrier and tracking number (decision 0055).
 */
export async function shipRemainingLines(
  context: OrderAdminContext,
  trx: Transaction<Database>,
  change: { before: OrderRow; after: OrderRow; actor: AuditActor; now: string; note?: string | undefined },
): Promise<void> {
  const items = await context.orders.items(change.after.id, trx);
  const lines = remainingOf(items);
  if (!(await context.shipments.shipLines(trx, change.after.id, lines))) throw new AppError(409, STALE);
  await recordShipment(context, trx, {
    ...change,
    items,
    lines,
    carrier: change.after.carrier ?? '',
    trackingNumber: change.after.tracking_number ?? '',
    statusMail: change.before.status !== 'partially_shipped',
    recorded: true,
  });
}

/**
 * After an edit of a partially shipped order (decision 0055, addendum 1): when nothing is left to ship — its last
 * unshipped lines were removed or lowered to what had shipped — the order is shipped: the status step, its timeline
 * entry and audit record, and the webhook `order.shipped`. Null while something is still to ship.
 */
export async function shipWhenNothingLeft(
  context: OrderAdminContext,
  trx: Transaction<Database>,
  change: { order: OrderRow; actor: AuditActor; now: string },
): Promise<OrderRow | null> {
  const { order, actor, now } = change;
  if (order.status !== 'partially_shipped') return null;
  if (remainingOf(await context.orders.items(order.id, trx)).length > 0) return null;
  const after = await context.admin.changeStatus(trx, order.id, 'partially_shipped', {
    status: 'shipped',
    updated_at: now,
  });
  if (!after) throw new AppError(409, STALE);
  const note = 'Inget kvar att skicka efter ändringen: hela ordern är skickad';
  await addOrderEvent(trx, {
    order_id: order.id,
    type: 'status',
    from_status: order.status,
    to_status: after.status,
    note,
    staff_email: actor.email,
    created_at: now,
  });
  await recordAudit(
    trx,
    actor,
    {
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      summary: `Order ${order.increment_id}: ${order.status} → ${after.status}; ${note}`,
      before: { status: order.status },
      after: { status: after.status },
    },
    now,
  );
  await raiseWebhookEvent(trx, 'order.shipped', { kind: 'order', id: order.id }, new Date(now));
  return after;
}

/** Checks the lines asked for against the order's lines: 400 for a line it does not have, 409 for one shipped. */
function requireShippable(order: OrderRow, items: OrderItemRow[], input: ShipLinesInput): ShipmentLine[] {
  const wanted = new Map<number, number>();
  for (const line of input.lines) wanted.set(line.item_id, (wanted.get(line.item_id) ?? 0) + line.qty);
  return [...wanted].map(([itemId, qty]) => {
    const item = items.find((i) => i.id === itemId);
    if (!item) throw new InputError(`lines: order ${order.increment_id} has no line ${itemId}`);
    const left = item.qty - item.qty_shipped;
    if (left === 0) throw new AppError(409, `The line ${item.sku} (${item.name}) has already shipped`);
    if (qty > left)
      throw new AppError(
        409,
        `Only ${left} of the line ${item.sku} (${item.name}) are left to ship, not ${qty}`,
      );
    return { orderItemId: itemId, qty };
  });
}

/**
 * POST /api/admin/orders/:id/shipments: ships some lines (and quantities) with their own carrier and tracking number
 * (decision 0055). The order is partially shipped until its last line ships, then shipped. Two shipments of the
 * same line at once ship it once: the order row is moved first (a lock on PostgreSQL, one writer on SQLite), each
 * line only while enough of it is left, and what remains is read again after.
 */
export async function shipOrderLines(
  context: OrderAdminContext,
  actor: AuditActor,
  id: number,
  input: ShipLinesInput,
): Promise<AdminOrderDto> {
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.admin.findById(id, trx);
    if (!before) throw new NotFoundError(`No order ${id}`);
    const refusal = lineShippingRefusal(before.status, before.shipping_address !== null);
    if (refusal) throw new AppError(409, refusal);
    const items = await context.orders.items(id, trx);
    const lines = requireShippable(before, items, input);
    const locked = await context.admin.changeStatus(trx, id, before.status, {
      status: 'partially_shipped',
      carrier: input.carrier,
      tracking_number: input.tracking_number,
      updated_at: now,
    });
    if (!locked) throw new AppError(409, STALE);
    if (!(await context.shipments.shipLines(trx, id, lines))) throw new AppError(409, STALE);
    const complete = remainingOf(await context.orders.items(id, trx)).length === 0;
    const after = complete
      ? await context.admin.changeStatus(trx, id, 'partially_shipped', { status: 'shipped', updated_at: now })
      : locked;
    if (!after) throw new AppError(409, STALE);
    await recordShipment(context, trx, {
      before,
      after,
      items,
      lines,
      carrier: input.carrier,
      trackingNumber: input.tracking_number,
      actor,
      now,
      note: input.note,
    });
  });
  context.outbox.kick();
  return getAdminOrder(context, id);
}
