import type { CartItemDto, CustomerDto, OrderResult } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { type AdminClient, loginAs, loginOwner } from './support/admin-client.ts';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Two customers, Anna (A) and Bertil (B), and every personal endpoint: B — signed in, or a guest holding A's ids — may
 * never read or change anything of A's. Runs on SQLite, and on PostgreSQL with DATABASE_URL (decision 0024).
 */
const api = useTestApi();
const accounts = accountFixtures(api);
const shop = checkoutFixtures(api);

interface Answer<T = unknown> {
  status: number;
  body: { code: number; result: T };
  text: string;
}

/** A call with the customer's token as a bearer header (or none, as a guest). */
async function call<T = unknown>(
  token: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer<T>['body'], text };
}

interface Customer {
  customer: CustomerDto;
  email: string;
  password: string;
  token: string;
}

async function customer(firstname: string): Promise<Customer> {
  const registered = await accounts.register({ firstname });
  const { token } = await accounts.login(registered.email, registered.password);
  return { ...registered, token };
}

let anna: Customer;
let bertil: Customer;
/** Anna's open cart, with one line of `annasSku`. */
let annasCart: string;
let annasSku: string;
let annasOrder: OrderResult;

beforeAll(async () => {
  [anna, bertil] = [await customer('Anna'), await customer('Bertil')];
  const [first] = (await shop.products()).filter((p) => p.type_id === 'simple');
  annasSku = first!.sku;
  // Her order is of a parcel the courier takes (the first products are sofas, which go by freight: decision 0049).
  const second = await shop.find(
    'simple',
    (p) => p.sku !== annasSku && p.stock.is_in_stock && (p.weight ?? 0) <= 10,
  );
  // An order of Anna's, for her history and her points.
  const orderCart = (await call<string>(anna.token, 'POST', '/api/cart/create', {})).body.result;
  await call(anna.token, 'POST', `/api/cart/update?cartId=${orderCart}`, {
    cartItem: { sku: second!.sku, qty: 1 },
  });
  const placed = await call<OrderResult>(
    anna.token,
    'POST',
    '/api/order',
    orderRequest([{ sku: second!.sku, qty: 1 }], {
      cart_id: orderCart,
      personal_details: { firstname: 'Anna', lastname: 'Berg', email: anna.email },
    }),
  );
  expect(placed.status, placed.text).toBe(200);
  annasOrder = placed.body.result;
  // Her next cart stays open.
  annasCart = (await call<string>(anna.token, 'POST', '/api/cart/create', {})).body.result;
  const added = await call(anna.token, 'POST', `/api/cart/update?cartId=${annasCart}`, {
    cartItem: { sku: annasSku, qty: 2 },
  });
  expect(added.status, added.text).toBe(200);
  await call(anna.token, 'POST', '/api/user/wishlist', { skus: [annasSku] });
  await call(anna.token, 'POST', '/api/user/compare', { skus: [annasSku] });
  const review = await call(anna.token, 'POST', '/api/review/create', {
    review: {
      sku: annasSku,
      nickname: 'Anna',
      title: 'Annas omdöme',
      detail: 'Mycket bra, stadig.',
      rating: 5,
    },
  });
  expect(review.status, review.text).toBe(200);
});

/** What B must never see in an answer: Anna's name, e-mail, order number and the id of her cart. */
function expectNothingOfAnnas(answer: Answer): void {
  for (const secret of [anna.email, 'Anna', annasOrder.increment_id, annasCart])
    expect(answer.text, `an answer naming ${secret}`).not.toContain(secret);
}

const cartCalls: [string, 'GET' | 'POST', (cartId: string) => string, unknown?][] = [
  ['pull', 'GET', (id) => `/api/cart/pull?cartId=${id}`],
  ['totals', 'GET', (id) => `/api/cart/totals?cartId=${id}`],
  ['payment methods', 'GET', (id) => `/api/cart/payment-methods?cartId=${id}`],
  ['update', 'POST', (id) => `/api/cart/update?cartId=${id}`, { cartItem: { sku: 'SKU-X', qty: 9 } }],
  ['delete', 'POST', (id) => `/api/cart/delete?cartId=${id}`, { cartItem: { sku: 'SKU-X' } }],
  ['shipping methods', 'POST', (id) => `/api/cart/shipping-methods?cartId=${id}`, { address: ADDRESS }],
  [
    'shipping information',
    'POST',
    (id) => `/api/cart/shipping-information?cartId=${id}`,
    {
      addressInformation: {
        shippingAddress: ADDRESS,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'card',
      },
    },
  ],
  ['collect totals', 'POST', (id) => `/api/cart/collect-totals?cartId=${id}`, { methods: {} }],
  ['apply coupon', 'POST', (id) => `/api/cart/apply-coupon?cartId=${id}&coupon=VALKOMMEN10`],
  ['delete coupon', 'POST', (id) => `/api/cart/delete-coupon?cartId=${id}`],
  ['open a card payment', 'POST', (id) => `/api/ext/payment/sessions?cartId=${id}`],
];

describe("a customer's cart", () => {
  it.each(cartCalls)(
    '%s: refused to another customer and to a guest holding its id, and the cart stays as it was',
    async (_name, method, path, body) => {
      const before = await call<CartItemDto[]>(anna.token, 'GET', `/api/cart/pull?cartId=${annasCart}`);
      expect(before.status).toBe(200);
      for (const token of [bertil.token, undefined]) {
        const answer = await call(
          token,
          method,
          path(annasCart),
          body ?? (method === 'POST' ? {} : undefined),
        );
        expect([401, 403, 404], `${token ? 'Bertil' : 'a guest'}: ${answer.text}`).toContain(answer.status);
        // The answer may name the id the caller sent, nothing in the cart.
        for (const secret of [anna.email, annasSku, annasOrder.increment_id])
          expect(answer.text).not.toContain(secret);
      }
      const after = await call<CartItemDto[]>(anna.token, 'GET', `/api/cart/pull?cartId=${annasCart}`);
      expect(after.body.result).toEqual(before.body.result);
      expect(after.body.result).toEqual([expect.objectContaining({ sku: annasSku, qty: 2 })]);
    },
  );

  it("Bertil's own cart answers with his cart, never Anna's", async () => {
    const his = await call<string>(bertil.token, 'POST', '/api/cart/create', {});
    expect(his.body.result).not.toBe(annasCart);
    expect(
      (await call<CartItemDto[]>(bertil.token, 'GET', `/api/cart/pull?cartId=${his.body.result}`)).body
        .result,
    ).toEqual([]);
  });
});

describe('profile and addresses', () => {
  it("stay Anna's when Bertil sends her id, e-mail and address ids as his own", async () => {
    const before = await call<CustomerDto>(anna.token, 'GET', '/api/user/me');
    const annasAddress = before.body.result.addresses[0]!;
    const changed = await call<CustomerDto>(bertil.token, 'POST', '/api/user/me', {
      customer: {
        ...before.body.result,
        firstname: 'Kapad',
        addresses: [{ ...annasAddress, city: 'Kapstaden' }],
      },
      currentPassword: bertil.password,
    });
    // Whatever Bertil's own profile became, it is his: his id, never Anna's e-mail.
    if (changed.status === 200) expect(changed.body.result.id).toBe(bertil.customer.id);
    expectNothingOfAnnas(changed);
    const after = await call<CustomerDto>(anna.token, 'GET', '/api/user/me');
    expect(after.body.result).toEqual(before.body.result);
    const his = await call<CustomerDto>(bertil.token, 'GET', '/api/user/me');
    expect(his.body.result.id).toBe(bertil.customer.id);
    expectNothingOfAnnas(his);
  });

  it('are not reachable without a token', async () => {
    expect((await call(undefined, 'GET', '/api/user/me')).status).toBe(401);
    const changed = await call(undefined, 'POST', '/api/user/me', {
      customer: { ...anna.customer, firstname: 'Kapad' },
    });
    expect(changed.status).toBe(401);
    expect((await call<CustomerDto>(anna.token, 'GET', '/api/user/me')).body.result.firstname).toBe('Anna');
  });
});

describe('wishlist and compare list', () => {
  it.each(['wishlist', 'compare'])(
    "%s: Bertil sees only his own and cannot remove Anna's item",
    async (list) => {
      const his = await call<string[] | { items: unknown[] }>(bertil.token, 'GET', `/api/user/${list}`);
      expect(his.status).toBe(200);
      expect(his.text).not.toContain(annasSku);
      const removed = await call(bertil.token, 'DELETE', `/api/user/${list}/${encodeURIComponent(annasSku)}`);
      expect(removed.text).not.toContain(anna.email);
      expect((await call(undefined, 'GET', `/api/user/${list}`)).status).toBe(401);
      const hers = await call(anna.token, 'GET', `/api/user/${list}`);
      expect(hers.text).toContain(annasSku);
    },
  );
});

describe('orders, points and reviews', () => {
  it("keeps Anna's order out of Bertil's history and his points", async () => {
    const history = await call<{ items: { increment_id: string }[] }>(
      bertil.token,
      'GET',
      '/api/user/order-history',
    );
    expect(history.status).toBe(200);
    expect(history.body.result.items).toEqual([]);
    expectNothingOfAnnas(history);
    const points = await call<{ points_balance: number }>(bertil.token, 'GET', '/api/user/loyalty');
    expect(points.status).toBe(200);
    expect(points.body.result.points_balance).toBe(0);
    expectNothingOfAnnas(points);
    const hers = await call<{ items: { increment_id: string }[] }>(
      anna.token,
      'GET',
      '/api/user/order-history',
    );
    expect(hers.body.result.items.map((order) => order.increment_id)).toEqual([annasOrder.increment_id]);
    expect((await call(anna.token, 'GET', '/api/user/loyalty')).text).toContain(
      String(annasOrder.increment_id),
    );
  });

  it("keeps Anna's review out of Bertil's reviews", async () => {
    const his = await call(bertil.token, 'GET', '/api/user/reviews');
    expect(his.status).toBe(200);
    expect(his.text).not.toContain('Annas omdöme');
    expect((await call(anna.token, 'GET', '/api/user/reviews')).text).toContain('Annas omdöme');
  });

  it('answers a guest 401 for every personal list', async () => {
    for (const path of ['/api/user/order-history', '/api/user/loyalty', '/api/user/reviews'])
      expect((await call(undefined, 'GET', path)).status, path).toBe(401);
  });
});

describe('the back office’s roles and sessions', () => {
  let owner: AdminClient;
  let orders: AdminClient;
  let catalogue: AdminClient;
  beforeAll(async () => {
    owner = await loginOwner(api);
    [orders, catalogue] = [await loginAs(api, owner, 'orders'), await loginAs(api, owner, 'catalogue')];
  });

  it("keeps customers' records from the catalogue role, and staff accounts from both other roles", async () => {
    for (const path of [`/api/admin/customers/${anna.customer.id}`, `/api/admin/customers?q=${anna.email}`])
      expect((await catalogue.get(path)).status, path).toBe(403);
    const session = await owner.get<{ id: number }>('/api/admin/session');
    for (const staff of [orders, catalogue]) {
      expect((await staff.get('/api/admin/staff')).status).toBe(403);
      const demoted = await staff.send('PATCH', `/api/admin/staff/${session.body.result.id}`, {
        active: false,
      });
      expect(demoted.status).toBe(403);
    }
    expect((await owner.get('/api/admin/session')).status).toBe(200);
  });

  it("ends only one's own session: the others' stay signed in", async () => {
    const leaving = await loginAs(api, owner, 'orders');
    expect((await leaving.send('DELETE', '/api/admin/session')).status).toBe(200);
    expect((await leaving.get('/api/admin/session')).status).toBe(401);
    for (const staff of [owner, orders, catalogue])
      expect((await staff.get('/api/admin/session')).status).toBe(200);
  });

  it("does not take one staff user's session cookie with another's CSRF token", async () => {
    const list = await owner.get<{ items: { id: number }[] }>('/api/admin/orders');
    const path = `/api/admin/orders/${list.body.result.items[0]!.id}/notes`;
    const mixed = await orders.send('POST', path, { note: 'Annas order' }, { csrf: owner.csrf });
    expect(mixed.status).toBe(403);
  });
});

// Last: it changes Bertil's password, which may end his sessions.
describe('passwords', () => {
  it("a password change with Bertil's token changes his password, never Anna's", async () => {
    const changed = await call(bertil.token, 'POST', '/api/user/change-password', {
      currentPassword: bertil.password,
      newPassword: 'Bertils-Nya-2026',
    });
    expect(changed.status, changed.text).toBe(200);
    expectNothingOfAnnas(changed);
    expect((await accounts.login(anna.email, anna.password)).token).toBeTruthy();
    expect((await accounts.login(bertil.email, 'Bertils-Nya-2026')).token).toBeTruthy();
  });
});
