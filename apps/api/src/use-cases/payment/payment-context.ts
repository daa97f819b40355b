import type { CheckoutContext } from '../cart/checkout-context.ts';
import { PROVIDER_METHODS, type PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { STRIPE_METHOD_TYPES, type StripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { createStripeProvider } from './stripe-provider.ts';

export interface PaymentSettings {
  /** HMAC key of the providers' callbacks. */
  secret: string;
}

/** The providers the shop pays through and the settings they need; one per API instance. */
export function createPaymentContext(checkout: CheckoutContext, settings: PaymentSettings) {
  const providers = new Map<string, PaymentProvider>();
  if (checkout.settings.paymentSandbox)
    for (const method of PROVIDER_METHODS) providers.set(method, createSandboxProvider(method));
  // Stripe's hosted methods (decision 0050): captures and refunds go through its adapter.
  const stripe = checkout.hostedPayments;
  if (stripe)
    for (const method of Object.keys(STRIPE_METHOD_TYPES) as StripeMethod[])
      providers.set(method, createStripeProvider(method, stripe));
  return {
    checkout,
    payments: checkout.payments,
    orders: checkout.orders,
    db: checkout.db,
    now: checkout.now,
    log: checkout.log,
    secret: settings.secret,
    providers,
    /** The address the providers post their callbacks to. */
    callbackUrl: (method: string) => `${checkout.settings.shopUrl}/api/ext/payment/callbacks/${method}`,
  };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
