import Stripe from 'stripe';
import { AppError } from '../../errors.ts';

/**
 * Stripe through its official SDK (decision 0050): Checkout Sessions (the hosted payment page) for card, Klarna and
 * Swish, their state, refunds and captures, and the signature check of its webhooks. Every call that moves money or
 * opens a payment carries an idempotency key the caller chose, so the SDK's own retries (and ours) never charge
 * twice. `apiUrl` points the SDK at another base URL: the tests' fake Stripe.
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Unset: Stripe's own API. */
  apiUrl?: string | undefined;
}

/** The shop's hosted methods and the Stripe payment method type each opens. */
export const STRIPE_METHOD_TYPES = {
  stripe_card: 'card',
  stripe_klarna: 'klarna',
  stripe_swish: 'swish',
} as const;
export type StripeMethod = keyof typeof STRIPE_METHOD_TYPES;
export const isStripeMethod = (code: string): code is StripeMethod => code in STRIPE_METHOD_TYPES;

/** Klarna is authorized at checkout and captured when the order ships; card and Swish are captured at once. */
export const MANUAL_CAPTURE: ReadonlySet<StripeMethod> = new Set(['stripe_klarna']);

/** A Checkout Session can be told to expire 30 minutes after it was made at the earliest (Stripe's own rule). */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/** Seconds a webhook's timestamp may be away from now (replays older than this are refused). */
export const WEBHOOK_TOLERANCE_S = 300;

export interface NewCheckout {
  method: StripeMethod;
  /** The shop's payment id: Stripe's metadata and client_reference_id carry it back. */
  paymentId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  email: string;
  locale: 'sv' | 'en' | 'de' | 'it';
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /**
   * What the payment pays: the order (its own payment), or the balance an edit left to pay (decision 0060), which is
   * named in the metadata (`pays: balance`) and on Stripe's page (`label`, in the shopper's language).
   */
  pays?: { kind: 'balance'; label: string };
}

/** What the shop needs to know of a Checkout Session. */
export interface CheckoutState {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntent: string | null;
  /** The payment intent's own status when it was expanded (requires_capture: Klarna authorized). */
  intentStatus: string | null;
  paymentId: string | null;
  amount: number | null;
  currency: string | null;
}

/**
 * A call Stripe refused or could not be reached for (502): the shop says so, logs it and changes nothing. `refused`:
 * Stripe answered that it did not do it (a 4xx other than 409, "a request with this key is in progress"), so nothing
 * moved and a new attempt may use a new idempotency key; false when no answer came (or a 5xx), when it may have.
 */
export class StripeCallFailed extends AppError {
  constructor(
    readonly action: string,
    readonly code: string | null,
    readonly stripeMessage: string,
    readonly refused = false,
  ) {
    super(502, `Stripe could not ${action}: ${stripeMessage}${code ? ` (${code})` : ''}`);
  }
}

export function toCheckoutState(session: Stripe.Checkout.Session): CheckoutState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: (session.status ?? 'open') as CheckoutState['status'],
    paymentStatus: session.payment_status as CheckoutState['paymentStatus'],
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    intentStatus: intent && typeof intent !== 'string' ? intent.status : null,
    paymentId: session.metadata?.payment_id ?? session.client_reference_id ?? null,
    amount: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

function sdkOptions(settings: StripeSettings): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (!settings.apiUrl) return options;
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function createStripeGateway(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, sdkOptions(settings));
  const call = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const status = error.statusCode ?? 0;
        // A 409 (a request under the key still running) and an idempotency error (the key seen with other
        // parameters) say nothing of whether the first request was carried out: neither is a refusal.
        const refused =
          status >= 400 &&
          status < 500 &&
          status !== 409 &&
          !(error instanceof Stripe.errors.StripeIdempotencyError);
        throw new StripeCallFailed(action, error.code ?? error.type, error.message, refused);
      }
      throw new StripeCallFailed(action, null, error instanceof Error ? error.message : String(error));
    }
  };
  return {
    /** A `sk_test_` key: Stripe's test mode, which the checkout and the back office mark "testläge". */
    testMode: settings.secretKey.startsWith('sk_test_'),

    async openCheckout(checkout: NewCheckout): Promise<CheckoutState> {
      const name = `Hemma order ${checkout.orderNumber}${checkout.pays ? `: ${checkout.pays.label}` : ''}`;
      const metadata = {
        payment_id: checkout.paymentId,
        order: checkout.orderNumber,
        ...(checkout.pays ? { pays: checkout.pays.kind } : {}),
      };
      const session = await call('create checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: checkout.paymentId,
            customer_email: checkout.email,
            locale: checkout.locale,
            // Since API version 2026-09-30 the methods are narrowed with allowed_payment_method_types.
            allowed_payment_method_types: [STRIPE_METHOD_TYPES[checkout.method]],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: checkout.currency.toLowerCase(),
                  unit_amount: checkout.amount,
                  product_data: { name },
                },
              },
            ],
            payment_intent_data: {
              capture_method: MANUAL_CAPTURE.has(checkout.method) ? 'manual' : 'automatic',
              description: name,
              metadata,
            },
            metadata,
            success_url: checkout.successUrl,
            cancel_url: checkout.cancelUrl,
            expires_at: Math.ceil(checkout.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout-${checkout.paymentId}` },
        ),
      );
      return toCheckoutState(session);
    },

    async readCheckout(id: string): Promise<CheckoutState> {
      const session = await call('read checkout', () =>
        stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] }),
      );
      return toCheckoutState(session);
    },

    /** Ends an open Checkout Session (the shopper cancelled, or its time is up); an ended one is read instead. */
    async expireCheckout(id: string): Promise<CheckoutState> {
      const now = await this.readCheckout(id);
      if (now.status !== 'open') return now;
      const session = await call('expire checkout', () =>
        stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${id}` }),
      );
      return toCheckoutState(session);
    },

    /** Takes `amount` of the authorization: less than authorized when the order was edited down (decision 0055). */
    async capture(paymentIntent: string, paymentId: string, amount: number): Promise<void> {
      await call('capture', () =>
        stripe.paymentIntents.capture(
          paymentIntent,
          { amount_to_capture: amount },
          { idempotencyKey: `capture-${paymentId}` },
        ),
      );
    },

    /** Releases an uncaptured authorization (Klarna before shipping): the payment intent is cancelled. */
    async cancelPayment(paymentIntent: string, paymentId: string): Promise<void> {
      await call('cancel', () =>
        stripe.paymentIntents.cancel(paymentIntent, {}, { idempotencyKey: `cancel-${paymentId}` }),
      );
    },

    /** `refundId` names the attempt: the same id is the same refund at Stripe, which replays its first answer. */
    async refund(paymentIntent: string, amount: number, refundId: string): Promise<void> {
      await call('refund', () =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, amount },
          { idempotencyKey: `refund-${refundId}` },
        ),
      );
    },

    /**
     * The event a webhook delivered, once its `Stripe-Signature` held: HMAC-SHA256 over `timestamp.payload` with the
     * endpoint's secret, the timestamp within 5 minutes of `now`. Throws when it does not.
     */
    verifyEvent(payload: string | Buffer, signature: string, now: Date): StripeNotice {
      const event = stripe.webhooks.constructEvent(
        payload,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        now.getTime(),
      );
      return noticeOf(event);
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** A dispute (chargeback) as the shop keeps it on the payment. */
export interface DisputeState {
  paymentIntent: string | null;
  status: string;
  reason: string;
  amount: number;
  createdAt: string;
}

/** A webhook event, read: what the shop acts on, in its own terms. */
export type StripeNotice = { id: string; type: string } & (
  | { kind: 'checkout'; checkout: CheckoutState }
  | { kind: 'dispute'; dispute: DisputeState }
  | { kind: 'other' }
);

function noticeOf(event: Stripe.Event): StripeNotice {
  const head = { id: event.id, type: event.type };
  if (event.type.startsWith('checkout.session.'))
    return {
      ...head,
      kind: 'checkout',
      checkout: toCheckoutState(event.data.object as Stripe.Checkout.Session),
    };
  if (event.type.startsWith('charge.dispute.')) {
    const dispute = event.data.object as Stripe.Dispute;
    const intent = dispute.payment_intent;
    return {
      ...head,
      kind: 'dispute',
      dispute: {
        paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
        status: dispute.status,
        reason: dispute.reason,
        amount: dispute.amount,
        createdAt: new Date(dispute.created * 1000).toISOString(),
      },
    };
  }
  return { ...head, kind: 'other' };
}
