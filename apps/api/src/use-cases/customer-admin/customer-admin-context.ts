import { createCartRepository } from '../../modules/cart/cart-repository.ts';
import { createCustomerAdminRepository } from '../../modules/customer/customer-admin-repository.ts';
import type { AccountContext } from '../account/account-context.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';

/** What the back office's customer use cases need: accounts, their orders, and the customer groups. */
export function createCustomerAdminContext(
  accounts: AccountContext,
  orderAdmin: OrderAdminContext,
  catalog: CatalogContext,
) {
  return {
    db: orderAdmin.db,
    accounts,
    customers: createCustomerAdminRepository(orderAdmin.db),
    carts: createCartRepository(orderAdmin.db),
    orders: orderAdmin.admin,
    pricing: catalog.repositories.pricing,
    now: accounts.now,
  };
}

export type CustomerAdminContext = ReturnType<typeof createCustomerAdminContext>;
