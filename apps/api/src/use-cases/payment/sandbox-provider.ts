import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors.ts';
import type { PaymentProvider, ProviderAnswer, ProviderMethod, ProviderPayment } from './provider.ts';

/** Swish lets a payment request wait 3 minutes for the shopper's answer in the app, then it fails with TM01. */
export const SWISH_TIMEOUT_MS = 3 * 60 * 1000;

const NAMES: Record<ProviderMethod, string> = {
  card: 'Hemma Pay kort (testläge)',
  swish: 'Swish (testläge)',
  partpayment: 'Hemma Finans faktura/delbetalning (testläge)',
};

/**
 * The sandbox behind each provider method: it keeps no state of its own (the payment session row is what the
 * provider "knows"), decides outcomes by test values on its page (sandbox-actions.ts) and answers through signed
 * callbacks like the real services. Capture and refund move the state the way the real ones do: only an authorized
 * payment is captured, only a paid one refunded, and a repeat answers the state reached.
 */
export function createSandboxProvider(method: ProviderMethod): PaymentProvider {
  const answer = (payment: ProviderPayment): ProviderAnswer => ({ status: payment.status });
  return {
    method,
    name: NAMES[method],
    sandbox: true,
    async create(_payment, now) {
      return {
        status: 'pending',
        // Swish's payment request id: 32 upper-case hex digits.
        reference: randomBytes(16).toString('hex').toUpperCase(),
        expiresAt: method === 'swish' ? new Date(now.getTime() + SWISH_TIMEOUT_MS).toISOString() : null,
        // Swish's PaymentRequestToken: 32 lower-case hex digits, read by the app from the QR code.
        ...(method === 'swish' ? { token: randomBytes(16).toString('hex') } : {}),
      };
    },
    async status(payment, now) {
      if (payment.status === 'pending' && payment.expiresAt && now.toISOString() > payment.expiresAt)
        return { status: 'failed', errorCode: 'TM01' };
      return answer(payment);
    },
    async capture(payment) {
      if (payment.status === 'authorized' || payment.status === 'paid') return { status: 'paid' };
      throw new AppError(409, `A ${payment.status} payment cannot be captured`);
    },
    async refund(payment, amount) {
      if (payment.status !== 'paid' && payment.status !== 'refunded')
        throw new AppError(409, `A ${payment.status} payment cannot be refunded`);
      if (amount <= 0 || amount > payment.amount - payment.refunded)
        throw new AppError(409, `The refund of ${amount} öre is more than is left of the payment`);
      return { status: payment.refunded + amount >= payment.amount ? 'refunded' : 'paid' };
    },
    async void(payment) {
      if (payment.status === 'authorized' || payment.status === 'voided') return { status: 'voided' };
      throw new AppError(409, `A ${payment.status} payment cannot be voided`);
    },
  };
}
