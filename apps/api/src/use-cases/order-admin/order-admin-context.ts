import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import { createShipmentRepository } from '../../modules/order/shipment-repository.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

/** What the back office's order use cases need: the checkout's repositories and mail, and the admin reads. */
export function createOrderAdminContext(
  checkout: CheckoutContext,
  keys: { guestAccessSecret: string; stopAfterEditCommit?: () => boolean },
) {
  return {
    db: checkout.db,
    orders: checkout.orders,
    coupons: checkout.coupons,
    payments: checkout.payments,
    admin: createOrderAdminRepository(checkout.db),
    shipments: createShipmentRepository(checkout.db),
    mail: checkout.mail,
    outbox: checkout.outbox,
    log: checkout.log,
    settings: checkout.settings,
    /** Stripe, where the shop has a key (decision 0050): test mode and the dashboard's links. */
    hostedPayments: checkout.hostedPayments,
    /** The shop's settings: the return window the shipping mail's order link is signed for. */
    settingsStore: createSettingsRepository(checkout.db),
    /** Signs the shipping mail's link to the guest order page (decision 0054). */
    guestAccessSecret: keys.guestAccessSecret,
    /** True: a test's process stopping right after an edit's commit, its refund left to the round (ApiOptions). */
    stopAfterEditCommit: keys.stopAfterEditCommit ?? (() => false),
    now: checkout.now,
  };
}

export type OrderAdminContext = ReturnType<typeof createOrderAdminContext>;
