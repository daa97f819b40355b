import { describe, expect, it } from 'vitest';
import { type CartDiffOptions, type ServerCartItem, diffCart } from './cart-diff.ts';
import type { CartItemIdentity } from './cart-item-match.ts';

type Client = CartItemIdentity & { qty: number };

const merge: CartDiffOptions = { forceClientState: false, serverWinsQuantity: false };
const forced: CartDiffOptions = { forceClientState: true, serverWinsQuantity: false };
const serverWins: CartDiffOptions = { forceClientState: false, serverWinsQuantity: true };

/** Carries the actions out the way a sync would, to check that one round settles both carts. */
function sync(client: Client[], server: ServerCartItem[], options: CartDiffOptions) {
  let nextId = 100;
  for (const action of diffCart(client, server, options).actions) {
    switch (action.type) {
      case 'add-to-client':
        client.push({ ...action.serverItem, server_item_id: action.serverItem.item_id });
        break;
      case 'remove-from-server':
        server.splice(server.indexOf(action.serverItem), 1);
        break;
      case 'push-to-server':
        server.push({ ...action.clientItem, item_id: nextId });
        action.clientItem.server_item_id = nextId++;
        break;
      case 'remove-from-client':
        client.splice(client.indexOf(action.clientItem), 1);
        break;
      case 'set-client-qty':
        action.clientItem.qty = action.qty;
        break;
      case 'set-server-qty':
        action.serverItem.qty = action.qty;
        break;
      case 'link-server-item':
        action.clientItem.server_item_id = action.serverItem.item_id;
    }
  }
}

const totalQty = (items: readonly { sku: string; qty: number }[]) =>
  Object.fromEntries(
    ['A', 'B', 'C'].map((sku) => [sku, items.filter((i) => i.sku === sku).reduce((s, i) => s + i.qty, 0)]),
  );

describe('a sync round', () => {
  it.each([merge, forced, serverWins])('settles both carts without doubling quantities (%j)', (options) => {
    const client: Client[] = [
      { sku: 'A', qty: 2 },
      { sku: 'B', qty: 1, server_item_id: 9 },
      { sku: 'C', qty: 5 },
    ];
    const server: ServerCartItem[] = [
      { sku: 'A', qty: 2, item_id: 1 },
      { sku: 'B', qty: 3, item_id: 2 },
    ];
    sync(client, server, options);
    expect(diffCart(client, server, options)).toEqual({ status: 'no-changes', actions: [] });
    sync(client, server, options);
    expect(totalQty(client)).toEqual(totalQty(server));
    expect(totalQty(client).A).toBe(2);
    expect(totalQty(client).C).toBe(5);
  });
});
