import { formatPrice, SEK_CURRENCY, type PriceCurrency } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { createCartRepository } from '../../modules/cart/cart-repository.ts';
import { createCouponRepository } from '../../modules/coupon/coupon-repository.ts';
import type { MailTransport } from '../../modules/mail/mail-transport.ts';
import { createOrderRepository } from '../../modules/order/order-repository.ts';
import type { CheckoutMethods, PaymentMethod, ShippingMethod } from '../../modules/checkout/methods.ts';
import { createPaymentRepository } from '../../modules/payment/payment-repository.ts';
import type { StripeGateway } from '../../modules/payment/stripe-gateway.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import {
  createSandboxPickupPoints,
  type PickupPointDirectory,
} from '../../modules/shipping/pickup-points.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { readCheckoutMethods } from '../settings/checkout-settings.ts';
import { readEurSettings } from '../../modules/settings/eur-price-settings.ts';
import { methodsInEur } from '../settings/eur-settings.ts';
import { NO_PURGES, type CachePurges } from '../catalog/cache-tags.ts';

export interface CheckoutSettings {
  /** Public address of the shop, for links in e-mails. */
  shopUrl: string;
  /** Where shoppers write with questions about an order (SPEC §8 'contact support at {email}'). */
  supportEmail: string;
  /**
   * The payment sandboxes (card, Swish, invoice/part payment; decision 0027) are offered. On by default and in the
   * demo shop; the server turns it off in a production configuration unless HEMMA_PAYMENT_SANDBOX is set. Without
   * it (and without a real provider) the methods settled at a provider are not offered: invoice and COD remain.
   */
  paymentSandbox: boolean;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  shopUrl: 'http://localhost:3000',
  supportEmail: 'kundservice@hemma.example',
  paymentSandbox: true,
};

/** Who sends what the mail outbox holds (use-cases/mail/outbox-worker.ts): told when a request committed a mail. */
export interface MailOutbox {
  kick(): void;
}

/** Everything the cart, stock and order use cases need. */
export function createCheckoutContext(
  db: Db,
  catalog: CatalogContext,
  mail: MailTransport,
  settings: Partial<CheckoutSettings> = {},
  log: { error(message: string): void } = console,
  outbox: MailOutbox = { kick() {} },
  purges: CachePurges = NO_PURGES,
  pickupPoints: PickupPointDirectory = createSandboxPickupPoints(),
  /** Stripe, where the shop has a key (decision 0050); null: its hosted methods are not offered. */
  hostedPayments: StripeGateway | null = null,
) {
  return {
    db,
    catalog,
    mail,
    outbox,
    purges,
    log,
    settings: { ...DEFAULT_CHECKOUT_SETTINGS, ...settings },
    carts: createCartRepository(db),
    coupons: createCouponRepository(db),
    orders: createOrderRepository(db),
    payments: createPaymentRepository(db),
    shopSettings: createSettingsRepository(db),
    pickupPoints,
    hostedPayments,
    now: catalog.now,
  };
}

export type CheckoutContext = ReturnType<typeof createCheckoutContext>;

/** Swish moves kronor between Swedish accounts only: it is not offered for a cart in another currency. */
export const SWISH_SEK_ONLY =
  'Swish takes payments in SEK only: choose card, invoice or part payment for a EUR order';

/** Payment methods that take only SEK. */
export const SEK_ONLY_PAYMENT_METHODS: ReadonlySet<string> = new Set(['swish', 'stripe_swish']);

/** "Fri frakt över 5 000 kr" → "Fri frakt över 450,00 €": the threshold a title names, as the EUR one. */
function titleIn(title: string, sek: ShippingMethod, eur: ShippingMethod, currency: PriceCurrency): string {
  if (sek.minSubtotalInclTax === null || eur.minSubtotalInclTax === null) return title;
  const threshold = eur.minSubtotalInclTax;
  return title.replace(/(\d[\d \u00a0]*)\s?kr\b/g, (all, amount: string) =>
    Number(amount.replace(/\D/g, '')) * 100 === sek.minSubtotalInclTax
      ? formatPrice(threshold, 'sv-SE', currency.code)
      : all,
  );
}

/**
 * The methods with their fees and thresholds in the currency: entered in SEK (decision 0035), in EUR the owner's
 * EUR amounts or round ones derived from the SEK amounts (decision 0057).
 */
async function methodsIn(
  context: CheckoutContext,
  methods: CheckoutMethods,
  currency: PriceCurrency,
): Promise<CheckoutMethods> {
  if (currency.code === 'SEK') return methods;
  const eur = methodsInEur(
    methods,
    await readEurSettings(context.shopSettings, context.log),
    context.catalog.settings.eurPerSek,
  );
  return {
    shipping: eur.shipping.map((m, i): ShippingMethod => ({
      ...m,
      methodTitle: titleIn(m.methodTitle, methods.shipping[i]!, m, currency),
    })),
    payment: eur.payment.filter((m): m is PaymentMethod => !SEK_ONLY_PAYMENT_METHODS.has(m.code)),
  };
}

/**
 * The shipping and payment methods the shop offers at this moment (the owner's settings, decision 0022), with their
 * amounts in the cart's currency. Read per request — one primary-key query — so a change shows in the next cart call
 * of every process.
 */
export async function offeredMethods(
  context: CheckoutContext,
  currency: PriceCurrency = SEK_CURRENCY,
): Promise<CheckoutMethods> {
  const methods = await methodsIn(
    context,
    await readCheckoutMethods(context.shopSettings, context.log),
    currency,
  );
  const stripe = context.hostedPayments;
  // The sandboxes stay the demo shop's: never beside Stripe (a test key has Stripe's own test mode, and two "Kort"
  // would confuse), never without a provider to settle at (a production configuration). Stripe's need its key (0050).
  const sandboxes = context.settings.paymentSandbox && !stripe;
  return {
    ...methods,
    payment: methods.payment.flatMap((m) => {
      if (m.hostedPage && !stripe) return [];
      if (m.isServerMethod && !sandboxes) return [];
      // A test mode says so wherever the method is named: the checkout, the order, its mail, the back office.
      const testMode = m.isServerMethod || (m.hostedPage && stripe?.testMode);
      return [testMode ? { ...m, title: `${m.title} (testläge)` } : m];
    }),
  };
}
