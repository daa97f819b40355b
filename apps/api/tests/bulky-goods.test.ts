import type {
  AdminOrderDto,
  AdminProductDto,
  CartTotalsDto,
  OrderResult,
  ProductDto,
  ShippingInformationResult,
  ShippingMethodDto,
  ShopSettingsDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { loginAs } from './support/admin-client.ts';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { adminOrderByNumber } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

/** Decision 0049: what a shipping method carries, freight for large goods and its carry-in. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);

const inStock = (p: ProductDto) =>
  p.stock.is_in_stock && p.stock.qty >= 5 && (p.custom_options ?? []).length === 0;
/** A four-seat sofa of the demo shop: 250–272 cm long, 45 kg and more. */
const findSofa = () => shop.find('simple', (p) => /^SOF-.*-4$/.test(p.sku) && inStock(p));
const findCushion = () => shop.find('simple', (p) => p.sku.startsWith('KUD-') && inStock(p));

async function cartWith(...skus: string[]): Promise<string> {
  const cartId = await shop.createCart();
  for (const sku of skus) await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
  return cartId;
}

const methodsOf = async (cartId: string) =>
  (
    await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'SE' },
    })
  ).body.result;

const byCode = (methods: ShippingMethodDto[], carrier: string, method: string) =>
  methods.find((m) => m.carrier_code === carrier && m.method_code === method);

const information = (carrier: string, method: string, extra: Record<string, unknown> = {}) => ({
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  shipping_carrier_code: carrier,
  shipping_method_code: method,
  payment_method_code: 'invoice',
  ...extra,
});

describe('bulky goods (decision 0049)', () => {
  it('does not offer a pick-up point or the courier for a sofa, says why, and offers freight instead', async () => {
    const sofa = await findSofa();
    const cushion = await findCushion();
    const methods = await methodsOf(await cartWith(cushion.sku, sofa.sku));

    const ombud = byCode(methods, 'pickup', 'ombud');
    expect(ombud).toMatchObject({ available: false, default: false });
    expect(ombud?.unavailable_reason).toMatchObject({ code: 'too_long', product: sofa.name, limit: 150 });
    expect(ombud!.unavailable_reason!.measure).toBeGreaterThan(250);
    expect(ombud?.unavailable_reason?.message).toMatch(
      new RegExp(`^${sofa.name} är för lång för Hämta hos ombud \\(\\d+ cm, högst 150 cm\\)$`),
    );
    expect(byCode(methods, 'courier', 'flatrate')).toMatchObject({ available: false });
    // Offered first, refused after: a client that lists them in order shows the choices first.
    expect(methods.map((m) => m.available)).toEqual([...methods.map((m) => m.available)].sort().reverse());
    const freight = byCode(methods, 'freight', 'home');
    expect(freight).toMatchObject({
      available: true,
      default: true,
      price_incl_tax: 695,
      carry_in_incl_tax: 395,
    });
    expect(freight?.unavailable_reason).toBeNull();
    expect(byCode(methods, 'pickup', 'store')).toMatchObject({ available: true });

    const totals = await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${await cartWith(sofa.sku)}`);
    expect(totals.body.result.shipping_method).toEqual({ carrier_code: 'freight', method_code: 'home' });
    expect(totals.body.result.shipping_incl_tax).toBe(695);
  });

  it('offers a cushion every method, the pick-up point included', async () => {
    const methods = await methodsOf(await cartWith((await findCushion()).sku));
    expect(methods.every((m) => m.available && m.unavailable_reason === null)).toBe(true);
    expect(byCode(methods, 'pickup', 'ombud')).toBeDefined();
    expect(byCode(methods, 'courier', 'flatrate')).toMatchObject({ default: true });
  });

  it('refuses a pick-up point for a sofa with 400 naming the method code and the reason', async () => {
    const sofa = await findSofa();
    const cartId = await cartWith(sofa.sku);
    const chosen = await api.post<string>(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: information('pickup', 'ombud'),
    });
    expect(chosen.status).toBe(400);
    expect(chosen.body.result).toContain(
      `addressInformation.shipping_method_code: ${sofa.name} är för lång för Hämta hos ombud`,
    );

    const collected = await api.post<string>(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { shippingCarrierCode: 'pickup', shippingMethodCode: 'ombud' },
    });
    expect(collected.status).toBe(400);
    expect(collected.body.result).toContain(`methods.shippingMethodCode: ${sofa.name} är för lång`);

    const order = await api.post<string>(
      '/api/order',
      orderRequest([{ sku: sofa.sku, qty: 1 }], {
        addressInformation: information('pickup', 'ombud', { pickup_point_id: 'SE-1001' }),
      }),
    );
    expect(order.status).toBe(400);
    expect(order.body.result).toMatch(
      /^addressInformation\.shipping_method_code: .* är för lång för Hämta hos ombud/,
    );
    const courier = await api.post<string>(
      '/api/order',
      orderRequest([{ sku: sofa.sku, qty: 2 }], { addressInformation: information('courier', 'flatrate') }),
    );
    expect(courier.status).toBe(400);
    expect(courier.body.result).toContain('addressInformation.shipping_method_code');
    expect(courier.body.result).toContain('Hemleverans med bud');
  });

  it('prices carry-in with freight in the totals and keeps it on the order, its mail and the back office', async () => {
    const sofa = await findSofa();
    const cartId = await cartWith(sofa.sku);
    const chosen = await api.post<ShippingInformationResult>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      { addressInformation: information('freight', 'home', { carry_in: true }) },
    );
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const totals = chosen.body.result.totals;
    expect(totals.shipping_incl_tax).toBe(695 + 395);
    expect(totals.carry_in_incl_tax).toBe(395);
    expect(totals.grand_total).toBe(totals.subtotal_incl_tax + 695 + 395);
    expect(totals.total_segments.find((s) => s.code === 'shipping')?.title).toBe(
      'Hemleverans med frakt (stora varor) + inbärning',
    );
    // The payment step's call says nothing of carry-in: what the shopper ticked stays.
    const paid = await api.post<ShippingInformationResult>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      { addressInformation: information('freight', 'home') },
    );
    expect(paid.body.result.totals.carry_in_incl_tax).toBe(395);
    const untick = await api.post<ShippingInformationResult>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      { addressInformation: information('freight', 'home', { carry_in: false }) },
    );
    expect(untick.body.result.totals.shipping_incl_tax).toBe(695);

    const placed = await api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: sofa.sku, qty: 1 }], {
        addressInformation: information('freight', 'home', { carry_in: true }),
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.totals).toMatchObject({ shipping_incl_tax: 1090, carry_in_incl_tax: 395 });
    const order: AdminOrderDto = await adminOrderByNumber(staff.clerk, placed.body.result.increment_id);
    expect(order.shipping_title).toBe('Hemleverans med frakt (stora varor) + inbärning');
    expect(order.totals).toMatchObject({ shipping_incl_tax: 1090, carry_in_incl_tax: 395 });
  });

  it('refuses carry-in with a method that does not offer it', async () => {
    const cushion = await findCushion();
    const cartId = await cartWith(cushion.sku);
    const answer = await api.post<string>(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: information('courier', 'flatrate', { carry_in: true }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('addressInformation.carry_in: Hemleverans med bud offers no carry-in');
    const order = await api.post<string>(
      '/api/order',
      orderRequest([{ sku: cushion.sku, qty: 1 }], {
        addressInformation: information('courier', 'flatrate', { carry_in: true }),
      }),
    );
    expect(order.status).toBe(400);
    expect(order.body.result).toContain('addressInformation.carry_in');
  });

  it('judges a product by the package the owner enters in the back office', async () => {
    const catalogue = await loginAs(api, staff.owner, 'catalogue');
    const cushion = await findCushion();
    const list = await catalogue.get<{ items: { id: number; sku: string }[] }>(
      `/api/admin/products?q=${cushion.sku}`,
    );
    const id = list.body.result.items.find((p) => p.sku === cushion.sku)!.id;
    const read = (await catalogue.get<AdminProductDto>(`/api/admin/products/${id}`)).body.result;
    expect(read.weight).toBeGreaterThan(0);
    const { id: _id, created_at: _created, ...editable } = read;
    const saved = await catalogue.send<AdminProductDto>('PUT', `/api/admin/products/${id}`, {
      ...editable,
      weight: 3.5,
      package_length_cm: 160,
      package_width_cm: 20,
      package_height_cm: 10,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({
      weight: 3.5,
      package_length_cm: 160,
      package_width_cm: 20,
      package_height_cm: 10,
    });
    const again = (await catalogue.get<AdminProductDto>(`/api/admin/products/${id}`)).body.result;
    expect(again.package_length_cm).toBe(160);

    const methods = await methodsOf(await cartWith(cushion.sku));
    expect(byCode(methods, 'pickup', 'ombud')?.unavailable_reason).toMatchObject({
      code: 'too_long',
      measure: 160,
    });
    expect(byCode(methods, 'courier', 'flatrate')).toMatchObject({ available: true });
  });

  it('judges a variant and a bundle by the packages of the products they take from stock', async () => {
    const sellable = (p: { stock: { is_in_stock: boolean; qty: number } }) =>
      p.stock.is_in_stock && p.stock.qty >= 5;
    const parent = await shop.find('configurable', (p) => (p.configurable_children ?? []).some(sellable));
    const child = parent.configurable_children!.find(sellable)!;
    const bundle = await shop.find('bundle', (p) => p.stock.is_in_stock);
    const { db } = api.handle;
    const setLength = (skus: string[], length: number) =>
      db
        .updateTable('products')
        .set({ package_length_cm: length, package_width_cm: 20, package_height_cm: 10, weight: null })
        .where('sku', 'in', skus)
        .execute();
    // The parent's and the bundle's own rows say small; what ships is the variant, the bundle's parts.
    await setLength([parent.sku, bundle.sku], 10);
    await setLength([child.sku], 170);
    const parts = bundle.bundle_options!.flatMap((o) => o.product_links.map((l) => l.sku));
    await setLength(parts, 180);

    const variantMethods = await methodsOf(await cartWith(child.sku));
    expect(byCode(variantMethods, 'pickup', 'ombud')?.unavailable_reason).toMatchObject({
      code: 'too_long',
      measure: 170,
    });
    const bundleMethods = await methodsOf(await cartWith(bundle.sku));
    expect(byCode(bundleMethods, 'pickup', 'ombud')?.unavailable_reason).toMatchObject({
      code: 'too_long',
      measure: 180,
    });
  });

  it("follows the owner's limits and carry-in price in the next cart call", async () => {
    const settings = (await staff.owner.get<ShopSettingsDto>('/api/admin/settings')).body.result;
    const methods = settings.shipping_methods.map((m) =>
      m.method_code === 'ombud'
        ? { ...m, max_weight_kg: 0.1 }
        : m.carrier_code === 'freight'
          ? { ...m, carry_in_incl_tax: 495 }
          : m,
    );
    const saved = await staff.owner.send<ShopSettingsDto>('PUT', '/api/admin/settings/shipping-methods', {
      methods,
      updated_at: settings.shipping_updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Another cushion than the one whose package the test above made 160 cm long.
    const edited = await findCushion();
    const cushion = await shop.find(
      'simple',
      (p) => p.sku.startsWith('KUD-') && p.sku !== edited.sku && inStock(p),
    );
    const offered = await methodsOf(await cartWith(cushion.sku));
    expect(byCode(offered, 'pickup', 'ombud')?.unavailable_reason).toMatchObject({
      code: 'too_heavy',
      limit: 0.1,
      message: expect.stringMatching(/ är för tung för Hämta hos ombud \([\d,]+ kg, högst 0,1 kg\)$/),
    });
    const freight = byCode(offered, 'freight', 'home')!;
    expect(freight.carry_in_incl_tax).toBe(495);
    const cartId = await cartWith((await findSofa()).sku);
    const chosen = await api.post<ShippingInformationResult>(
      `/api/cart/shipping-information?cartId=${cartId}`,
      { addressInformation: information('freight', 'home', { carry_in: true }) },
    );
    expect(chosen.body.result.totals).toMatchObject({ shipping_incl_tax: 695 + 495, carry_in_incl_tax: 495 });
  });
});
