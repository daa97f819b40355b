import { type CartItemIdentity, isSameCartItem } from './cart-item-match.ts';
import type { ProductOption } from './product-option.ts';

/** SPEC §4 cart sync diff statuses. */
export type CartDiffStatus = 'no-item' | 'wrong-qty' | 'update-required' | 'no-changes';

export interface CartDiffOptions {
  /** The client's cart is the truth (after adding to the cart, or when back online). */
  forceClientState: boolean;
  /** On a quantity mismatch the server's quantity is taken, unless client state is forced. */
  serverWinsQuantity: boolean;
}

export type CartDiffAction<C, S> =
  | { type: 'add-to-client'; status: 'no-item'; serverItem: S }
  | { type: 'remove-from-server'; status: 'no-item'; serverItem: S }
  | { type: 'push-to-server'; status: 'no-item'; clientItem: C }
  | { type: 'remove-from-client'; status: 'no-item'; clientItem: C }
  | { type: 'set-client-qty'; status: 'wrong-qty'; clientItem: C; serverItem: S; qty: number }
  | { type: 'set-server-qty'; status: 'wrong-qty'; clientItem: C; serverItem: S; qty: number }
  /** The same line, but the client lacks the server's item id or holds a stale one. */
  | { type: 'link-server-item'; status: 'update-required'; clientItem: C; serverItem: S };

export interface CartDiff<C, S> {
  /** 'no-changes' when there is nothing to do, else the status of the first action. */
  status: CartDiffStatus;
  actions: CartDiffAction<C, S>[];
}

export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  product_type?: string;
  product_option?: ProductOption | null;
  checksum?: string;
}

/**
 * Pairs each client line with at most one server line: first by the server item id the client remembers,
 * then by the SPEC §5 rules. Pairing before deciding is what keeps a line that exists on both sides from
 * being both pushed and added, which would double its quantity.
 */
function pairItems<C extends CartItemIdentity, S extends ServerCartItem>(
  client: readonly C[],
  server: readonly S[],
): { pairs: Map<C, S>; unmatchedServer: S[] } {
  const pairs = new Map<C, S>();
  const taken = new Set<S>();
  for (const clientItem of client) {
    if (clientItem.server_item_id == null) continue;
    const serverItem = server.find((s) => !taken.has(s) && s.item_id === clientItem.server_item_id);
    if (serverItem === undefined) continue;
    pairs.set(clientItem, serverItem);
    taken.add(serverItem);
  }
  for (const clientItem of client) {
    if (pairs.has(clientItem)) continue;
    const serverItem = server.find((s) => !taken.has(s) && isSameCartItem(clientItem, s));
    if (serverItem === undefined) continue;
    pairs.set(clientItem, serverItem);
    taken.add(serverItem);
  }
  return { pairs, unmatchedServer: server.filter((s) => !taken.has(s)) };
}

/**
 * What it takes to bring the client and server carts together (SPEC §4). Only reports: a dry run shows the
 * result, a real sync carries the actions out. Actions follow the client's line order, then the server's
 * lines the client does not have.
 */
export function diffCart<C extends CartItemIdentity & { qty: number }, S extends ServerCartItem>(
  client: readonly C[],
  server: readonly S[],
  options: CartDiffOptions,
): CartDiff<C, S> {
  const { pairs, unmatchedServer } = pairItems(client, server);
  const clientWinsQuantity = options.forceClientState || !options.serverWinsQuantity;
  const actions: CartDiffAction<C, S>[] = [];

  for (const clientItem of client) {
    const serverItem = pairs.get(clientItem);
    if (serverItem === undefined) {
      // A line the client got from the server and the server no longer has was removed there (ordered,
      // deleted on another device); a line the server never saw is new and goes up.
      const droppedByServer = clientItem.server_item_id != null && !options.forceClientState;
      actions.push(
        droppedByServer
          ? { type: 'remove-from-client', status: 'no-item', clientItem }
          : { type: 'push-to-server', status: 'no-item', clientItem },
      );
      continue;
    }
    if (clientItem.server_item_id !== serverItem.item_id) {
      actions.push({ type: 'link-server-item', status: 'update-required', clientItem, serverItem });
    }
    if (clientItem.qty !== serverItem.qty) {
      actions.push(
        clientWinsQuantity
          ? { type: 'set-server-qty', status: 'wrong-qty', clientItem, serverItem, qty: clientItem.qty }
          : { type: 'set-client-qty', status: 'wrong-qty', clientItem, serverItem, qty: serverItem.qty },
      );
    }
  }

  for (const serverItem of unmatchedServer) {
    actions.push(
      options.forceClientState
        ? { type: 'remove-from-server', status: 'no-item', serverItem }
        : { type: 'add-to-client', status: 'no-item', serverItem },
    );
  }

  return { status: actions[0]?.status ?? 'no-changes', actions };
}
