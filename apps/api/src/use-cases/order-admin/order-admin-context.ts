import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import { createShipmentRepository } from '../../modules/order/shipment-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

/** What the back office's order use cases need: the checkout's repositories and mail, and the admin reads. */
export function createOrderAdminContext(checkout: CheckoutContext) {
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
    now: checkout.now,
  };
}

export type OrderAdminContext = ReturnType<typeof createOrderAdminContext>;
