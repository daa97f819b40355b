import { useSyncExternalStore } from 'react';
import { type CartAction, type CartState, EMPTY_CART, cartReducer } from './cart-state.ts';

/**
 * The cart lives in the browser (SPEC §3): one store per tab, persisted to local storage and kept in step across
 * tabs through the `storage` event. This module is all the header needs (the minicart count); the sync with the
 * server, add-to-cart and the microcart load on first use.
 */
const STORAGE_KEY = 'shop/cart/current-cart';
/** What survives a reload; flags such as the open microcart do not. */
const PERSISTED: (keyof CartState)[] = [
  'cartItems',
  'cartServerToken',
  'coupon',
  'platformTotals',
  'currency',
  'shipping',
  'payment',
];

let state: CartState = EMPTY_CART;
const listeners = new Set<() => void>();

function read(raw: string | null): Partial<CartState> {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Partial<CartState>;
    return Array.isArray(parsed.cartItems) ? parsed : {};
  } catch {
    return {};
  }
}

function persist(next: CartState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(PERSISTED.map((k) => [k, next[k]]))));
  } catch (error) {
    // SPEC §4: cache write errors are only logged; the cart keeps working in memory.
    console.warn('Cart not saved:', error);
  }
}

function emit(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getCart(): CartState {
  loadCart();
  return state;
}

export function dispatchCart(action: CartAction): CartState {
  // Components' effects run before the root's: whoever touches the cart first loads the saved one, so an action
  // can never start from (and persist) an empty cart that merely was not read yet.
  loadCart();
  const next = cartReducer(state, action);
  if (next === state) return state;
  const changedPersisted = PERSISTED.some((key) => next[key] !== state[key]);
  emit(next);
  if (changedPersisted && typeof window !== 'undefined') persist(next);
  return next;
}

let loaded = false;

/** Loads the saved cart once in the browser and follows changes other tabs make. */
export function loadCart(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  let saved: Partial<CartState> = {};
  try {
    saved = read(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage may be blocked (privacy mode); the cart then lives for this tab only.
  }
  emit(cartReducer(state, { type: 'LOAD', state: saved }));
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) emit(cartReducer(state, { type: 'LOAD', state: read(event.newValue) }));
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the cart; the server render sees the empty cart, the browser the saved one after hydration. */
export function useCart<T>(select: (cart: CartState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(EMPTY_CART),
  );
}
