import { type CartItemDto, type CartTotalsDto, isApiError } from '@hemma/api-client';
import { diffCart, productOptionChecksum } from '@hemma/commerce/cart-sync';
import { checkoutApi } from './cart-api.ts';
import type { ClientCartItem } from './cart-state.ts';
import { dispatchCart, getCart } from './cart-store.ts';

/** The message key of a line that sold out ('Out of the stock!'). */
export const OUT_OF_THE_STOCK = 'cart.outOfTheStock';
/** The message key of a sold-out line that is back in stock ('In stock!'). */
export const IN_STOCK = 'cart.inStockAgain';

/** How often a lost server cart is replaced by a new guest cart before sync gives up (SPEC §4 bypass maximum). */
export const MAX_CART_BYPASS_ATTEMPTS = 3;

export interface SyncOptions {
  /** The browser's lines win: server lines missing here are removed there (after add, remove, on return online). */
  forceClientState?: boolean;
  /** Only report what would change. */
  dryRun?: boolean;
}

const serverIdentity = (item: CartItemDto) => ({ ...item, checksum: item.checksum });

/** The server's view of a line, as the browser keeps it. */
export function fromServerItem(item: CartItemDto): ClientCartItem {
  return {
    sku: item.sku,
    parentSku: item.parentSku,
    name: item.name,
    qty: item.qty,
    product_type: item.product_type,
    product_option: item.product_option,
    checksum: item.checksum,
    server_item_id: item.item_id,
    price_incl_tax: item.price_incl_tax,
    image: item.image,
    slug: item.slug,
    options: item.options,
    stock: { is_in_stock: item.stock.is_in_stock, qty: item.stock.qty },
  };
}

async function ensureToken(): Promise<string> {
  const token = getCart().cartServerToken;
  if (token) return token;
  const created = await checkoutApi().createCart();
  dispatchCart({ type: 'SRV_TOKEN', token: created });
  return created;
}

let running: Promise<void> | null = null;
let again: SyncOptions | null = null;

/**
 * Brings the server cart and the browser cart together (SPEC §4 cart sync): pulls the server lines, diffs them with
 * the browser's, applies the actions on the side that must change, then takes the totals the last change answered
 * (decision 0063), asking cart/totals only when nothing changed on the server. One sync runs at a time;
 * requests arriving meanwhile run once more afterwards, so fast clicks never push a line twice.
 */
export function syncCart(options: SyncOptions = {}): Promise<void> {
  if (running) {
    again = { forceClientState: Boolean(again?.forceClientState || options.forceClientState) };
    return running;
  }
  running = runSync(options).finally(() => {
    running = null;
    if (again) {
      const next = again;
      again = null;
      void syncCart(next);
    }
  });
  return running;
}

async function runSync(options: SyncOptions, attempt = 0): Promise<void> {
  const api = checkoutApi();
  let token: string;
  let server: CartItemDto[];
  try {
    token = await ensureToken();
    server = await api.pullCart(token);
  } catch (error) {
    // SPEC §4: a cart the server no longer knows (ordered, expired) is replaced by a new guest cart, a bounded
    // number of times; then sync is given up for this visit and the cart stays in the browser.
    if (isApiError(error) && error.status === 404 && attempt < MAX_CART_BYPASS_ATTEMPTS) {
      dispatchCart({ type: 'SRV_TOKEN', token: null });
      dispatchCart({ type: 'UPD_BYPASS_COUNTER', count: getCart().connectBypassCount + 1 });
      return runSync({ ...options, forceClientState: true }, attempt + 1);
    }
    throw error;
  }
  const client = getCart().cartItems.map((item) => ({
    ...item,
    checksum: item.checksum ?? productOptionChecksum(item.product_option),
  }));
  const diff = diffCart(client, server.map(serverIdentity), {
    forceClientState: Boolean(options.forceClientState),
    serverWinsQuantity: false,
  });
  if (options.dryRun) return;
  // The totals the last change on the server answered: the cart as it stands after every change before it.
  let answered: CartTotalsDto | null = null;
  for (const action of diff.actions) {
    switch (action.type) {
      case 'push-to-server':
      case 'set-server-qty': {
        const item = action.clientItem;
        const qty = action.type === 'set-server-qty' ? action.qty : item.qty;
        try {
          const saved = await api.updateCartItem(token, {
            sku: item.sku,
            qty,
            product_option: item.product_option,
            ...(action.type === 'set-server-qty' ? { item_id: action.serverItem.item_id } : {}),
          });
          answered = saved.totals;
          dispatchCart({ type: 'UPD_PROPS', item, props: { ...fromServerItem(saved.result), qty } });
        } catch (error) {
          // The server refused the line (sold out, gone from the catalogue): keep it, marked, so the shopper sees why.
          dispatchCart({
            type: 'UPD_PROPS',
            item,
            props: {
              errors: { server: isApiError(error) ? error.message : 'Error: Error while adding products' },
            },
          });
        }
        break;
      }
      case 'remove-from-server':
        answered = (
          await api.deleteCartItem(token, { sku: action.serverItem.sku, item_id: action.serverItem.item_id })
        ).totals;
        break;
      case 'add-to-client':
        dispatchCart({ type: 'ADD', item: fromServerItem(action.serverItem) });
        break;
      case 'remove-from-client':
        dispatchCart({ type: 'DEL', item: action.clientItem });
        break;
      case 'set-client-qty':
        dispatchCart({ type: 'UPD', item: action.clientItem, qty: action.qty });
        break;
      case 'link-server-item':
        dispatchCart({
          type: 'UPD_PROPS',
          item: action.clientItem,
          props: fromServerItem(action.serverItem),
        });
        break;
    }
  }
  dispatchCart({ type: 'MARK_SYNC', at: Date.now() });
  if (answered) applyTotals(answered);
  else await refreshTotals();
}

/** Reloads the server's totals (and with them fresh prices of every line). */
export async function refreshTotals(): Promise<void> {
  const token = getCart().cartServerToken;
  if (!token) return;
  applyTotals(await checkoutApi().totals(token));
}

/**
 * Takes the server's totals into the cart: every line's name, options, price and stock, then the totals. Whatever
 * answered them — cart/totals, or a change of the cart (decision 0063) — the browser's cart ends the same. The names
 * and option texts are the store view's (the API translates them), so a cart filled in /de and looked at in /it reads
 * Italian once the server answers (issue 33); offline the names the browser kept stay.
 */
export function applyTotals(totals: CartTotalsDto): void {
  for (const line of totals.items) {
    const item = getCart().cartItems.find((i) => i.server_item_id === line.item_id);
    if (item)
      dispatchCart({
        type: 'UPD_PROPS',
        item,
        props: {
          name: line.name,
          options: line.options,
          price_incl_tax: line.price_incl_tax,
          stock: { is_in_stock: line.stock.is_in_stock, qty: line.stock.qty },
          // SPEC §4 stock sync: a line that sold out stays in the cart (out-of-stock items are allowed), marked.
          errors: line.stock.is_in_stock ? undefined : { stock: OUT_OF_THE_STOCK },
        },
      });
  }
  // Last: the totals name the currency the lines are now priced in (decision 0035), so a cart repriced in another
  // store view's currency shows its amounts only once every line has its new price.
  dispatchCart({ type: 'UPD_TOTALS', totals });
  dispatchCart({ type: 'MARK_TOTALS_SYNC', at: Date.now() });
}

/** SPEC §7: stock is asked for in batches of 15 skus. */
export const STOCK_BATCH_SIZE = 15;

/**
 * SPEC §4 stock sync of the cart's lines: an in-stock line loses its stock error, a sold-out one is marked
 * 'Out of the stock!' and stays (out-of-stock items are allowed in the cart).
 */
export async function syncStock(): Promise<void> {
  const skus = [
    ...new Set(
      getCart()
        .cartItems.filter((i) => i.product_type !== 'bundle')
        .map((i) => i.sku),
    ),
  ];
  const api = checkoutApi();
  for (let start = 0; start < skus.length; start += STOCK_BATCH_SIZE) {
    const batch = skus.slice(start, start + STOCK_BATCH_SIZE);
    const known = new Map((await api.listStock(batch)).map((s) => [s.sku, s]));
    for (const item of getCart().cartItems.filter((i) => batch.includes(i.sku))) {
      const stock = known.get(item.sku);
      const inStock = Boolean(stock?.is_in_stock);
      const { stock: previous, ...otherErrors } = item.errors ?? {};
      dispatchCart({
        type: 'UPD_PROPS',
        item,
        props: {
          stock: { is_in_stock: inStock, qty: stock?.qty ?? 0 },
          info: inStock && (previous === OUT_OF_THE_STOCK || item.info) ? { stock: IN_STOCK } : undefined,
          errors: inStock
            ? Object.keys(otherErrors).length
              ? otherErrors
              : undefined
            : { ...otherErrors, stock: OUT_OF_THE_STOCK },
        },
      });
    }
  }
}
