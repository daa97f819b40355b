import type { OrderResult, ShopSettingsDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogueWatch } from '../src/use-cases/catalog/cache-tags.ts';
import { loginOwner } from './support/admin-client.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * What the API tells the page cache (decision 0031): which cached pages a change made stale, named by the same
 * surrogate keys its answers carry — from an order that sells a product out, a back-office change, and a catalogue
 * write from anywhere (seen through the catalogue version).
 */
const published: string[][] = [];
const api = useTestApi({ purges: { publish: (tags) => published.push([...tags]) } });
const shop = checkoutFixtures(api);

describe('cache purges', () => {
  it('names the product, its categories and the listings when an order sells its last unit, and not before', async () => {
    const simple = await shop.find('simple');
    await api.handle.db
      .updateTable('stock_items')
      .set({ qty: 2, is_in_stock: 1, manage_stock: 1, backorders: 0 })
      .where('product_id', '=', simple.id)
      .execute();
    const buy = async () => {
      const cartId = await shop.createCart();
      await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
      const placed = await api.post<OrderResult>('/api/order', {
        ...orderRequest([{ sku: simple.sku, qty: 1 }]),
        cart_id: cartId,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    };
    published.length = 0;
    await buy();
    expect(published).toEqual([]);
    await buy();
    expect(published).toHaveLength(1);
    expect(published[0]).toEqual(
      expect.arrayContaining(['lists', `p:${simple.sku}`, ...simple.category_ids.map((id) => `c:${id}`)]),
    );
  });

  it('renews every page after a change in the back office', async () => {
    const owner = await loginOwner(api);
    published.length = 0;
    expect((await owner.get('/api/admin/orders')).status).toBe(200);
    expect(published).toEqual([]);
    const current = (await owner.get<ShopSettingsDto>('/api/admin/settings')).body.result;
    const saved = await owner.send('PUT', '/api/admin/settings/shipping-methods', {
      methods: current.shipping_methods,
      updated_at: current.shipping_updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(published).toEqual([['all']]);
  });

  it('follows a catalogue write made outside the API through the catalogue version, product by product', async () => {
    const tags: string[][] = [];
    const watch = createCatalogueWatch(api.handle.db, { publish: (t) => tags.push([...t]) });
    await watch.check();
    expect(tags).toEqual([]);
    const product = await shop.find('simple');
    await api.handle.db
      .updateTable('products')
      .set({ name: `${product.name} (ny)`, updated_at: new Date().toISOString() })
      .where('id', '=', product.id)
      .execute();
    await watch.check();
    expect(tags).toHaveLength(1);
    expect(tags[0]).toEqual(expect.arrayContaining(['lists', `p:${product.sku}`]));
    expect(tags[0]).not.toContain('all');
    await watch.check();
    expect(tags).toHaveLength(1);
  });
});
