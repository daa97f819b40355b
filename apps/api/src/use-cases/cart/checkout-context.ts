import type { Db } from '../../db/database.ts';
import { createCartRepository } from '../../modules/cart/cart-repository.ts';
import { createCouponRepository } from '../../modules/coupon/coupon-repository.ts';
import type { MailTransport } from '../../modules/mail/mail-transport.ts';
import { createOrderRepository } from '../../modules/order/order-repository.ts';
import { createPaymentRepository } from '../../modules/payment/payment-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

export interface CheckoutSettings {
  /** Public address of the shop, for links in e-mails. */
  shopUrl: string;
  /** Where shoppers write with questions about an order (SPEC §8 'contact support at {email}'). */
  supportEmail: string;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  shopUrl: 'http://localhost:3000',
  supportEmail: 'kundservice@hemma.example',
};

/** Everything the cart, stock and order use cases need. */
export function createCheckoutContext(
  db: Db,
  catalog: CatalogContext,
  mail: MailTransport,
  settings: Partial<CheckoutSettings> = {},
  log: { error(message: string): void } = console,
) {
  return {
    db,
    catalog,
    mail,
    log,
    settings: { ...DEFAULT_CHECKOUT_SETTINGS, ...settings },
    carts: createCartRepository(db),
    coupons: createCouponRepository(db),
    orders: createOrderRepository(db),
    payments: createPaymentRepository(db),
    now: catalog.now,
  };
}

export type CheckoutContext = ReturnType<typeof createCheckoutContext>;
