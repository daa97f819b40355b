import type { OrderReturnsDto, ReturnDto, ReturnRequestInput } from '@hemma/contract';
import {
  checkReturnQuantities,
  checkReturnWindow,
  returnableQuantity,
  shippedQuantity,
  type DeliveryFacts,
} from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, InputError } from '../../errors.ts';
import { orderDeliveryTimes } from '../../modules/order/order-delivery-facts.ts';
import type { OrderItemRow, OrderRow } from '../../modules/order/order-repository.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { presentAdminReturn, presentReturn } from './present-return.ts';
import { enqueueReturnMail, noteOnOrder } from './return-mail.ts';
import { getReturnSettings } from './return-settings.ts';
import type { ReturnsContext } from './returns-context.ts';

async function deliveryFacts(
  trx: Parameters<typeof orderDeliveryTimes>[0],
  order: OrderRow,
): Promise<DeliveryFacts> {
  const times = await orderDeliveryTimes(trx, order.id);
  return {
    ...times,
    expectedTo: order.expected_delivery_to,
    partlyShipped: order.status === 'partially_shipped',
  };
}

/** The order's lines with what of each has shipped and what is in returns that were not rejected. */
function returnable(order: OrderRow, items: OrderItemRow[], returned: Map<number, number>) {
  return items.map((item) => ({
    itemId: item.id,
    name: item.name,
    ordered: item.qty,
    shipped: shippedQuantity(order.status, item.qty, item.qty_shipped),
    alreadyReturned: returned.get(item.id) ?? 0,
  }));
}

/**
 * GET /api/orders/:number/returns: the order's return window, what of each line can still be returned, and its
 * returns with their state and credit notes — for the customer who placed it or a guest with access to it.
 */
export async function getOrderReturns(context: ReturnsContext, order: OrderRow): Promise<OrderReturnsDto> {
  const [settings, items, rows, returned, facts] = await Promise.all([
    getReturnSettings(context),
    context.orders.items(order.id),
    context.returns.ofOrder(order.id),
    context.returns.returnedQty(order.id),
    deliveryFacts(context.db, order),
  ]);
  const lines = await context.returns.items(rows.map((r) => r.id));
  const window =
    order.status === 'cancelled'
      ? { ok: false as const, reason: 'A cancelled order cannot be returned', closesAt: null }
      : checkReturnWindow(facts, settings.return_window_days, context.now());
  return {
    order_number: order.increment_id,
    window: {
      days: settings.return_window_days,
      closes_at: window.closesAt?.toISOString() ?? null,
      open: window.ok,
      reason: window.ok ? null : window.reason,
    },
    lines: returnable(order, items, returned).map((line, index) => ({
      item_id: line.itemId,
      sku: items[index]!.sku,
      name: line.name,
      ordered: line.ordered,
      shipped: line.shipped,
      returnable: returnableQuantity(line),
    })),
    returns: rows.map((row) => presentReturn(row, lines, items)),
  };
}

/**
 * "A return was requested" (decision 0054) — the one place it happens, so that what follows a request (the webhook
 * `return.requested`) is raised here. Inside one transaction that holds the order's row: the window
 * must be open (409), the lines must fit in what is left of the order across its returns (409 naming the line), then
 * the return and its lines are written with the next return number, the instructions mail goes to the outbox, and
 * the order's timeline notes it.
 */
export async function requestReturn(
  context: ReturnsContext,
  placed: OrderRow,
  input: ReturnRequestInput,
): Promise<ReturnDto> {
  const settings = await getReturnSettings(context);
  const now = context.now();
  const at = now.toISOString();
  const created = await context.db.transaction().execute(async (trx: Transaction<Database>) => {
    await context.returns.lockOrder(trx, placed.id);
    // Read again under the lock: a shipment or an edit meanwhile changes what has shipped.
    const order = (await context.admin.findById(placed.id, trx)) ?? placed;
    if (order.status === 'cancelled') throw new AppError(409, 'A cancelled order cannot be returned');
    const window = checkReturnWindow(await deliveryFacts(trx, order), settings.return_window_days, now);
    if (!window.ok) throw new AppError(409, window.reason);
    const items = await context.orders.items(order.id, trx);
    const asked = input.lines.map((l) => ({ itemId: l.item_id, qty: l.qty }));
    const problem = checkReturnQuantities(
      returnable(order, items, await context.returns.returnedQty(order.id, trx)),
      asked,
    );
    if (problem) {
      if (problem.startsWith('lines:')) throw new InputError(problem);
      throw new AppError(409, problem);
    }
    const count = (await context.returns.ofOrder(order.id, trx)).length;
    const returnNumber = `${order.increment_id}-R${count + 1}`;
    const id = await context.returns.create(
      trx,
      {
        order_id: order.id,
        return_number: returnNumber,
        status: 'requested',
        created_at: at,
        updated_at: at,
      },
      input.lines.map((l) => ({ order_item_id: l.item_id, qty: l.qty, reason: l.reason })),
    );
    await enqueueReturnMail(trx, context, order, returnNumber, {
      kind: 'instructions',
      address: settings.return_address,
      lines: input.lines.map((l) => ({
        name: items.find((i) => i.id === l.item_id)?.name ?? '',
        qty: l.qty,
      })),
    });
    await noteOnOrder(trx, order.id, `Retur ${returnNumber} begärd av kunden`, null, at);
    // The webhook `return.requested` (decision 0052), in the request's transaction: never sent for a refused one.
    await raiseWebhookEvent(trx, 'return.requested', {
      key: `return:${id}`,
      build: async () =>
        presentAdminReturn(
          (await context.returns.find(id, trx))!,
          await context.returns.items([id], trx),
          order,
          items,
        ),
    });
    return { id, items };
  });
  context.outbox.kick();
  const row = await context.returns.find(created.id);
  return presentReturn(row!, await context.returns.items([created.id]), created.items);
}
