import type { CartTotalsDto, StockInfo } from '@hemma/api-client';
import type { CartLineRequest } from './cart-line.ts';

/**
 * A cart line as the browser keeps it (SPEC §3 cart item). Prices are incl. VAT in the cart's `currency`, as last
 * priced by the server.
 */
export interface ClientCartItem extends CartLineRequest {
  checksum?: string | undefined;
  server_item_id?: number | undefined;
  stock?: Pick<StockInfo, 'is_in_stock' | 'qty'> | undefined;
  /** SPEC §4 stock sync: 'Out of the stock!' and friends, shown on the line. */
  errors?: Record<string, string> | undefined;
  /** SPEC §4 stock sync: 'In stock!' on a line that was sold out and is back in stock. */
  info?: Record<string, string> | undefined;
}

/** SPEC §3 cart state. */
export interface CartState {
  cartItems: ClientCartItem[];
  cartIsLoaded: boolean;
  cartServerToken: string | null;
  platformTotals: CartTotalsDto | null;
  /**
   * The currency the server last priced the lines and totals in (decision 0035); null before that (a cart saved before
   * currencies were kept: SEK). In a store view of another currency the prices are stale until the next totals.
   */
  currency: string | null;
  cartItemsHash: string;
  lastSyncedAt: number;
  lastTotalsSyncedAt: number;
  /** The coupon in effect; `description` is its text in the store view's language (null: none, or an older cart). */
  coupon: { code: string; discount_amount: number; description?: string | null } | null;
  connectBypassCount: number;
  isAddingToCart: boolean;
  isMicrocartOpen: boolean;
  shipping: { carrier_code: string; method_code: string } | null;
  payment: string | null;
}

export const EMPTY_CART: CartState = {
  cartItems: [],
  cartIsLoaded: false,
  cartServerToken: null,
  platformTotals: null,
  currency: null,
  cartItemsHash: '',
  lastSyncedAt: 0,
  lastTotalsSyncedAt: 0,
  coupon: null,
  connectBypassCount: 0,
  isAddingToCart: false,
  isMicrocartOpen: false,
  shipping: null,
  payment: null,
};

/** The SPEC §3 cart action names. */
export type CartAction =
  | { type: 'ADD'; item: ClientCartItem }
  | { type: 'DEL'; item: Pick<ClientCartItem, 'sku' | 'checksum'> }
  | { type: 'DEL_NONCONFIRMED'; item: Pick<ClientCartItem, 'sku' | 'checksum'> }
  | { type: 'UPD'; item: Pick<ClientCartItem, 'sku' | 'checksum'>; qty: number }
  | { type: 'UPD_PROPS'; item: Pick<ClientCartItem, 'sku' | 'checksum'>; props: Partial<ClientCartItem> }
  | { type: 'LOAD'; state: Partial<CartState> }
  | { type: 'SHIPPING'; shipping: CartState['shipping'] }
  | { type: 'UPD_PAYMENT'; payment: string | null }
  | { type: 'SAVE_HASH'; hash: string }
  | { type: 'MARK_SYNC'; at: number }
  | { type: 'MARK_TOTALS_SYNC'; at: number }
  | { type: 'UPD_TOTALS'; totals: CartTotalsDto | null }
  | { type: 'SRV_TOKEN'; token: string | null }
  | { type: 'TOGGLE_MICROCART'; open?: boolean }
  | { type: 'UPD_BYPASS_COUNTER'; count: number }
  | { type: 'UPD_ADDING_ITEM'; isAdding: boolean };

/** Lines are the same when sku and configuration are (the server keeps one line per sku and checksum). */
export const sameLine = (
  a: Pick<ClientCartItem, 'sku' | 'checksum'>,
  b: Pick<ClientCartItem, 'sku' | 'checksum'>,
) => a.sku === b.sku && (a.checksum ?? '') === (b.checksum ?? '');

const mapLine = (
  items: ClientCartItem[],
  target: Pick<ClientCartItem, 'sku' | 'checksum'>,
  change: (item: ClientCartItem) => ClientCartItem,
) => items.map((item) => (sameLine(item, target) ? change(item) : item));

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD': {
      const existing = state.cartItems.find((item) => sameLine(item, action.item));
      const cartItems = existing
        ? mapLine(state.cartItems, action.item, (item) => ({
            ...item,
            ...action.item,
            qty: item.qty + action.item.qty,
          }))
        : [...state.cartItems, action.item];
      return { ...state, cartItems };
    }
    case 'DEL':
    case 'DEL_NONCONFIRMED': {
      // SPEC §4: removing a product also removes its children (parentSku equal to its sku).
      const cartItems = state.cartItems.filter(
        (item) =>
          !sameLine(item, action.item) &&
          !(item.parentSku === action.item.sku && item.product_type !== 'configurable'),
      );
      return { ...state, cartItems };
    }
    case 'UPD':
      return {
        ...state,
        cartItems: mapLine(state.cartItems, action.item, (item) => ({ ...item, qty: action.qty })),
      };
    case 'UPD_PROPS':
      return {
        ...state,
        cartItems: mapLine(state.cartItems, action.item, (item) => ({ ...item, ...action.props })),
      };
    case 'LOAD':
      return { ...state, ...action.state, cartIsLoaded: true };
    case 'SHIPPING':
      return { ...state, shipping: action.shipping };
    case 'UPD_PAYMENT':
      return { ...state, payment: action.payment };
    case 'SAVE_HASH':
      return { ...state, cartItemsHash: action.hash };
    case 'MARK_SYNC':
      return { ...state, lastSyncedAt: action.at };
    case 'MARK_TOTALS_SYNC':
      return { ...state, lastTotalsSyncedAt: action.at };
    case 'UPD_TOTALS':
      return {
        ...state,
        platformTotals: action.totals,
        currency: action.totals?.currency ?? state.currency,
        coupon: action.totals?.coupon_code
          ? {
              code: action.totals.coupon_code,
              discount_amount: action.totals.discount_amount,
              description: action.totals.coupon_description ?? null,
            }
          : null,
      };
    case 'SRV_TOKEN':
      return { ...state, cartServerToken: action.token };
    case 'TOGGLE_MICROCART':
      return { ...state, isMicrocartOpen: action.open ?? !state.isMicrocartOpen };
    case 'UPD_BYPASS_COUNTER':
      return { ...state, connectBypassCount: action.count };
    case 'UPD_ADDING_ITEM':
      return { ...state, isAddingToCart: action.isAdding };
  }
}

/** SPEC §9: the minicart counts quantities (or lines, by configuration). */
export function cartCount(
  state: Pick<CartState, 'cartItems'>,
  mode: 'quantities' | 'items' = 'quantities',
): number {
  return mode === 'items' ? state.cartItems.length : state.cartItems.reduce((n, item) => n + item.qty, 0);
}

/** A cart of virtual and downloadable items only needs no shipping (SPEC §3). */
export const isVirtualCartState = (state: Pick<CartState, 'cartItems'>) =>
  state.cartItems.length > 0 &&
  state.cartItems.every((item) => item.product_type === 'virtual' || item.product_type === 'downloadable');
