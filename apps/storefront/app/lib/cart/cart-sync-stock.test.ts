import { afterEach, describe, expect, it, vi } from 'vitest';

const json = (result: unknown) =>
  new Response(JSON.stringify({ code: 200, result }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A browser whose shop answers the stock of the one line with `inStock`. */
async function cartWithLine() {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/' } }));
  let inStock = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json([{ sku: 'KUD-1', is_in_stock: inStock, qty: inStock ? 4 : 0 }])),
  );
  vi.resetModules();
  const cart = await import('./cart-store.ts');
  const sync = await import('./cart-sync.ts');
  cart.dispatchCart({ type: 'ADD', item: { sku: 'KUD-1', qty: 1, name: 'Kudde' } as never });
  return { cart, sync, setInStock: (value: boolean) => void (inStock = value) };
}

afterEach(() => vi.unstubAllGlobals());

describe('stock sync of the cart (SPEC §4, §8)', () => {
  it("marks a sold-out line 'Out of the stock!' and says 'In stock!' when it is back", async () => {
    const { cart, sync, setInStock } = await cartWithLine();
    const line = () => cart.getCart().cartItems[0]!;
    await sync.syncStock();
    expect(line()).toMatchObject({ errors: { stock: sync.OUT_OF_THE_STOCK }, info: undefined });
    setInStock(true);
    await sync.syncStock();
    expect(line()).toMatchObject({ errors: undefined, info: { stock: sync.IN_STOCK } });
    expect(line().stock).toEqual({ is_in_stock: true, qty: 4 });
  });

  it('says nothing of a line that was in stock all along', async () => {
    const { cart, sync, setInStock } = await cartWithLine();
    setInStock(true);
    await sync.syncStock();
    expect(cart.getCart().cartItems[0]).toMatchObject({ errors: undefined, info: undefined });
  });
});
