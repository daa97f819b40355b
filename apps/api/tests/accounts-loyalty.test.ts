import type { CartItemDto, OrderResult, ProductDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import type { LoyaltyDto } from '@hemma/contract';
import type { CustomerDto } from '@hemma/contract';
import type { OwnReviewDto } from '@hemma/contract';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { BERLIN } from './support/foreign-addresses.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const { call, register, login } = accountFixtures(api);
const shop = checkoutFixtures(api);

async function customer() {
  const { email, password, customer: profile } = await register();
  const { token } = await login(email, password);
  return { email, password, token, profile };
}

/** Simple, in-stock products without options, as many as asked for. */
async function simpleProducts(count: number): Promise<ProductDto[]> {
  const found: ProductDto[] = [];
  for (const summary of await shop.products()) {
    if (summary.type_id !== 'simple') continue;
    const full = await shop.product(summary.sku);
    if (full.stock.is_in_stock && full.stock.qty >= 10 && (full.custom_options ?? []).length === 0)
      found.push(full);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} fitting simple products`);
}

const pointsFor = (grandTotalSek: number) => Math.floor(Math.round(grandTotalSek * 100) / 1000);

describe('loyalty points (decision 0016)', () => {
  it('earns the points of the SEK price for an order placed in EUR (decision 0035)', async () => {
    const anna = await customer();
    const simple = await shop.find('simple');
    const request = orderRequest([{ sku: simple.sku, qty: 2 }], {
      store_code: 'de',
      personal_details: { firstname: 'Anna', lastname: 'Schmidt', email: anna.email },
      addressInformation: {
        shippingAddress: BERLIN,
        billingAddress: BERLIN,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    });
    const placed = await call<OrderResult>('POST', '/api/order', { token: anna.token, body: request });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.currency).toBe('EUR');
    // 2 × the SEK price and the courier's 5 kr, as the euro total was converted from: about 11 × its euros.
    const sekTotal = Math.round(placed.body.result.grand_total * 100) / 0.087 / 100;
    const loyalty = await call<LoyaltyDto>('GET', '/api/user/loyalty', { token: anna.token });
    expect(Math.abs(loyalty.body.result.points_balance - pointsFor(sekTotal))).toBeLessThanOrEqual(1);
    expect(loyalty.body.result.points_balance).toBeGreaterThan(
      pointsFor(placed.body.result.grand_total) * 10,
    );
  });

  it('earns 1 point per whole 10 kr of an order placed with the token, once even when the order is sent again', async () => {
    const anna = await customer();
    const bertil = await customer();
    const simple = await shop.find('simple');
    const request = orderRequest([{ sku: simple.sku, qty: 3 }], {
      personal_details: { firstname: 'Karin', lastname: 'Berg', email: anna.email },
    });
    const placed = await call<OrderResult>('POST', '/api/order', { token: anna.token, body: request });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.result;
    const expected = pointsFor(order.grand_total);
    expect(expected).toBeGreaterThan(0);

    // The offline queue sends the same order again: the same answer, no second entry.
    const again = await call<OrderResult>('POST', '/api/order', {
      token: anna.token,
      body: { ...request, transmited: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.result.increment_id).toBe(order.increment_id);
    // A guest order earns nobody anything.
    expect((await api.post('/api/order', orderRequest([{ sku: simple.sku, qty: 1 }]))).status).toBe(200);

    const loyalty = await call<LoyaltyDto>('GET', '/api/user/loyalty', { token: anna.token });
    expect(loyalty.status, JSON.stringify(loyalty.body)).toBe(200);
    expect(loyalty.body.result).toEqual({
      card_number: anna.profile.loyalty_card_number,
      points_balance: expected,
      history: [
        {
          order_id: expect.any(Number) as unknown,
          increment_id: order.increment_id,
          points: expected,
          reason: 'order',
          created_at: expect.any(String) as unknown,
        },
      ],
    });

    const second = await call<OrderResult>('POST', '/api/order', {
      bearer: anna.token,
      body: orderRequest([{ sku: simple.sku, qty: 1 }]),
    });
    const afterSecond = await call<LoyaltyDto>('GET', '/api/user/loyalty', { bearer: anna.token });
    expect(afterSecond.body.result.points_balance).toBe(expected + pointsFor(second.body.result.grand_total));
    expect(afterSecond.body.result.history.map((h) => h.increment_id)).toEqual([
      second.body.result.increment_id,
      order.increment_id,
    ]);

    const ofBertil = await call<LoyaltyDto>('GET', '/api/user/loyalty', { token: bertil.token });
    expect(ofBertil.body.result).toEqual({
      card_number: bertil.profile.loyalty_card_number,
      points_balance: 0,
      history: [],
    });
  });

  it('needs a valid token', async () => {
    expect((await call('GET', '/api/user/loyalty')).status).toBe(401);
    expect((await call('GET', '/api/user/loyalty', { token: 'forged' })).status).toBe(401);
  });
});

describe("a customer's own reviews", () => {
  it('files a review sent with a token under the customer; each sees only their own, of any status', async () => {
    const anna = await customer();
    const bertil = await customer();
    const [first, second] = await simpleProducts(2);
    const review = (sku: string, title: string) => ({
      review: { sku, nickname: 'Anna', title, detail: 'Bekväm och stabil, rekommenderas.', rating: 4 },
    });
    const one = await call('POST', '/api/review/create', {
      token: anna.token,
      body: review(first!.sku, 'Bra'),
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const two = await call('POST', '/api/review/create', {
      bearer: anna.token,
      body: review(second!.sku, 'Ännu bättre'),
    });
    expect(two.status).toBe(200);
    await call('POST', '/api/review/create', { token: bertil.token, body: review(first!.sku, 'Bertils') });
    // A guest review stays a guest review; a bad token is refused rather than taken for a guest.
    expect((await call('POST', '/api/review/create', { body: review(first!.sku, 'Gäst') })).status).toBe(200);
    const forged = await call('POST', '/api/review/create', {
      token: 'forged',
      body: review(first!.sku, 'X'),
    });
    expect(forged.status).toBe(401);

    const own = await call<{ items: OwnReviewDto[] }>('GET', '/api/user/reviews', { token: anna.token });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.result.items.map((r) => [r.title, r.sku, r.name, r.status])).toEqual([
      ['Ännu bättre', second!.sku, second!.name, 'pending'],
      ['Bra', first!.sku, first!.name, 'pending'],
    ]);
    const ofBertil = await call<{ items: OwnReviewDto[] }>('GET', '/api/user/reviews', {
      bearer: bertil.token,
    });
    expect(ofBertil.body.result.items.map((r) => r.title)).toEqual(['Bertils']);
    expect((await call('GET', '/api/user/reviews')).status).toBe(401);
  });
});

describe('changing the e-mail needs the current password (decision 0013)', () => {
  it('refuses a new e-mail without or with a wrong password and accepts it with the right one', async () => {
    const anna = await customer();
    const change = (email: string, currentPassword?: string) =>
      call<CustomerDto | { errorMessage: string }>('POST', '/api/user/me', {
        token: anna.token,
        body: {
          customer: { email, firstname: 'Anna', lastname: 'Berg' },
          ...(currentPassword === undefined ? {} : { currentPassword }),
        },
      });
    const newEmail = `ny-${anna.email}`;
    expect(await change(newEmail)).toEqual({
      status: 400,
      body: {
        code: 400,
        result: {
          errorMessage: 'Enter your current password to change your e-mail address.',
          message: 'Enter your current password to change your e-mail address.',
        },
      },
    });
    const wrong = await change(newEmail, 'Fel-lösenord-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toMatchObject({ errorMessage: 'The current password is wrong.' });
    expect((await call<CustomerDto>('GET', '/api/user/me', { token: anna.token })).body.result.email).toBe(
      anna.email,
    );

    // Other fields change without a password, and the same e-mail in another case is no change.
    const renamed = await change(anna.email.toUpperCase());
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toMatchObject({ email: anna.email, firstname: 'Anna' });

    const right = await change(newEmail, anna.password);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.result).toMatchObject({ email: newEmail });
    await login(newEmail, anna.password);
  });

  it('throttles wrong passwords like a login', async () => {
    const anna = await customer();
    let last = { status: 0, body: { code: 0, result: {} as unknown } };
    for (let i = 0; i < 6; i += 1)
      last = await call('POST', '/api/user/me', {
        token: anna.token,
        body: {
          customer: { email: `x${i}-${anna.email}`, firstname: 'Anna', lastname: 'Berg' },
          currentPassword: 'nope',
        },
      });
    expect(last.status).toBe(429);
    expect(last.body.result).toMatchObject({ errorMessage: expect.stringMatching(/Too many/) as unknown });
  });
});

describe('logging in keeps the guest cart', () => {
  it("hands the guest's lines over to the customer's cart as the storefront does", async () => {
    const [sofa, lamp, rug] = await simpleProducts(3);
    const anna = await customer();
    // On another device Anna left a sofa and a rug in her cart.
    const own = (await call<string>('POST', '/api/cart/create', { token: anna.token, body: {} })).body.result;
    for (const sku of [sofa!.sku, rug!.sku])
      await call('POST', `/api/cart/update?cartId=${own}`, {
        token: anna.token,
        body: { cartItem: { sku, qty: 1 } },
      });

    // As a guest she puts two sofas and a lamp in a cart, then logs in.
    const guestCart = await shop.createCart();
    for (const [sku, qty] of [
      [sofa!.sku, 2],
      [lamp!.sku, 1],
    ] as const)
      expect(
        (await api.post(`/api/cart/update?cartId=${guestCart}`, { cartItem: { sku, qty } })).status,
      ).toBe(200);
    const guestLines = (await api.get<CartItemDto[]>(`/api/cart/pull?cartId=${guestCart}`)).body.result;
    const session = await login(anna.email, anna.password);

    // handOverCart: cart/create with the user token, then the sync pushes the guest lines without their guest ids
    // and sets the quantity of a line the customer's cart already has (lib/cart/cart-sync.ts).
    const cartId = (await call<string>('POST', '/api/cart/create', { token: session.token, body: {} })).body
      .result;
    expect(cartId).toBe(own);
    const server = (
      await call<CartItemDto[]>('GET', `/api/cart/pull?cartId=${cartId}`, { token: session.token })
    ).body.result;
    for (const line of guestLines) {
      const there = server.find((s) => s.sku === line.sku);
      const pushed = await call('POST', `/api/cart/update?cartId=${cartId}`, {
        token: session.token,
        body: { cartItem: { sku: line.sku, qty: line.qty, ...(there ? { item_id: there.item_id } : {}) } },
      });
      expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    }
    const merged = (
      await call<CartItemDto[]>('GET', `/api/cart/pull?cartId=${cartId}`, { token: session.token })
    ).body.result;
    expect(new Map(merged.map((l) => [l.sku, l.qty]))).toEqual(
      new Map([
        [sofa!.sku, 2],
        [rug!.sku, 1],
        [lamp!.sku, 1],
      ]),
    );
  });
});
