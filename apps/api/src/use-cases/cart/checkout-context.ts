import { SEK_CURRENCY, type PriceCurrency } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { createCartRepository } from '../../modules/cart/cart-repository.ts';
import { createCouponRepository } from '../../modules/coupon/coupon-repository.ts';
import { createCodeTextRepository } from '../../modules/store-texts/code-text-repository.ts';
import type { MailTransport } from '../../modules/mail/mail-transport.ts';
import { createOrderRepository } from '../../modules/order/order-repository.ts';
import type { CheckoutMethods, PaymentMethod } from '../../modules/checkout/methods.ts';
import { createPaymentRepository } from '../../modules/payment/payment-repository.ts';
import type { StripeGateway } from '../../modules/payment/stripe-gateway.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import {
  createSandboxPickupPoints,
  type PickupPointDirectory,
} from '../../modules/shipping/pickup-points.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { readCheckoutMethods } from '../settings/checkout-settings.ts';
import { methodTexts, testModeWord, translateMethods } from './translate-methods.ts';
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
    codeTexts: createCodeTextRepository(db),
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

/**
 * The methods with their fees and thresholds in the currency: entered in SEK (decision 0035), in EUR the owner's
 * EUR amounts or round ones derived from the SEK amounts (decision 0057). Titles carry no amounts: the storefront
 * words a free-shipping threshold from `minSubtotalInclTax` (decision 0058).
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
    shipping: eur.shipping,
    payment: eur.payment.filter((m): m is PaymentMethod => !SEK_ONLY_PAYMENT_METHODS.has(m.code)),
  };
}

/**
 * What ships abroad (decision 0056): the courier's parcel and freight to the door go to every country a store view
 * ships to; collecting (the Stockholm shop, a Swedish PostNord ombud) is for deliveries in Sweden only.
 */
function abroad(methods: CheckoutMethods, countryId: string): CheckoutMethods {
  if (countryId === 'SE') return methods;
  return { ...methods, shipping: methods.shipping.filter((m) => m.carrierCode !== 'pickup') };
}

/**
 * The shipping and payment methods the shop offers at this moment (the owner's settings, decision 0022), with their
 * amounts in the cart's currency, their titles in the store view's language (decision 0058), and the shipping to
 * `countryId` (decision 0056). The settings and the method texts are as this process read them at most 2 s ago
 * (decision 0072): a change shows in the next cart call of this process and within 2 s in the others.
 */
export async function offeredMethods(
  context: CheckoutContext,
  currency: PriceCurrency = SEK_CURRENCY,
  storeCode?: string,
  countryId: string = 'SE',
): Promise<CheckoutMethods> {
  const [owners, texts] = await Promise.all([
    readCheckoutMethods(context.shopSettings, context.log),
    methodTexts(context, storeCode),
  ]);
  const translated = translateMethods(owners, texts, storeCode);
  const methods = abroad(await methodsIn(context, translated, currency), countryId);
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
      return [testMode ? { ...m, title: `${m.title} (${testModeWord(storeCode)})` } : m];
    }),
  };
}
