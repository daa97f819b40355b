import type { AdminCustomerDto } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { getLoyalty } from '../account/loyalty.ts';
import { presentCustomer } from '../account/profile.ts';
import { presentListRow } from '../order-admin/present-admin-order.ts';
import type { CustomerAdminContext } from './customer-admin-context.ts';
import { presentGroup, spentInSek } from './present-customer-admin.ts';

/** How many of a customer's orders the detail lists; the count covers all. */
const LATEST_ORDERS = 20;

/** GET /api/admin/customers/:id: the profile and address book, group, loyalty points and latest orders. */
export async function getAdminCustomer(context: CustomerAdminContext, id: number): Promise<AdminCustomerDto> {
  const customer = await context.accounts.customers.findById(id);
  if (!customer) throw new NotFoundError(`No customer ${id}`);
  const [addresses, group, loyalty, orders, totals] = await Promise.all([
    context.accounts.customers.addresses(id),
    context.pricing.findCustomerGroup(customer.group_id),
    getLoyalty(context.accounts, id),
    context.orders.page({
      customerId: id,
      sort: 'created_at',
      direction: 'desc',
      limit: LATEST_ORDERS,
      offset: 0,
    }),
    context.orders.orderTotals([id]),
  ]);
  return {
    customer: presentCustomer(customer, addresses),
    group: group ? presentGroup(group) : null,
    loyalty,
    orders: orders.rows.map(presentListRow),
    orders_count: orders.total,
    total_spent: spentInSek(totals.get(id)?.spent ?? 0),
    total_spent_eur: spentInSek(totals.get(id)?.spentEur ?? 0),
  };
}
