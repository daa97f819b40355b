import type { CheckoutContext } from '../cart/checkout-context.ts';
import { PROVIDER_METHODS, type PaymentProvider, type ProviderMethod } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

export interface PaymentSettings {
  /** HMAC key of the providers' callbacks. */
  secret: string;
}

/** The providers the shop pays through and the settings they need; one per API instance. */
export function createPaymentContext(checkout: CheckoutContext, settings: PaymentSettings) {
  const providers = new Map<ProviderMethod, PaymentProvider>();
  if (checkout.settings.paymentSandbox)
    for (const method of PROVIDER_METHODS) providers.set(method, createSandboxProvider(method));
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
    callbackUrl: (method: ProviderMethod) =>
      `${checkout.settings.shopUrl}/api/ext/payment/callbacks/${method}`,
  };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
