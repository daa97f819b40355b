import type {
  AdminMissingTranslationsDto,
  AdminTranslationDto,
  CartTotalsDto,
  CategoryDto,
  OrderHistoryDto,
  OrderResult,
  PaymentMethodDto,
  ProductDto,
  ShippingMethodDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { loginOwner } from './support/admin-client.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { BERLIN } from './support/foreign-addresses.ts';
import { useTestApi } from './support/test-api.ts';

/** Issue 33, language everywhere (decision 0058): the owner's texts in the store view's language. */
const api = useTestApi();
const shop = checkoutFixtures(api);
const { call, register, login } = accountFixtures(api);

/** Swedish words a German shopper saw in the cart and checkout (issue 33). */
const SWEDISH = [
  'Soffa',
  '4-sits',
  'Fri frakt',
  'Faktura',
  'veckor',
  'Betala vid leverans',
  'Hemleverans',
  'Frakt',
  'Bud',
  'testläge',
];
/** Shown text only: slugs and image paths are addresses, not words a shopper reads. */
const shown = (value: unknown) =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (key, v: unknown) => (key === 'slug' || key === 'image' ? undefined : v));
const noSwedish = (value: unknown) =>
  expect(SWEDISH.filter((word) => shown(value).includes(word))).toEqual([]);

const SOFA = 'SOF-VASS-4';
const SOFA_DE = 'Sofa Vass 4-Sitzer';

async function germanCart(sku: string): Promise<string> {
  const cartId = await shop.createCart();
  const added = await api.post(`/api/cart/update?cartId=${cartId}&storeCode=de`, {
    cartItem: { sku, qty: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  noSwedish(added.body.result);
  return cartId;
}

const freightInvoice = (sku: string, overrides = {}) =>
  orderRequest([{ sku, qty: 1 }], {
    store_code: 'de',
    addressInformation: {
      // /de ships to Germany and Austria (decision 0056).
      shippingAddress: BERLIN,
      billingAddress: BERLIN,
      shipping_carrier_code: 'freight',
      shipping_method_code: 'home',
      payment_method_code: 'invoice',
    },
    ...overrides,
  });

describe('the German store view', () => {
  it('names the cart, its methods and totals in German', async () => {
    const cartId = await germanCart(SOFA);
    const q = `cartId=${cartId}&storeCode=de`;
    const shipping = await api.post<ShippingMethodDto[]>(`/api/cart/shipping-methods?${q}`, {
      address: { country_id: 'DE' },
    });
    expect(shipping.status).toBe(200);
    noSwedish(shipping.body.result);
    const titles = shipping.body.result.map((m) => m.method_title);
    expect(titles).toContain('Lieferung per Spedition (große Artikel)');
    expect(titles).toContain('Kostenloser Versand');
    const payment = await api.get<PaymentMethodDto[]>(`/api/cart/payment-methods?${q}`);
    noSwedish(payment.body.result);
    expect(payment.body.result.map((m) => m.title)).toEqual(
      expect.arrayContaining(['Rechnung (30 Tage)', 'Zahlung bei Lieferung']),
    );
    const totals = await api.post<CartTotalsDto>(`/api/cart/collect-totals?${q}`, {
      methods: {
        shippingCarrierCode: 'freight',
        shippingMethodCode: 'home',
        paymentMethod: { method: 'cashondelivery' },
      },
    });
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body.result.items[0]!.name).toBe(SOFA_DE);
    noSwedish(totals.body.result.items);
    noSwedish(totals.body.result.total_segments);
    // The product page's texts are German too, the description included (the demo shop builds it from parts).
    const product = await api.get<{ name: string; description: string; short_description: string }>(
      `/api/catalog/products/${SOFA}?storeCode=de`,
    );
    expect(product.body.result.name).toBe(SOFA_DE);
    noSwedish([product.body.result.description, product.body.result.short_description]);
    // /en has no Swedish either: the English cart used to keep "Fri frakt över 5 000 kr" (issue 33).
    const english = await api.post<ShippingMethodDto[]>(
      `/api/cart/shipping-methods?cartId=${cartId}&storeCode=en`,
      {
        address: { country_id: 'SE' },
      },
    );
    noSwedish(english.body.result);
    expect(english.body.result.find((m) => m.carrier_code === 'freeshipping')).toMatchObject({
      method_title: 'Free shipping',
      min_subtotal_incl_tax: 5000,
    });
    // The same cart from the Swedish store view speaks Swedish: the language is the request's, not the cart's.
    const swedish = (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(swedish.items[0]!.name).toBe('Soffa Vass 4-sits');
  });

  it('keeps the order, its history and its confirmation mail in the order’s language', async () => {
    const a = await register();
    const placed = await api.post<OrderResult>('/api/order', freightInvoice(SOFA));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    noSwedish(placed.body.result);
    const order = await api.handle.db
      .selectFrom('orders')
      .select(['id', 'store_code', 'locale', 'shipping_title', 'payment_title'])
      .where('increment_id', '=', placed.body.result.increment_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      store_code: 'de',
      locale: 'de-DE',
      shipping_title: 'Lieferung per Spedition (große Artikel)',
      payment_title: 'Rechnung (30 Tage)',
    });
    await api.handle.db
      .updateTable('orders')
      .set({ customer_id: a.customer.id })
      .where('id', '=', order.id)
      .execute();
    const { token } = await login(a.email, a.password);
    const history = await call<OrderHistoryDto>('GET', '/api/user/order-history', { token });
    expect(history.status).toBe(200);
    const text = JSON.stringify(history.body.result);
    expect(text).toContain(SOFA_DE);
    noSwedish(text);

    const mail = await api.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(SOFA_DE);
    expect(mail.text_body).toContain('Rechnung (30 Tage)');
    noSwedish(mail.subject + mail.text_body + mail.html_body);
  });
});

describe('what search engines and screen readers read (issue 33)', () => {
  it('gives a product and a category the store view’s title, snippet and picture label; the owner translates a category’s', async () => {
    const product = (await api.get<ProductDto>(`/api/catalog/products/${SOFA}?storeCode=de`)).body.result;
    expect(product).toMatchObject({
      name: SOFA_DE,
      meta_title: SOFA_DE,
      meta_description: 'Sofa aus Bouclé mit Beinen aus Eiche. Farbe: Natur.',
    });
    expect(product.media_gallery.map((m) => m.lab)).toEqual([SOFA_DE]);
    const swedish = (await api.get<ProductDto>(`/api/catalog/products/${SOFA}`)).body.result;
    expect(swedish.media_gallery.map((m) => m.lab)).toEqual(['Soffa Vass 4-sits']);

    const category = async (store: string) =>
      (await api.get<CategoryDto>(`/api/catalog/categories/vardagsrum?storeCode=${store}`)).body.result;
    expect(await category('it')).toMatchObject({ name: 'Soggiorno', meta_title: 'Soggiorno' });
    noSwedish((await category('de')).meta_description);

    const owner = await loginOwner(api);
    const { id } = await category('de');
    const path = `/api/admin/translations/de/category/${id}`;
    const fields = (await owner.get<AdminTranslationDto>(path)).body.result.fields;
    expect(fields.map((f) => f.field)).toEqual(['name', 'description', 'meta_title', 'meta_description']);
    expect(fields.find((f) => f.field === 'meta_title')).toMatchObject({ swedish: 'Vardagsrum', from: 'de' });
    const saved = await owner.send('PUT', path, { texts: { meta_title: 'Wohnzimmermöbel' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expect.poll(async () => (await category('de')).meta_title).toBe('Wohnzimmermöbel');
    await owner.send('PUT', path, { texts: { meta_title: 'Wohnzimmer' } });
  });
});

describe('a missing translation', () => {
  it('falls back to English, then Swedish, and the back office lists it', async () => {
    const owner = await loginOwner(api);
    const path = '/api/admin/translations/de/payment_method/cashondelivery';
    const before = await owner.get<AdminTranslationDto>(path);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.result.fields).toEqual([
      {
        field: 'title',
        swedish: 'Betala vid leverans',
        value: 'Zahlung bei Lieferung',
        shown: 'Zahlung bei Lieferung',
        from: 'de',
      },
    ]);

    // Without its German title the method shows the English one, and without that the Swedish one.
    const removed = await owner.send<AdminTranslationDto>('PUT', path, { texts: { title: '' } });
    expect(removed.body.result.fields[0]).toMatchObject({
      value: null,
      shown: 'Pay on delivery',
      from: 'en',
    });
    const cartId = await germanCart(SOFA);
    const titles = async () =>
      (
        await api.get<PaymentMethodDto[]>(`/api/cart/payment-methods?cartId=${cartId}&storeCode=de`)
      ).body.result.map((m) => m.title);
    expect(await titles()).toContain('Pay on delivery');
    await owner.send('PUT', '/api/admin/translations/en/payment_method/cashondelivery', {
      texts: { title: '' },
    });
    expect(await titles()).toContain('Betala vid leverans');

    const missing = await owner.get<AdminMissingTranslationsDto>(
      '/api/admin/translations/de?entity=payment_method',
    );
    expect(missing.status).toBe(200);
    expect(missing.body.result.missing).toContainEqual({
      entity: 'payment_method',
      key: 'cashondelivery',
      label: 'Betala vid leverans',
      field: 'title',
      falls_back_to: 'default',
      link: '/translations/de/payment_method/cashondelivery',
    });
    expect(missing.body.result.counts[0]).toMatchObject({ entity: 'payment_method', from_swedish: 1 });

    // Translated again, it is German at once; a product name too, in the cart.
    await owner.send('PUT', path, { texts: { title: 'Zahlung bei Lieferung' } });
    expect(await titles()).toContain('Zahlung bei Lieferung');
    const product = await api.handle.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', SOFA)
      .executeTakeFirstOrThrow();
    const named = await owner.send<AdminTranslationDto>(
      'PUT',
      `/api/admin/translations/de/product/${product.id}`,
      {
        texts: { name: 'Sofa Vass, vier Plätze' },
      },
    );
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const totals = (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}&storeCode=de`)).body
      .result;
    expect(totals.items[0]!.name).toBe('Sofa Vass, vier Plätze');
    await owner.send('PUT', `/api/admin/translations/de/product/${product.id}`, { texts: { name: SOFA_DE } });

    // A shipping method's key has a slash; the overview counts every kind.
    const courier = await owner.get<AdminTranslationDto>(
      '/api/admin/translations/it/shipping_method/courier%2Fflatrate',
    );
    expect(courier.body.result.fields.map((f) => f.shown)).toEqual([
      'Corriere',
      'Consegna a domicilio con corriere',
    ]);
    const all = await owner.get<AdminMissingTranslationsDto>('/api/admin/translations/it?limit=5');
    expect(all.body.result.counts.map((c) => c.entity)).toEqual([
      'product',
      'category',
      'cms_page',
      'shipping_method',
      'payment_method',
      'coupon',
      'attribute',
      'attribute_option',
      'bundle_option',
      'brand',
      'mail_template',
    ]);
    expect(all.body.result.missing.length).toBeLessThanOrEqual(5);
  });

  it('refuses what cannot be translated with a 400 that names it', async () => {
    const owner = await loginOwner(api);
    const refusals = [
      ['GET', '/api/admin/translations/default', 'storeCode'],
      ['GET', '/api/admin/translations/de/coupon_x/1', 'entity'],
      ['PUT', '/api/admin/translations/de/payment_method/invoice', 'texts: code'],
    ] as const;
    for (const [method, path, named] of refusals) {
      const answer =
        method === 'GET' ? await owner.get(path) : await owner.send(method, path, { texts: { code: 'x' } });
      expect(answer.status, path).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(named);
    }
    expect((await owner.get('/api/admin/translations/de/product/999999')).status).toBe(404);
  });
});
