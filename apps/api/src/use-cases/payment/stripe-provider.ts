import { AppError, InputError } from '../../errors.ts';
import type { StripeGateway, StripeMethod } from '../../modules/payment/stripe-gateway.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

const NAMES: Record<StripeMethod, string> = {
  stripe_card: 'Stripe (kort)',
  stripe_klarna: 'Stripe (Klarna)',
  stripe_swish: 'Stripe (Swish)',
};

/** How a Stripe method is named to the owner and in the timeline ("Stripe (kort) (testläge)"). */
export const stripeProviderName = (method: StripeMethod, testMode: boolean) =>
  testMode ? `${NAMES[method]} (testläge)` : NAMES[method];

function intentOf(payment: ProviderPayment): string {
  if (!payment.providerPaymentId)
    throw new AppError(409, 'Stripe has not named this payment yet (no payment intent): nothing to move');
  return payment.providerPaymentId;
}

/**
 * A Stripe method behind the provider interface (decisions 0027, 0050), for what the back office does with a payment:
 * capture Klarna's authorization when the order ships, refund all or part of a paid one. Opening and settling go
 * through Stripe Checkout instead (use-cases/order/hosted-payments.ts). Each call carries an idempotency key, so a
 * repeat moves money once.
 */
export function createStripeProvider(method: StripeMethod, stripe: StripeGateway): PaymentProvider {
  return {
    method,
    name: stripeProviderName(method, stripe.testMode),
    sandbox: false,
    async create() {
      throw new InputError(
        `method: ${method} is paid on Stripe's page after the order is placed: POST /api/order answers payment_url`,
      );
    },
    async status(payment) {
      return { status: payment.status };
    },
    async capture(payment) {
      if (payment.status === 'paid') return { status: 'paid' };
      if (payment.status !== 'authorized')
        throw new AppError(409, `A ${payment.status} payment cannot be captured`);
      await stripe.capture(intentOf(payment), payment.id, payment.amount);
      return { status: 'paid' };
    },
    async refund(payment, amount, refundId) {
      if (payment.status !== 'paid')
        throw new AppError(409, `A ${payment.status} payment cannot be refunded`);
      await stripe.refund(intentOf(payment), amount, refundId);
      return { status: payment.refunded + amount >= payment.amount ? 'refunded' : 'paid' };
    },
    async void(payment) {
      if (payment.status === 'voided') return { status: 'voided' };
      if (payment.status !== 'authorized')
        throw new AppError(409, `A ${payment.status} payment cannot be voided`);
      await stripe.cancelPayment(intentOf(payment), payment.id);
      return { status: 'voided' };
    },
  };
}
