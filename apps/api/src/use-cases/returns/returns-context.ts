import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import { createReturnRepository } from '../../modules/returns/return-repository.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import type { AccountContext } from '../account/account-context.ts';
import { guestAccessSecret, type OrderAccessContext } from '../order-access/order-access.ts';
import type { PaymentContext } from '../payment/payment-context.ts';

/** What the returns use cases need (decision 0054): the checkout's orders and mail, the payments, the accounts. */
export function createReturnsContext(payments: PaymentContext, accounts: AccountContext) {
  const { checkout } = payments;
  const access: OrderAccessContext = {
    orders: checkout.orders,
    accounts,
    attempts: accounts.loginAttempts,
    secret: guestAccessSecret(accounts.settings.secret),
    now: checkout.now,
  };
  return {
    db: checkout.db,
    orders: checkout.orders,
    admin: createOrderAdminRepository(checkout.db),
    returns: createReturnRepository(checkout.db),
    settingsStore: createSettingsRepository(checkout.db),
    outbox: checkout.outbox,
    settings: checkout.settings,
    payments,
    access,
    now: checkout.now,
  };
}

export type ReturnsContext = ReturnType<typeof createReturnsContext>;
