import type {
  CartTotalsDto,
  PaymentMethodDto,
  ProductDto,
  ShippingMethodDto,
  ShopSettingsDto,
  TaxRateDto,
  TaxSettingsDto,
} from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);

let owner: AdminClient;
let simple: ProductDto;
beforeAll(async () => {
  owner = await loginOwner(api);
  simple = await shop.find(
    'simple',
    (p) =>
      p.stock.is_in_stock &&
      p.stock.qty >= 10 &&
      p.final_price_incl_tax > 100 &&
      p.final_price_incl_tax < 900,
  );
});

const settings = async () => (await owner.get<ShopSettingsDto>('/api/admin/settings')).body.result;

async function cart(qty: number) {
  const cartId = await shop.createCart();
  await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty } });
  return cartId;
}
const shippingMethods = async (cartId: string) =>
  (
    await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    })
  ).body.result;
const totals = async (cartId: string) =>
  (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}`)).body.result;

describe('shipping and payment settings', () => {
  it("answer the shop's defaults and belong to the owner", async () => {
    const current = await settings();
    expect(current.shipping_updated_at).toBeNull();
    expect(
      current.shipping_methods.map((m) => [m.carrier_code, m.price_incl_tax, m.min_subtotal_incl_tax]),
    ).toEqual([
      ['courier', 5, null],
      ['freeshipping', 0, 5000],
      ['freight', 695, null],
      ['pickup', 0, null],
      ['pickup', 39, null],
    ]);
    // What each carries (decision 0049): the pick-up point's parcel, freight with its carry-in.
    expect(
      current.shipping_methods.map((m) => [
        m.method_code,
        m.max_weight_kg,
        m.max_length_cm,
        m.max_length_girth_cm,
        m.carry_in_incl_tax,
      ]),
    ).toEqual([
      ['flatrate', 35, 200, null, null],
      ['freeshipping', 35, 200, null, null],
      ['home', null, null, null, 395],
      ['store', null, null, null, null],
      ['ombud', 20, 150, 300, null],
    ]);
    expect(current.payment_methods.map((m) => [m.code, m.enabled, m.cost_incl_tax])).toEqual([
      ['invoice', true, 0],
      ['cashondelivery', true, 29],
      ['card', true, 0],
      ['swish', true, 0],
      ['partpayment', true, 0],
      ['stripe_card', true, 0],
      ['stripe_klarna', true, 0],
      ['stripe_swish', true, 0],
    ]);
    const clerk = await loginAs(api, owner, 'orders');
    expect((await clerk.get('/api/admin/settings')).status).toBe(403);
  });

  it('a changed shipping price and free-shipping threshold show in the next cart call', async () => {
    const current = await settings();
    const methods = current.shipping_methods.map((m) =>
      m.carrier_code === 'courier'
        ? { ...m, price_incl_tax: 79 }
        : m.carrier_code === 'freeshipping'
          ? {
              ...m,
              min_subtotal_incl_tax: Math.ceil(simple.final_price_incl_tax * 2),
              method_title: 'Fri frakt',
            }
          : m,
    );
    const saved = await owner.send<ShopSettingsDto>('PUT', '/api/admin/settings/shipping-methods', {
      methods,
      updated_at: current.shipping_updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.shipping_updated_at).not.toBeNull();

    const small = await cart(1);
    expect((await shippingMethods(small)).map((m) => [m.carrier_code, m.price_incl_tax])).toEqual([
      ['courier', 79],
      ['freight', 695],
      ['pickup', 0],
      ['pickup', 39],
    ]);
    expect((await totals(small)).shipping_incl_tax).toBe(79);
    const large = await cart(3);
    expect((await shippingMethods(large)).map((m) => m.carrier_code)).toEqual([
      'courier',
      'freeshipping',
      'freight',
      'pickup',
      'pickup',
    ]);

    const stale = await owner.send<string>('PUT', '/api/admin/settings/shipping-methods', {
      methods,
      updated_at: current.shipping_updated_at,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses settings a checkout could not work with, naming the field', async () => {
    const current = await settings();
    const put = (methods: unknown) =>
      owner.send<string>('PUT', '/api/admin/settings/shipping-methods', {
        methods,
        updated_at: current.shipping_updated_at,
      });
    const twoDefaults = current.shipping_methods.map((m) => ({ ...m, is_default: true }));
    expect((await put(twoDefaults)).body.result).toMatch(/^methods: exactly one method must be the default/);
    const twice = [...current.shipping_methods, current.shipping_methods[2]!];
    expect((await put(twice)).body.result).toBe('methods.5.method_code: freight/home is listed twice');
    const noneEnabled = current.shipping_methods.map((m) => ({ ...m, enabled: false }));
    expect((await put(noneEnabled)).body.result).toMatch(/at least one method must be enabled/);
    const negative = await put([{ ...current.shipping_methods[0]!, price_incl_tax: -1 }]);
    expect(negative.status).toBe(400);
    expect(negative.body.result).toMatch(/price_incl_tax/);
    const onlyCod = current.payment_methods.map(({ code, title, cost_incl_tax }) => ({
      code,
      title,
      cost_incl_tax,
      enabled: code === 'cashondelivery',
      is_default: code === 'cashondelivery',
    }));
    const refused = await owner.send<string>('PUT', '/api/admin/settings/payment-methods', {
      methods: onlyCod,
      updated_at: current.payment_updated_at,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toMatch(/enable invoice or card too/);
  });

  it('a disabled payment method leaves cart/payment-methods, and an order with it is refused', async () => {
    const current = await settings();
    const methods = current.payment_methods.map(({ code, title, cost_incl_tax, is_default }) => ({
      code,
      title,
      cost_incl_tax,
      is_default,
      enabled: code !== 'cashondelivery',
    }));
    const saved = await owner.send<ShopSettingsDto>('PUT', '/api/admin/settings/payment-methods', {
      methods,
      updated_at: current.payment_updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const cartId = await cart(1);
    const offered = (await api.get<PaymentMethodDto[]>(`/api/cart/payment-methods?cartId=${cartId}`)).body
      .result;
    expect(offered.map((m) => m.code)).toEqual(['invoice', 'card', 'swish', 'partpayment']);
    const order = await api.post<string>('/api/order', orderRequest([{ sku: simple.sku, qty: 1 }]));
    expect(order.status).toBe(400);
    expect(order.body.result).toBe(
      'addressInformation.payment_method_code: cashondelivery is not offered for this order',
    );
    const invoice = await api.post('/api/order', {
      ...orderRequest([{ sku: simple.sku, qty: 1 }]),
      addressInformation: {
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'invoice',
      },
    });
    expect(invoice.status).toBe(200);
  });
});

describe('tax rates', () => {
  it('a changed rate prices the catalogue at once; other countries come and go, the shop’s own stays', async () => {
    const tax = (await owner.get<TaxSettingsDto>('/api/admin/settings/tax')).body.result;
    expect(tax.shop_country_id).toBe('SE');
    const standard = tax.rules.flatMap((r) => r.rates).find((r) => r.rate === 25 && r.country_id === 'SE')!;
    const net = async () => (await shop.product(simple.sku)).final_price;
    const before = await net();
    expect(before).toBeCloseTo(simple.final_price_incl_tax / 1.25, 2);

    const changed = await owner.send<TaxRateDto>('PATCH', `/api/admin/settings/tax-rates/${standard.id}`, {
      rate: 12,
    });
    expect(changed.body.result).toMatchObject({ id: standard.id, rate: 12 });
    expect(await net()).toBeCloseTo(simple.final_price_incl_tax / 1.12, 2);
    await owner.send('PATCH', `/api/admin/settings/tax-rates/${standard.id}`, { rate: 25 });
    expect(await net()).toBeCloseTo(before, 2);

    const rule = tax.rules.find((r) => r.rates.some((rate) => rate.id === standard.id))!;
    const norway = await owner.send<TaxRateDto>('POST', '/api/admin/settings/tax-rates', {
      rule_id: rule.id,
      country_id: 'NO',
      rate: 25,
    });
    expect(norway.status, JSON.stringify(norway.body)).toBe(200);
    const again = await owner.send<string>('POST', '/api/admin/settings/tax-rates', {
      rule_id: rule.id,
      country_id: 'NO',
      rate: 20,
    });
    expect(again.status).toBe(409);
    expect(
      (await owner.send('DELETE', `/api/admin/settings/tax-rates/${norway.body.result.id}`)).status,
    ).toBe(200);
    const own = await owner.send<string>('DELETE', `/api/admin/settings/tax-rates/${standard.id}`);
    expect(own.status).toBe(409);
    expect(
      (await owner.send('PATCH', `/api/admin/settings/tax-rates/${standard.id}`, { rate: 101 })).status,
    ).toBe(400);
  });
});
