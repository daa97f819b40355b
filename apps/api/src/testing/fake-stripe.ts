import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A fake of Stripe's API over real HTTP on a random port (decision 0050): the calls Hemma makes, checked as Stripe
 * documents them — a Bearer secret key, the Stripe-Version header, form-encoded bodies, idempotency keys (the same key
 * with other parameters is refused, the same key and parameters answers the first answer again) — answered in
 * Stripe's shapes, errors included (`{error: {type, code, message, param}}`). The test plays the shopper on Stripe's
 * page (`complete`, `expireAtStripe`) and Stripe's webhook (`signedEvent`, signed with the SDK's own test header).
 */
export const FAKE_STRIPE_KEY = 'sk_test_hemmafake0123456789';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_hemmafake0123456789abcdef';

const sdk = new Stripe(FAKE_STRIPE_KEY);

export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
}

type Session = Record<string, unknown> & {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
};
type Intent = { id: string; status: string; amount: number; amount_refunded: number; capture_method: string };

function error(status: number, code: string, message: string, param?: string) {
  return {
    status,
    body: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } },
  };
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

export interface FakeStripeOptions {
  /**
   * Where the fake's hosted page delivers its webhooks (the shop's `/api/ext/payment/callbacks/stripe`); unset, the
   * test delivers them itself.
   */
  webhookUrl?: string;
}

export function createFakeStripe(options: FakeStripeOptions = {}) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { form: string; status: number; body: unknown }>();
  const fake = {
    url: '',
    requests: [] as FakeStripeRequest[],
    /** The next calls answer this error instead (Stripe away or refusing), then the fake is itself again. */
    failing: [] as { status: number; code: string; message: string; type?: string }[],
    /** While set, a refund is answered only once it settles: what the shop shows while Stripe has not answered. */
    holdRefunds: null as Promise<void> | null,
    /**
     * The next this many answers to a refund are lost on the way (the connection drops after Stripe acted): the shop
     * cannot tell whether the refund was made, as when the network or the process fails at that moment.
     */
    loseRefundAnswers: 0,
    /**
     * While true, a session the shopper completes stays unpaid (a method Stripe settles later, as its delayed
     * notification methods): `settle` pays it, as Stripe does before its `checkout.session.async_payment_succeeded`.
     */
    settleLater: false,
    sessions,
    intents,

    /** The shopper finished on Stripe's page: paid (card, Swish), or authorized (manual capture: Klarna). */
    complete(id: string): Session {
      const session = sessions.get(id)!;
      const manual = session.capture_method === 'manual';
      const later = fake.settleLater && !manual;
      const intent: Intent = {
        id: `pi_${randomBytes(12).toString('hex')}`,
        status: manual ? 'requires_capture' : later ? 'processing' : 'succeeded',
        amount: session.amount_total,
        amount_refunded: 0,
        capture_method: manual ? 'manual' : 'automatic',
      };
      intents.set(intent.id, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: manual || later ? 'unpaid' : 'paid',
        payment_intent: intent.id,
      });
      return session;
    },
    /** The money of a session completed while `settleLater` came: paid now. */
    settle(id: string): Session {
      const session = sessions.get(id)!;
      const intent = intents.get(String(session.payment_intent));
      if (intent) intent.status = 'succeeded';
      session.payment_status = 'paid';
      return session;
    },
    /** Stripe ended the session itself (its expires_at passed). */
    expireAtStripe(id: string): Session {
      const session = sessions.get(id)!;
      session.status = 'expired';
      return session;
    },
    /** A webhook delivery of `object` as Stripe signs it (header made by the SDK's generateTestHeaderString). */
    signedEvent(
      type: string,
      object: Record<string, unknown>,
      options: { id?: string; timestamp?: number; secret?: string } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-11-18.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
      });
      const header = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { payload, header };
    },
  };

  function answer(method: string, path: string, form: Record<string, string>) {
    const fail = fake.failing.shift();
    if (fail) return { status: fail.status, body: { error: { type: 'api_error', ...fail } } };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (form['payment_method_types[0]'])
        return error(400, 'payment_method_types_no_longer_supported', 'Use allowed_payment_method_types');
      for (const required of ['mode', 'success_url', 'cancel_url', 'line_items[0][price_data][unit_amount]'])
        if (!form[required])
          return error(400, 'parameter_missing', `Missing required param: ${required}.`, required);
      const type = form['allowed_payment_method_types[0]'];
      const currency = form['line_items[0][price_data][currency]'] ?? '';
      if (type === 'swish' && currency !== 'sek')
        return error(400, 'payment_method_unavailable', 'Swish supports only SEK', 'currency');
      const expiresAt = Number(form.expires_at);
      if (!(expiresAt - Date.now() / 1000 >= 30 * 60 - 5))
        return error(
          400,
          'parameter_invalid_integer',
          'expires_at must be at least 30 minutes ahead',
          'expires_at',
        );
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: Object.fromEntries(
          Object.entries(form).flatMap(([name, value]) => {
            const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
            return key ? [[key, value]] : [];
          }),
        ),
        capture_method: form['payment_intent_data[capture_method]'] ?? 'automatic',
        payment_method_types: [type],
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: expiresAt,
        url: `${fake.url}/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session)
        return error(404, 'resource_missing', `No such checkout.session: '${sessionPath[1]}'`, 'session');
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open')
          return error(400, 'checkout_session_not_open', 'Only open Checkout Sessions can be expired.');
        session.status = 'expired';
      }
      const expanded = form['expand[0]'] ?? form['expand[]'];
      const expand = expanded === 'payment_intent' && session.payment_intent;
      return {
        status: 200,
        body: expand ? { ...session, payment_intent: intents.get(session.payment_intent!) } : session,
      };
    }
    const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) {
      const intent = intents.get(capture[1]!);
      if (!intent) return error(404, 'resource_missing', `No such payment_intent: '${capture[1]}'`);
      if (intent.status !== 'requires_capture')
        return error(
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${intent.status}.`,
        );
      const toCapture = Number(form.amount_to_capture ?? intent.amount);
      if (toCapture > intent.amount)
        return error(
          400,
          'amount_too_large',
          'The amount to capture cannot be greater than the amount capturable.',
          'amount_to_capture',
        );
      // What is not captured is released; the payment intent's amount is what was taken.
      intent.amount = toCapture;
      intent.status = 'succeeded';
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return error(404, 'resource_missing', `No such payment_intent: '${cancel[1]}'`);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return error(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      intent.status = 'canceled';
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return error(404, 'resource_missing', 'No such payment_intent', 'payment_intent');
      if (intent.status !== 'succeeded')
        return error(400, 'charge_not_captured', 'This charge has not been captured', 'payment_intent');
      const amount = Number(form.amount ?? intent.amount - intent.amount_refunded);
      if (amount > intent.amount - intent.amount_refunded)
        return error(400, 'amount_too_large', 'Refund amount is greater than unrefunded amount', 'amount');
      intent.amount_refunded += amount;
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        status: 'succeeded',
      };
      return { status: 200, body: { ...refund, payment_intent: intent.id } };
    }
    return error(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const form = request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(request);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    fake.requests.push({ method: request.method ?? '', path: url.pathname, form, idempotencyKey });
    if (fake.holdRefunds && url.pathname === '/v1/refunds') await fake.holdRefunds;
    const send = (status: number, body: unknown) => {
      if (url.pathname === '/v1/refunds' && fake.loseRefundAnswers > 0) {
        fake.loseRefundAnswers -= 1;
        request.socket.destroy();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (!request.headers['stripe-version'])
      return send(400, { error: { type: 'invalid_request_error', message: 'Stripe-Version is required' } });
    if (request.method === 'POST' && !idempotencyKey)
      return send(400, {
        error: { type: 'invalid_request_error', message: 'Hemma sends an Idempotency-Key' },
      });
    const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (seen && seen.form !== JSON.stringify(form))
      return send(400, {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    if (seen) return send(seen.status, seen.body);
    const { status, body } = answer(request.method ?? 'GET', url.pathname, form);
    if (idempotencyKey && status < 500)
      idempotent.set(idempotencyKey, { form: JSON.stringify(form), status, body });
    send(status, body);
  }

  /** Stripe's hosted page, as plain as can be: pay (the session completes, its webhook is sent) or cancel. */
  async function hostedPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const page = /^\/c\/pay\/([^/]+)(\/pay|\/cancel)?$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) return false;
    if (request.method === 'POST' && page[2] === '/pay') {
      const paid = fake.complete(session.id);
      if (options.webhookUrl) {
        const event = fake.signedEvent('checkout.session.completed', paid);
        await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
          body: event.payload,
        });
      }
      response.writeHead(303, { location: String(session.success_url) }).end();
      return true;
    }
    if (request.method === 'POST' && page[2] === '/cancel') {
      response.writeHead(303, { location: String(session.cancel_url) }).end();
      return true;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><body>` +
        `<h1>Fake Stripe Checkout</h1><p>${amount} ${session.currency.toUpperCase()}</p>` +
        `<form method="post" action="/c/pay/${session.id}/pay"><button>Pay</button></form>` +
        `<form method="post" action="/c/pay/${session.id}/cancel"><button>Cancel</button></form></body></html>`,
    );
    return true;
  }

  let server: Server | null = null;
  return Object.assign(fake, {
    async listen(): Promise<string> {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://stripe.test');
        void hostedPage(request, response, url).then((shown) =>
          shown ? undefined : handle(request, response),
        );
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return fake.url;
    },
    async close(): Promise<void> {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  });
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
