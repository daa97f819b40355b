import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/** The cart/totals answer of the Italian store view for the one line (item 7), as the API translates it. */
const italianTotals = {
  items: [
    {
      item_id: 7,
      sku: 'SOF-VASS-4',
      name: 'Divano Vass 4 posti',
      qty: 1,
      price_incl_tax: 152900,
      options: [{ label: 'Colore', value: 'Grigio' }],
      stock: { is_in_stock: true, qty: 3 },
    },
  ],
  currency: 'EUR',
  coupon_code: null,
  discount_amount: 0,
};

describe('the lines of a cart looked at in another store view (issue 33)', () => {
  it("takes each line's name and options from the server's totals, over the ones the browser kept", async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal(
      'window',
      Object.assign(new EventTarget(), { location: { pathname: '/it/checkout/cart' } }),
    );
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, result: italianTotals }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const cart = await import('./cart-store.ts');
    const sync = await import('./cart-sync.ts');
    // Filled in /de: the browser kept the German name and option texts.
    cart.dispatchCart({ type: 'SRV_TOKEN', token: 'guest-1' });
    cart.dispatchCart({
      type: 'ADD',
      item: {
        sku: 'SOF-VASS-4',
        qty: 1,
        name: 'Sofa Vass 4-Sitzer',
        server_item_id: 7,
        options: [{ label: 'Farbe', value: 'Grau' }],
      } as never,
    });
    await sync.refreshTotals();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('storeCode=it');
    expect(cart.getCart().cartItems[0]).toMatchObject({
      name: 'Divano Vass 4 posti',
      options: [{ label: 'Colore', value: 'Grigio' }],
    });
  });
});
