import { describe, expect, it } from 'vitest';
import { type ClientCartItem, EMPTY_CART, cartCount, cartReducer, isVirtualCartState } from './cart-state.ts';

const item = (sku: string, qty = 1, extra: Partial<ClientCartItem> = {}): ClientCartItem => ({
  sku,
  parentSku: null,
  name: sku,
  qty,
  product_type: 'simple',
  product_option: null,
  checksum: 'c0',
  price_incl_tax: 100,
  image: null,
  slug: sku.toLowerCase(),
  options: [],
  ...extra,
});

describe('cartReducer (SPEC §3 action names)', () => {
  it('ADD appends a new line and raises the quantity of the same sku and configuration', () => {
    let state = cartReducer(EMPTY_CART, { type: 'ADD', item: item('A', 2) });
    state = cartReducer(state, { type: 'ADD', item: item('A', 1) });
    state = cartReducer(state, { type: 'ADD', item: item('A', 1, { checksum: 'c1' }) });
    expect(state.cartItems.map((i) => [i.sku, i.checksum, i.qty])).toEqual([
      ['A', 'c0', 3],
      ['A', 'c1', 1],
    ]);
  });

  it('DEL removes the line and the lines whose parentSku is its sku', () => {
    const start = {
      ...EMPTY_CART,
      cartItems: [item('SET'), item('PART', 1, { parentSku: 'SET' }), item('B')],
    };
    const state = cartReducer(start, { type: 'DEL', item: item('SET') });
    expect(state.cartItems.map((i) => i.sku)).toEqual(['B']);
  });

  it('UPD sets a quantity; UPD_TOTALS keeps the coupon the server applied', () => {
    let state = cartReducer(
      { ...EMPTY_CART, cartItems: [item('A', 2)] },
      { type: 'UPD', item: item('A'), qty: 5 },
    );
    expect(state.cartItems[0]!.qty).toBe(5);
    state = cartReducer(state, {
      type: 'UPD_TOTALS',
      totals: {
        coupon_code: 'HEMMA10',
        discount_amount: -50,
        coupon_description: '10 % auf den gesamten Einkauf',
      } as never,
    });
    // With its text in the store view's language (decision 0061, addendum).
    expect(state.coupon).toEqual({
      code: 'HEMMA10',
      discount_amount: -50,
      description: '10 % auf den gesamten Einkauf',
    });
  });

  it('UPD_TOTALS records the currency the server priced the cart in (decision 0035)', () => {
    expect(EMPTY_CART.currency).toBeNull();
    const inEuros = cartReducer(EMPTY_CART, {
      type: 'UPD_TOTALS',
      totals: { coupon_code: null, currency: 'EUR' } as never,
    });
    expect(inEuros.currency).toBe('EUR');
    expect(cartReducer(inEuros, { type: 'UPD_TOTALS', totals: null }).currency).toBe('EUR');
  });

  it('LOAD marks the cart loaded; TOGGLE_MICROCART opens and closes', () => {
    const loaded = cartReducer(EMPTY_CART, { type: 'LOAD', state: { cartItems: [item('A')] } });
    expect(loaded.cartIsLoaded).toBe(true);
    expect(cartReducer(loaded, { type: 'TOGGLE_MICROCART' }).isMicrocartOpen).toBe(true);
    expect(cartReducer(loaded, { type: 'TOGGLE_MICROCART', open: false }).isMicrocartOpen).toBe(false);
  });
});

describe('cart counts and kinds', () => {
  const cart = { cartItems: [item('A', 2), item('B', 3)] };
  it.each([
    ['quantities', 5],
    ['items', 2],
  ] as const)('counts %s', (mode, expected) => expect(cartCount(cart, mode)).toBe(expected));

  it('is virtual only when every line is virtual or downloadable', () => {
    expect(isVirtualCartState({ cartItems: [] })).toBe(false);
    expect(isVirtualCartState({ cartItems: [item('E', 1, { product_type: 'downloadable' })] })).toBe(true);
    expect(isVirtualCartState({ cartItems: [item('E', 1, { product_type: 'virtual' }), item('S')] })).toBe(
      false,
    );
  });
});
