import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Ore } from '@hemma/commerce';
import type { PaymentStatus } from '../../modules/payment/payment-repository.ts';

/**
 * The payment provider interface (decision 0027). Every method of the shop that is settled at a provider — card,
 * Swish, invoice/part payment — has one adapter with these calls; the sandboxes implement them here, a real
 * provider's adapter implements them against its API (Swish Commerce API payment requests, Klarna Payments sessions
 * and authorizations with its order management captures and refunds, a card PSP's payment intents with 3-D Secure).
 * Every call is idempotent: a repeated create reuses the open payment, a repeated capture or refund of a payment
 * already captured or refunded answers its state and moves no money.
 */
export type ProviderMethod = 'card' | 'swish' | 'partpayment';
/** The methods with a sandbox (decision 0027); Stripe's hosted methods (decision 0050) have adapters of their own. */
export const PROVIDER_METHODS: readonly ProviderMethod[] = ['card', 'swish', 'partpayment'];

export interface ProviderPayment {
  /** The shop's id of the payment: the provider's payeePaymentReference / merchant_reference. */
  id: string;
  amount: Ore;
  /** The provider's id of it, once created. */
  reference: string | null;
  /** The provider's payment behind it (Stripe's payment intent), once known: what captures and refunds name. */
  providerPaymentId: string | null;
  status: PaymentStatus;
  /** Paid back so far (refunds may be partial, decision 0033). */
  refunded: Ore;
  /** Where the provider posts its signed callbacks for this payment. */
  callbackUrl: string;
  expiresAt: string | null;
}

export interface ProviderAnswer {
  status: PaymentStatus;
  reference?: string;
  /** When an unanswered payment fails (Swish: 3 minutes after the request). */
  expiresAt?: string | null;
  /** The provider's error code with a failure (Swish 'TM01' timed out, 'RF07' declined). */
  errorCode?: string | null;
  /**
   * Swish's payment request token (decision 0033): what the Swish app reads from the QR code a computer shows (the
   * m-commerce flow); a phone sends the request to the shopper's number instead.
   */
  token?: string;
}

/** A provider's callback (Swish's shape: the payment request as it is now), read after its signature held. */
export interface ProviderCallback {
  reference: string;
  paymentId: string;
  status: 'PAID' | 'AUTHORIZED' | 'DECLINED' | 'ERROR' | 'CANCELLED';
  amount: Ore;
  /** The currency the provider says it settled in; a payment is only in its own. */
  currency: string;
  errorCode: string | null;
}

export interface PaymentProvider {
  readonly method: string;
  /** Shown to the shopper and the owner, e.g. 'Swish (testläge)'. */
  readonly name: string;
  readonly sandbox: boolean;
  /** Opens the payment at the provider for the order's amount; the shopper continues on its page. */
  create(payment: ProviderPayment, now: Date): Promise<ProviderAnswer>;
  /** Asks the provider how the payment stands (a request nobody answered has timed out by now, say). */
  status(payment: ProviderPayment, now: Date): Promise<ProviderAnswer>;
  /** Takes an authorized amount (invoice: when the owner ships or debits); card and Swish are captured at once. */
  capture(payment: ProviderPayment): Promise<ProviderAnswer>;
  /**
   * Pays `amount` (all or part of what is left) back to the shopper; `refundId` is the refund's own id at the
   * provider (Swish's instructionUUID, Klarna's Idempotency-Key), so a repeated call refunds once. Answers `refunded`
   * once nothing is left, `paid` while some is.
   */
  refund(payment: ProviderPayment, amount: Ore, refundId: string): Promise<ProviderAnswer>;
  /**
   * Releases an authorization that was never captured (invoice, Klarna: the shopper cancelled before shipping,
   * decision 0055), so nothing is ever charged; answers `voided`, also for a repeat.
   */
  void(payment: ProviderPayment): Promise<ProviderAnswer>;
}

export const SIGNATURE_HEADER = 'x-hemma-signature';

/** The HMAC-SHA256 of a callback's body (its bytes as sent) with the shared secret, as the header carries it. */
export function signCallback(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** True when the header is the body's signature with this secret (compared in constant time). */
export function verifyCallbackSignature(
  secret: string,
  body: string | Uint8Array,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signCallback(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a callback's status makes of a pending payment. */
export function callbackStatus(status: ProviderCallback['status']): PaymentStatus {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'AUTHORIZED':
      return 'authorized';
    case 'DECLINED':
    case 'CANCELLED':
      return 'declined';
    case 'ERROR':
      return 'failed';
  }
}
