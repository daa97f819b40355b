import type { AdminCustomerDto, CustomerGroupInput } from '@hemma/contract';
import { InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { requireUnchangedSince } from '../staff/stale-edit.ts';
import type { CustomerAdminContext } from './customer-admin-context.ts';
import { getAdminCustomer } from './get-customer.ts';

/**
 * PATCH /api/admin/customers/:id/group: moves a customer to another group (tier prices, tax class). authenticate()
 * reads the group from the customer's row and their open cart is moved along, so their next cart call or order is
 * priced for it; a catalogue call with the group token they hold prices for the old group until the storefront
 * refreshes the token (at most the access token's lifetime, decision 0013).
 */
export async function changeCustomerGroup(
  context: CustomerAdminContext,
  actor: AuditActor,
  id: number,
  input: CustomerGroupInput,
): Promise<AdminCustomerDto> {
  const group = await context.pricing.findCustomerGroup(input.group_id);
  if (!group) throw new InputError(`group_id: there is no customer group ${input.group_id}`);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.customers.findById(trx, id);
    if (!before) throw new NotFoundError(`No customer ${id}`);
    requireUnchangedSince(before.updated_at, input.updated_at, `Customer ${before.email}`);
    if (before.group_id === input.group_id) return;
    await context.customers.setGroup(trx, id, input.group_id, now);
    await context.carts.setGroupOfCustomer(trx, id, input.group_id, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'customer.group',
        entityType: 'customer',
        entityId: id,
        summary: `Customer ${before.email} moved to group ${group.code}`,
        before: { group_id: before.group_id },
        after: { group_id: input.group_id },
      },
      now,
    );
  });
  return getAdminCustomer(context, id);
}
