import type {
  AdminCouponDto,
  AdminMissingTranslationsDto,
  AdminTranslationDto,
  CartTotalsDto,
  ProductDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { loginOwner } from './support/admin-client.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 33 from the owner's side (decision 0061): coupons' EUR amounts and texts, attribute labels and a product's
 * delivery time and meta texts, translated per store view through the translations API.
 */
const api = useTestApi();
const shop = checkoutFixtures(api);
const cents = (amount: number) => Math.round(amount * 100);

async function cartWith(sku: string, storeCode: string, coupon?: string): Promise<CartTotalsDto> {
  const cartId = await shop.createCart();
  const added = await api.post(`/api/cart/update?cartId=${cartId}&storeCode=${storeCode}`, {
    cartItem: { sku, qty: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  if (coupon) {
    const applied = await api.post(
      `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}&storeCode=${storeCode}`,
      {},
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  return (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}&storeCode=${storeCode}`)).body
    .result;
}

describe("a fixed coupon's EUR amounts", () => {
  it('take 20,00 € off in /de where the owner set them, the SEK amount converted where not', async () => {
    const owner = await loginOwner(api);
    const product = await shop.find('simple', (p) => p.stock.qty >= 5 && p.final_price_incl_tax > 1000);
    const created = await owner.send<AdminCouponDto>('POST', '/api/admin/coupons', {
      code: 'EURO20',
      description: 'Tjugo euro rabatt',
      type: 'fixed',
      value: 200,
      value_eur: 20,
      min_subtotal_incl_tax: 500,
      min_subtotal_incl_tax_eur: 45,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toMatchObject({ value: 200, value_eur: 20, min_subtotal_incl_tax_eur: 45 });

    expect(cents((await cartWith(product.sku, 'de', 'EURO20')).discount_amount)).toBe(-2000);
    expect(cents((await cartWith(product.sku, 'it', 'EURO20')).discount_amount)).toBe(-2000);
    // Kronor where the cart is in SEK.
    expect((await cartWith(product.sku, 'default', 'EURO20')).discount_amount).toBe(-200);

    // Cleared: 200 kr at the rate (0.087), 17,40 €.
    const cleared = await owner.send<AdminCouponDto>(
      'PATCH',
      `/api/admin/coupons/${created.body.result.id}`,
      {
        value_eur: null,
        updated_at: created.body.result.updated_at,
      },
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.result.value_eur).toBeNull();
    expect(cents((await cartWith(product.sku, 'de', 'EURO20')).discount_amount)).toBe(-1740);
  });

  it('refuses an EUR amount on a percentage, and a bad one, with a 400 naming the field', async () => {
    const owner = await loginOwner(api);
    const refusals = [
      [{ code: 'PROCENT10', type: 'percent', value: 10, value_eur: 5 }, 'value_eur'],
      [{ code: 'FIXEUR1', type: 'fixed', value: 100, value_eur: -1 }, 'value_eur'],
      [{ code: 'FIXEUR2', type: 'fixed', value: 100, value_eur: 1.005 }, 'value_eur'],
      [
        { code: 'FIXEUR3', type: 'fixed', value: 100, min_subtotal_incl_tax_eur: 'tio' },
        'min_subtotal_incl_tax_eur',
      ],
    ] as const;
    for (const [body, field] of refusals) {
      const answer = await owner.send('POST', '/api/admin/coupons', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
  });

  it('is refused in /de below the EUR minimum the owner set', async () => {
    const owner = await loginOwner(api);
    const product = await shop.find('simple', (p) => p.stock.qty >= 5 && p.final_price_incl_tax < 500);
    const created = await owner.send<AdminCouponDto>('POST', '/api/admin/coupons', {
      code: 'MIN1000EUR',
      type: 'fixed',
      value: 50,
      min_subtotal_incl_tax_eur: 1000,
    });
    expect(created.status).toBe(200);
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}&storeCode=de`, {
      cartItem: { sku: product.sku, qty: 1 },
    });
    const applied = await api.post(
      `/api/cart/apply-coupon?cartId=${cartId}&coupon=MIN1000EUR&storeCode=de`,
      {},
    );
    expect(applied.status).toBe(400);
  });
});

describe("the owner's texts of coupons, attributes and products per store view", () => {
  it("translates a coupon's text, listed as missing until then", async () => {
    const owner = await loginOwner(api);
    await owner.send('POST', '/api/admin/coupons', {
      code: 'VINTER',
      description: 'Vinterrea',
      type: 'percent',
      value: 10,
    });
    const missing = await owner.get<AdminMissingTranslationsDto>(
      '/api/admin/translations/de?entity=coupon&limit=500',
    );
    expect(missing.body.result.missing).toContainEqual(
      expect.objectContaining({
        entity: 'coupon',
        key: 'VINTER',
        field: 'description',
        falls_back_to: 'default',
      }),
    );
    const saved = await owner.send<AdminTranslationDto>('PUT', '/api/admin/translations/de/coupon/VINTER', {
      texts: { description: 'Winterschlussverkauf' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.fields).toEqual([
      {
        field: 'description',
        swedish: 'Vinterrea',
        value: 'Winterschlussverkauf',
        shown: 'Winterschlussverkauf',
        from: 'de',
      },
    ]);
    expect((await owner.get('/api/admin/translations/de/coupon/FINNSINTE')).status).toBe(404);
  });

  it("shows an attribute's and an option's label the owner set in /de on the product", async () => {
    const owner = await loginOwner(api);
    const product = await shop.find('simple', (p) => p.attributes_metadata.some((a) => a.options.length > 0));
    const before = (
      await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(product.sku)}?storeCode=de`)
    ).body.result;
    const attribute = before.attributes_metadata.find((a) => a.options.length > 0)!;
    const option = attribute.options[0]!;

    // Untranslated, the English label stands in (decision 0029), and the back office says so.
    const shown = await owner.get<AdminTranslationDto>(
      `/api/admin/translations/de/attribute/${attribute.attribute_id}`,
    );
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.result.fields[0]).toMatchObject({
      field: 'frontend_label',
      swedish: attribute.frontend_label,
      value: null,
      shown: attribute.default_label,
      from: 'en',
    });

    expect(
      (
        await owner.send('PUT', `/api/admin/translations/de/attribute/${attribute.attribute_id}`, {
          texts: { frontend_label: 'Eigenschaft X' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await owner.send('PUT', `/api/admin/translations/de/attribute_option/${option.value}`, {
          texts: { label: 'Wert Y' },
        })
      ).status,
    ).toBe(200);
    const after = (
      await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(product.sku)}?storeCode=de`)
    ).body.result;
    const translated = after.attributes_metadata.find((a) => a.attribute_id === attribute.attribute_id)!;
    expect(translated.default_label).toBe('Eigenschaft X');
    expect(translated.frontend_label).toBe(attribute.frontend_label);
    expect(translated.options.find((o) => o.value === option.value)!.default_label).toBe('Wert Y');
    // Italian falls back to English, Swedish keeps its label.
    const italian = (
      await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(product.sku)}?storeCode=it`)
    ).body.result;
    expect(
      italian.attributes_metadata.find((a) => a.attribute_id === attribute.attribute_id)!.default_label,
    ).toBe(attribute.default_label);
    const swedish = (await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(product.sku)}`))
      .body.result;
    expect(
      swedish.attributes_metadata.find((a) => a.attribute_id === attribute.attribute_id)!.default_label,
    ).toBe(attribute.default_label);
  });

  it("translates a product's own delivery time text and meta texts, which /de then answers", async () => {
    const owner = await loginOwner(api);
    const row = await api.handle.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('delivery_time', '=', 'w3-6')
      .where('status', '=', 1)
      .where('visibility', '=', 4)
      .executeTakeFirstOrThrow();
    const fieldsOf = async () =>
      (
        await owner.get<AdminTranslationDto>(`/api/admin/translations/de/product/${row.id}`)
      ).body.result.fields.map((f) => f.field);
    // A delivery time from the shop's list is a code the shop words itself in every language: nothing to translate.
    expect(await fieldsOf()).not.toContain('delivery_time');
    await api.handle.db
      .updateTable('products')
      .set({ meta_title: 'Soffa – Hemma', delivery_time: 'Tillverkas på beställning, cirka 5 veckor' })
      .where('id', '=', row.id)
      .execute();
    expect(await fieldsOf()).toEqual(expect.arrayContaining(['name', 'delivery_time', 'meta_title']));
    const saved = await owner.send('PUT', `/api/admin/translations/de/product/${row.id}`, {
      texts: { delivery_time: 'Auf Bestellung gefertigt, etwa 5 Wochen', meta_title: 'Sofa – Hemma' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const german = (
      await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(row.sku)}?storeCode=de`)
    ).body.result;
    expect(german).toMatchObject({
      delivery_time: 'Auf Bestellung gefertigt, etwa 5 Wochen',
      meta_title: 'Sofa – Hemma',
    });
  });
});
