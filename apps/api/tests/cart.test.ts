import type { CartItemDto, CartTotalsDto, PaymentMethodDto, ShippingMethodDto } from '@hemma/contract';
import { INCORRECT_COUPON_MESSAGE } from '@hemma/commerce';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
const update = (cartId: string, cartItem: unknown) =>
  api.post<CartItemDto>(`/api/cart/update?cartId=${cartId}`, { cartItem });
const totals = async (cartId: string) =>
  (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}`)).body.result;
const segment = (t: CartTotalsDto, code: string) => t.total_segments.find((s) => s.code === code)?.value;
/** A simple product that stays below the free shipping threshold (5 000 kr) even two or three at a time. */
const cheapSimple = () =>
  shop.find(
    'simple',
    (p) =>
      p.stock.is_in_stock &&
      p.stock.qty >= 10 &&
      (p.custom_options ?? []).length === 0 &&
      p.final_price_incl_tax > 0 &&
      p.final_price_incl_tax < 1500,
  );

describe('cart lines', () => {
  let cartId: string;
  beforeAll(async () => {
    cartId = await shop.createCart();
  });

  it('creates an empty guest cart with an unguessable id', async () => {
    expect(cartId).toMatch(/^[0-9a-f]{32}$/);
    const { status, body } = await api.get<CartItemDto[]>(`/api/cart/pull?cartId=${cartId}`);
    expect(status).toBe(200);
    expect(body.result).toEqual([]);
  });

  it('prices a simple product from the catalogue and sets, never adds, its quantity', async () => {
    const simple = await shop.find('simple');
    const first = await update(cartId, { sku: simple.sku, qty: 2 });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      sku: simple.sku,
      qty: 2,
      price_incl_tax: simple.final_price_incl_tax,
      quote_id: cartId,
    });
    expect(first.body.result.row_total_incl_tax).toBeCloseTo(simple.final_price_incl_tax * 2, 2);
    // The same line sent again (a retry, a second tab) keeps one line with the quantity sent.
    await update(cartId, { sku: simple.sku, qty: 2 });
    const again = await update(cartId, { sku: simple.sku, qty: 3 });
    expect(again.body.result.item_id).toBe(first.body.result.item_id);
    const lines = (await api.get<CartItemDto[]>(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(lines.filter((l) => l.sku === simple.sku)).toEqual([expect.objectContaining({ qty: 3 })]);

    const byId = await update(cartId, { sku: simple.sku, qty: 1, item_id: first.body.result.item_id });
    expect(byId.body.result.qty).toBe(1);
    const removed = await api.post<boolean>(`/api/cart/delete?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, item_id: first.body.result.item_id },
    });
    expect(removed.body.result).toBe(true);
    expect((await api.get<CartItemDto[]>(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('takes a configurable variant by its sku or by the parent and its attributes, with option labels', async () => {
    const parent = await shop.find('configurable', (p) =>
      (p.configurable_children ?? []).some((c) => c.stock.is_in_stock),
    );
    const child = parent.configurable_children!.find((c) => c.stock.is_in_stock)!;
    const bySku = await update(cartId, { sku: child.sku, qty: 1 });
    expect(bySku.status).toBe(200);
    expect(bySku.body.result).toMatchObject({
      sku: child.sku,
      parentSku: parent.sku,
      product_type: 'configurable',
      price_incl_tax: child.final_price_incl_tax,
    });
    expect(bySku.body.result.options.length).toBeGreaterThan(0);
    const options = parent.configurable_options!.map((o) => ({
      option_id: o.attribute_id,
      option_value: Number(child.custom_attributes.find((a) => a.attribute_code === o.attribute_code)!.value),
    }));
    const byOptions = await update(cartId, {
      sku: parent.sku,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: options } },
    });
    expect(byOptions.status).toBe(200);
    expect(byOptions.body.result.sku).toBe(child.sku);

    const impossible = await update(cartId, {
      sku: parent.sku,
      qty: 1,
      product_option: {
        extension_attributes: { configurable_item_options: [{ option_id: 269, option_value: 999999 }] },
      },
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.result).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    );
  });

  it('prices a bundle by its default selection and checks chosen links', async () => {
    const bundle = await shop.find('bundle', (p) => p.stock.is_in_stock);
    const line = await update(cartId, { sku: bundle.sku, qty: 1 });
    expect(line.status).toBe(200);
    expect(line.body.result.price_incl_tax).toBeCloseTo(bundle.final_price_incl_tax, 2);
    expect(line.body.result.options.map((o) => o.label)).toEqual(
      expect.arrayContaining([bundle.bundle_options![0]!.title]),
    );
    const foreign = await update(cartId, {
      sku: bundle.sku,
      qty: 1,
      product_option: {
        extension_attributes: {
          bundle_options: [
            { option_id: bundle.bundle_options![0]!.option_id, option_qty: 1, option_selections: [987654] },
          ],
        },
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.result).toMatch(
      /^Please configure product bundle\/custom options and fix the validation errors/,
    );
  });

  it('adds custom option prices and asks for required options', async () => {
    const product = await shop.find('simple', (p) =>
      (p.custom_options ?? []).some((o) => o.values.length > 0),
    );
    const option = product.custom_options!.find((o) => o.values.length > 0)!;
    const value = option.values.find((v) => v.price > 0) ?? option.values[0]!;
    const chosen = await update(cartId, {
      sku: product.sku,
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: product
            .custom_options!.filter((o) => o.is_require || o === option)
            .map((o) => ({
              option_id: o.option_id,
              option_value:
                o.type === 'field' ? 'AL' : String((o === option ? value : o.values[0]!).option_type_id),
            })),
        },
      },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const added =
      value.price_type === 'percent' ? (product.final_price_incl_tax * value.price) / 100 : value.price;
    expect(chosen.body.result.price_incl_tax).toBeCloseTo(product.final_price_incl_tax + added, 0);
    expect(chosen.body.result.options).toContainEqual({ label: option.title, value: value.title });
    if (product.custom_options!.some((o) => o.is_require)) {
      const missing = await update(cartId, {
        sku: product.sku,
        qty: 1,
        product_option: { extension_attributes: {} },
      });
      expect(missing.status).toBe(400);
    }
  });

  it('refuses a grouped product as one line', async () => {
    const grouped = await shop.find('grouped', () => true);
    const { status, body } = await update(cartId, { sku: grouped.sku, qty: 1 });
    expect(status).toBe(400);
    expect(body.result).toContain('grouped');
  });
});

describe('cart totals, methods and coupons', () => {
  it('adds the default courier shipping once and splits out the VAT', async () => {
    const cartId = await shop.createCart();
    const simple = await cheapSimple();
    await update(cartId, { sku: simple.sku, qty: 2 });
    const t = await totals(cartId);
    expect(t.subtotal_incl_tax).toBeCloseTo(simple.final_price_incl_tax * 2, 2);
    expect(t.shipping_incl_tax).toBe(5);
    expect(t.grand_total).toBeCloseTo(t.subtotal_incl_tax + 5, 2);
    expect(t.tax_amount).toBeCloseTo(t.grand_total - t.grand_total / 1.25, 1);
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
  });

  it('ships a cart that reached free shipping free by default, but never picks pick-up for the shopper', async () => {
    const cartId = await shop.createCart();
    const simple = await cheapSimple();
    // Enough pieces to pass the 5 000 kr threshold of the free shipping offer.
    await update(cartId, { sku: simple.sku, qty: Math.ceil(5000 / simple.final_price_incl_tax) });
    const methods = await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    });
    expect(methods.body.result.filter((m) => m.default).map((m) => m.carrier_code)).toEqual(['freeshipping']);
    expect((await totals(cartId)).shipping_incl_tax).toBe(0);
    // Below the threshold the courier is the default again, although pick-up in store costs nothing either.
    await update(cartId, { sku: simple.sku, qty: 1 });
    const fewer = await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    });
    expect(fewer.body.result.filter((m) => m.default).map((m) => m.carrier_code)).toEqual(['courier']);
    expect((await totals(cartId)).shipping_incl_tax).toBe(5);
  });

  it('hides cash on delivery and shipping for a cart of virtual items only', async () => {
    const cartId = await shop.createCart();
    const ebook = await shop.find('downloadable', () => true);
    await update(cartId, { sku: ebook.sku, qty: 1 });
    const payment = (await api.get<PaymentMethodDto[]>(`/api/cart/payment-methods?cartId=${cartId}`)).body
      .result;
    expect(payment.map((m) => m.code)).not.toContain('cashondelivery');
    const shipping = await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    });
    expect(shipping.body.result).toEqual([]);
    const t = await totals(cartId);
    expect(t.is_virtual).toBe(true);
    expect(t.shipping_incl_tax).toBe(0);
  });

  it('counts the cash-on-delivery fee once after shipping information is set', async () => {
    const cartId = await shop.createCart();
    const simple = await cheapSimple();
    await update(cartId, { sku: simple.sku, qty: 1 });
    const methods = await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    });
    expect(methods.body.result.find((m) => m.default)).toMatchObject({
      carrier_code: 'courier',
      method_code: 'flatrate',
      amount: 4,
      price_incl_tax: 5,
    });
    const info = await api.post<{ totals: CartTotalsDto; payment_methods: PaymentMethodDto[] }>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      {
        addressInformation: {
          shipping_carrier_code: 'pickup',
          shipping_method_code: 'store',
          payment_method_code: 'cashondelivery',
          shippingAddress: {
            firstname: 'A',
            lastname: 'B',
            street: ['x'],
            city: 'y',
            postcode: '12345',
            country_id: 'SE',
          },
        },
      },
    );
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body.result.payment_methods.map((m) => m.code)).toContain('cashondelivery');
    const t = info.body.result.totals;
    expect(segment(t, 'payment')).toBe(29);
    expect(segment(t, 'shipping')).toBe(0);
    expect(t.grand_total).toBeCloseTo(simple.final_price_incl_tax + 29, 2);
    const again = await api.post<CartTotalsDto>(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(again.body.result.grand_total).toBe(t.grand_total);
  });

  it('applies a percentage coupon, refuses wrong and expired codes, and removes it', async () => {
    const cartId = await shop.createCart();
    const simple = await cheapSimple();
    await update(cartId, { sku: simple.sku, qty: 1 });
    for (const code of ['NOPE', 'SOMMAR2026', '']) {
      const wrong = await api.post<string>(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`, {});
      expect(wrong.status).toBe(400);
      expect(wrong.body.result).toBe(INCORRECT_COUPON_MESSAGE);
    }
    const applied = await api.post<boolean>(`/api/cart/apply-coupon?cartId=${cartId}&coupon=hemma10`, {});
    expect(applied.body.result).toBe(true);
    const t = await totals(cartId);
    expect(t.coupon_code).toBe('HEMMA10');
    expect(t.discount_amount).toBeCloseTo(-simple.final_price_incl_tax * 0.1, 0);
    expect(t.grand_total).toBeCloseTo(simple.final_price_incl_tax * 0.9 + 5, 0);
    await api.post(`/api/cart/delete-coupon?cartId=${cartId}`, {});
    expect((await totals(cartId)).discount_amount).toBe(0);
  });
});

describe('cart input errors', () => {
  it.each([
    [{ sku: 'X', qty: 0 }, 'Quantity must be above 0'],
    [{ sku: 'X', qty: 1.5 }, 'Quantity must be positive integer'],
    [{ sku: 'X', qty: -3 }, 'Quantity must be above 0'],
    [{ sku: 'X', qty: 1e9 }, 'Quantity must be below'],
    [{ sku: 'X', qty: '2' }, 'Quantity must be positive integer'],
    [{ qty: 1 }, 'sku'],
  ])('answers %j with a 400 naming the problem', async (cartItem, message) => {
    const cartId = await shop.createCart();
    const { status, body } = await update(cartId, cartItem);
    expect(status).toBe(400);
    expect(body.result).toContain(message);
  });

  it('answers unknown carts, missing cart ids and unknown skus clearly', async () => {
    expect((await api.get('/api/cart/pull?cartId=deadbeef')).status).toBe(404);
    const missing = await api.get<string>('/api/cart/pull');
    expect(missing.status).toBe(400);
    expect(missing.body.result).toContain('cartId');
    const cartId = await shop.createCart();
    const unknown = await update(cartId, { sku: 'NO-SUCH-SKU', qty: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('Product query returned empty result sku = NO-SUCH-SKU');
    const broken = await api.post<string>(`/api/cart/update?cartId=${cartId}`, '{"cartItem": ');
    expect(broken.status).toBe(400);
  });
});
