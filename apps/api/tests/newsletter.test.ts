import type { CartTotalsDto, OrderResult } from '@hemma/contract';
import { INCORRECT_COUPON_MESSAGE } from '@hemma/commerce';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/modules/mail/mail-transport.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { accountFixtures, GOOD_PASSWORD } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
const EMAIL_MESSAGE = 'Please provide valid e-mail address.';
const CODE = /^VALKOMMEN-[A-HJ-NP-Z2-9]{8}$/;

interface SubscribeResult {
  email: string;
  status: 'subscribed';
  changed: boolean;
  coupon_code: string | null;
}

const accounts = accountFixtures(api);
const tokens = new Map<string, string>();

/** The status of an address, asked by its owner: a customer with that e-mail, registered on first use. */
async function status(email: string) {
  let token = tokens.get(email.toLowerCase());
  if (!token) {
    const created = await accounts.call('POST', '/api/user/create', {
      body: { customer: { email, firstname: 'Astrid', lastname: 'Lind' }, password: GOOD_PASSWORD },
    });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    token = (await accounts.login(email, GOOD_PASSWORD)).token;
    tokens.set(email.toLowerCase(), token);
  }
  return api.get<string>(`/api/ext/newsletter?email=${encodeURIComponent(email)}`, {
    authorization: `Bearer ${token}`,
  });
}
const subscribe = (email: unknown) => api.post<SubscribeResult>('/api/ext/newsletter', { email });

async function unsubscribe(email: unknown) {
  const response = await fetch(`${api.baseUrl}/api/ext/newsletter`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; result: { status: string; changed: boolean } },
  };
}

/** The mail an address got, read from the file outbox. */
async function mailsTo(email: string) {
  return (await readOutbox(api.outboxDir)).filter((m) => m.to.toLowerCase().includes(email));
}

/** The personal coupons of an address. */
async function couponsOf(email: string) {
  return api.handle.db.selectFrom('coupons').selectAll().where('customer_email', '=', email).execute();
}

describe('newsletter subscription', () => {
  const email = 'astrid.nyhet@example.se';
  let first: SubscribeResult;

  beforeAll(async () => {
    expect((await status(email)).body).toEqual({ code: 200, result: 'not-subscribed' });
    const response = await subscribe('  Astrid.Nyhet@Example.SE ');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    first = response.body.result;
  });

  it('when an address subscribes for the first time, then it gets one personal single-use 10 % coupon', async () => {
    expect(first).toEqual({
      email,
      status: 'subscribed',
      changed: true,
      coupon_code: expect.stringMatching(CODE),
    });
    const coupons = await couponsOf(email);
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({
      code: first.coupon_code,
      type: 'percent',
      value: 10,
      usage_limit: 1,
      times_used: 0,
      customer_email: email,
    });
    // Valid for a year: generous, but not for ever.
    const days = (Date.parse(coupons[0]!.to_date!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  it('when an address subscribes for the first time, then exactly one welcome mail with the code goes to it', async () => {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Välkommen till Hemmas nyhetsbrev – här är 10 % rabatt');
    expect(mails[0]!.text).toContain(`Din rabattkod: ${first.coupon_code}`);
    expect(mails[0]!.text).toContain(email);
  });

  it('answers the status whatever the case of the address', async () => {
    expect((await status('ASTRID.NYHET@example.se')).body).toEqual({ code: 200, result: 'subscribed' });
    expect((await status('someone.else@example.se')).body.result).toBe('not-subscribed');
  });

  it('when a subscribed address subscribes again, then nothing happens: no second coupon, no mail', async () => {
    const again = await subscribe(email);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ email, status: 'subscribed', changed: false, coupon_code: null });
    expect(await couponsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('unsubscribes only a subscribed address, and a return later issues no new coupon or mail', async () => {
    const off = await unsubscribe(email);
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ email, status: 'not-subscribed', changed: true });
    expect((await status(email)).body.result).toBe('not-subscribed');
    expect((await unsubscribe(email)).body.result.changed).toBe(false);
    expect((await unsubscribe('never.subscribed@example.se')).body).toEqual({
      code: 200,
      result: { email: 'never.subscribed@example.se', status: 'not-subscribed', changed: false },
    });

    const back = await subscribe(email);
    expect(back.body.result).toEqual({ email, status: 'subscribed', changed: true, coupon_code: null });
    expect((await status(email)).body.result).toBe('subscribed');
    expect(await couponsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('gives every address its own code, and one coupon even when the first sign-up arrives several times at once', async () => {
    const racer = 'racer@example.se';
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(racer)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const issued = answers.filter((a) => a.body.result.coupon_code !== null);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.body.result.coupon_code).not.toBe(first.coupon_code);
    expect(await couponsOf(racer)).toHaveLength(1);
    expect(await mailsTo(racer)).toHaveLength(1);
  });

  it.each([
    ['no address', undefined],
    ['an empty address', ''],
    ['an address without a domain', 'astrid@'],
    ['two addresses', 'a@example.se, b@example.se'],
    ['an address with a header break', 'a@example.se\r\nBcc: x@example.se'],
  ])('refuses %s with the SPEC message', async (_name, email) => {
    const post = await subscribe(email);
    expect(post.status).toBe(400);
    expect(post.body.result).toBe(EMAIL_MESSAGE);
    const del = await unsubscribe(email);
    expect(del.status).toBe(400);
    expect(del.body.result).toBe(EMAIL_MESSAGE);
    if (email !== undefined)
      expect((await api.get(`/api/ext/newsletter?email=${encodeURIComponent(email)}`)).body).toEqual({
        code: 400,
        result: EMAIL_MESSAGE,
      });
  });

  it('refuses a status question without an address and unknown fields', async () => {
    expect((await api.get('/api/ext/newsletter')).body).toEqual({ code: 400, result: EMAIL_MESSAGE });
    const extra = await api.post<string>('/api/ext/newsletter', {
      email: 'x@example.se',
      cc: 'y@example.se',
    });
    expect(extra.status).toBe(400);
    expect(extra.body.result).toContain('unknown body parameter(s) "cc"');
  });
});

describe('the sign-up coupon at the checkout', () => {
  const email = 'kupong.kund@example.se';
  let code: string;

  beforeAll(async () => {
    code = (await subscribe(email)).body.result.coupon_code!;
  });

  it('takes 10 % off a cart', async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const applied = await api.post<boolean>(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const totals = (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.coupon_code).toBe(code);
    expect(totals.discount_amount).toBeCloseTo(-simple.final_price_incl_tax * 0.1, 0);
  });

  it('works only in an order from the subscriber, and only once', async () => {
    const simple = await shop.find('simple');
    const items = [{ sku: simple.sku, qty: 1 }];
    const person = (address: string) => ({ firstname: 'Kim', lastname: 'Kund', email: address });

    const stranger = await api.post<string>(
      '/api/order',
      orderRequest(items, { coupon_code: code, personal_details: person('someone.else@example.se') }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.result).toBe(INCORRECT_COUPON_MESSAGE);

    const own = await api.post<OrderResult>(
      '/api/order',
      orderRequest(items, {
        coupon_code: code.toLowerCase(),
        personal_details: person('Kupong.Kund@Example.se'),
      }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.result.totals.coupon_code).toBe(code);
    expect(own.body.result.totals.discount_amount).toBeCloseTo(-simple.final_price_incl_tax * 0.1, 0);

    const again = await api.post<string>(
      '/api/order',
      orderRequest(items, { coupon_code: code, personal_details: person(email) }),
    );
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(INCORRECT_COUPON_MESSAGE);
  });
});
