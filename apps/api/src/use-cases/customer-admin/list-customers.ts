import type {
  AdminCustomerListQuery,
  AdminCustomerSummaryDto,
  AdminPage,
  CustomerGroupDto,
} from '@hemma/contract';
import { pageOf, pageWindow } from '../staff/admin-lists.ts';
import type { CustomerAdminContext } from './customer-admin-context.ts';
import { presentCustomerSummary, presentGroup } from './present-customer-admin.ts';

/** GET /api/admin/customers: search by name or e-mail, filter by group, newest first. */
export async function listCustomers(
  context: CustomerAdminContext,
  query: AdminCustomerListQuery,
): Promise<AdminPage<AdminCustomerSummaryDto>> {
  const [{ rows, total }, groups] = await Promise.all([
    context.customers.page({ search: query.q, groupId: query.group_id, ...pageWindow(query) }),
    context.pricing.customerGroups(),
  ]);
  const totals = await context.orders.orderTotals(rows.map((r) => r.id));
  const codes = new Map(groups.map((g) => [g.id, g.code]));
  return pageOf(
    rows.map((row) => presentCustomerSummary(row, codes.get(row.group_id) ?? null, totals.get(row.id))),
    total,
    query,
  );
}

/** GET /api/admin/customer-groups: the groups a customer can be moved to. */
export async function listCustomerGroups(context: CustomerAdminContext): Promise<CustomerGroupDto[]> {
  return (await context.pricing.customerGroups()).map(presentGroup);
}
