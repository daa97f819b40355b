import type { AdminReturnActionInput, AdminReturnDto, AdminReturnListDto } from '@hemma/contract';
import { checkReturnTransition, type ReturnAction } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { ReturnRow } from '../../modules/returns/return-repository.ts';
import { releaseStock } from '../../modules/stock/stock-repository.ts';
import { presentAdminReturn } from './present-return.ts';
import { enqueueReturnMail, noteOnOrder } from './return-mail.ts';
import type { ReturnsContext } from './returns-context.ts';

/** The back office's returns queue (decision 0054): newest first, and how many wait for the owner's answer. */
export async function listReturns(
  context: ReturnsContext,
  filter: { status?: string | undefined; order_id?: number | undefined },
): Promise<AdminReturnListDto> {
  const rows = filter.order_id
    ? await context.returns.ofOrder(filter.order_id)
    : await context.returns.queue(filter.status, 200);
  const items = await Promise.all(rows.map((row) => presentOne(context, row)));
  return { items, waiting: await context.returns.countByStatus('requested') };
}

async function presentOne(context: ReturnsContext, row: ReturnRow): Promise<AdminReturnDto> {
  const order = await context.orders.findById(row.order_id);
  if (!order) throw new Error(`return ${row.id}: its order ${row.order_id} is gone`);
  const [lines, items] = await Promise.all([
    context.returns.items([row.id]),
    context.orders.items(row.order_id),
  ]);
  return presentAdminReturn(row, lines, order, items);
}

export async function getAdminReturn(context: ReturnsContext, id: number): Promise<AdminReturnDto> {
  const row = await context.returns.find(id);
  if (!row) throw new NotFoundError(`No return ${id}`);
  return presentOne(context, row);
}

/** A step's refusal by the state machine of packages/commerce: 409 with its reason. */
export function refuseIllegal(row: ReturnRow, action: ReturnAction): void {
  const check = checkReturnTransition(row.status, action);
  if (!check.ok) throw new AppError(409, check.reason);
}

/** The audit record of a step, in its transaction. */
export async function auditStep(
  trx: Transaction<Database>,
  actor: AuditActor,
  row: ReturnRow,
  to: string,
  extra: Record<string, unknown>,
  now: string,
): Promise<void> {
  await recordAudit(
    trx,
    actor,
    {
      action: 'return.status',
      entityType: 'return',
      entityId: row.id,
      summary: `Retur ${row.return_number}: ${row.status} → ${to}`,
      before: { status: row.status },
      after: { status: to, ...extra },
    },
    now,
  );
}

/**
 * POST /api/admin/returns/:id/approve | reject | receive: one step of the return (decision 0054). The state machine
 * refuses what is not allowed (409); the step moves the row only from the status it was read in, so two owners
 * pressing the same button move it once and the second gets the 409. Rejecting needs a reason the shopper is mailed;
 * receiving returns to stock exactly the ticked lines.
 */
export async function stepReturn(
  context: ReturnsContext,
  actor: AuditActor,
  id: number,
  action: Exclude<ReturnAction, 'refund'>,
  input: AdminReturnActionInput,
): Promise<AdminReturnDto> {
  const row = await context.returns.find(id);
  if (!row) throw new NotFoundError(`No return ${id}`);
  refuseIllegal(row, action);
  if (action === 'reject' && !input.reason) throw new InputError('reason: is required to reject a return');
  const order = await context.orders.findById(row.order_id);
  if (!order) throw new NotFoundError(`No order of return ${id}`);
  const lines = await context.returns.items([row.id]);
  const restock = new Set(action === 'receive' ? (input.restock_item_ids ?? []) : []);
  const unknown = [...restock].filter((itemId) => !lines.some((l) => l.order_item_id === itemId));
  if (unknown.length > 0)
    throw new InputError(
      `restock_item_ids: ${unknown.join(', ')} is not a line of return ${row.return_number}`,
    );
  const to = checkReturnTransition(row.status, action);
  if (!to.ok) throw new AppError(409, to.reason);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const moved = await context.returns.transition(trx, id, row.status, {
      status: to.to,
      updated_at: now,
      ...(action === 'reject' ? { rejection_reason: input.reason ?? null } : {}),
    });
    if (!moved)
      throw new AppError(409, 'The return was changed by someone else since you opened it — reload');
    let note = `Retur ${row.return_number}: ${to.to === 'approved' ? 'godkänd' : to.to === 'rejected' ? 'avvisad' : 'mottagen'}`;
    if (action === 'reject') {
      note += ` (${input.reason ?? ''})`;
      await enqueueReturnMail(trx, context, order, row.return_number, {
        kind: 'rejected',
        reason: input.reason ?? '',
      });
    }
    if (action === 'receive') {
      const items = await context.orders.items(order.id, trx);
      const back = lines.filter((l) => restock.has(l.order_item_id));
      for (const line of back) {
        const item = items.find((i) => i.id === line.order_item_id);
        if (item && item.product_type !== 'bundle') await releaseStock(trx, item.product_id, line.qty);
      }
      await context.returns.markRestocked(
        trx,
        id,
        back.map((l) => l.id),
      );
      note += `; tillbaka i lager: ${back.length > 0 ? back.map((l) => `${l.qty} × ${items.find((i) => i.id === l.order_item_id)?.sku ?? '?'}`).join(', ') : 'inget'}`;
    }
    await noteOnOrder(trx, order.id, note, actor.email, now);
    await auditStep(trx, actor, row, to.to, action === 'reject' ? { reason: input.reason } : {}, now);
  });
  context.outbox.kick();
  return getAdminReturn(context, id);
}
