import { describe, expect, it } from 'vitest';
import { type CartDiffAction, type CartDiffOptions, type ServerCartItem, diffCart } from './cart-diff.ts';
import type { CartItemIdentity } from './cart-item-match.ts';
import type { ProductOption } from './product-option.ts';

type Client = CartItemIdentity & { qty: number };

const text = (value: string): ProductOption => ({
  extension_attributes: { custom_options: [{ option_id: 7, option_value: value }] },
});
const merge: CartDiffOptions = { forceClientState: false, serverWinsQuantity: false };
const forced: CartDiffOptions = { forceClientState: true, serverWinsQuantity: false };
const serverWins: CartDiffOptions = { forceClientState: false, serverWinsQuantity: true };

/** Action type with the skus it concerns, so tables read as a list of what happens. */
const summary = (actions: CartDiffAction<Client, ServerCartItem>[]) =>
  actions.map((a) => {
    const sku = 'clientItem' in a ? a.clientItem.sku : a.serverItem.sku;
    return 'qty' in a ? `${a.type} ${sku} ${a.qty}` : `${a.type} ${sku}`;
  });

describe('diffCart', () => {
  it.each<[string, Client[], ServerCartItem[], CartDiffOptions, string[]]>([
    ['two empty carts', [], [], merge, []],
    [
      'the same lines, linked by id',
      [
        { sku: 'A', qty: 2, server_item_id: 1 },
        { sku: 'B', qty: 1, server_item_id: 2 },
      ],
      [
        { sku: 'A', qty: 2, item_id: 1 },
        { sku: 'B', qty: 1, item_id: 2 },
      ],
      forced,
      [],
    ],
    [
      'the same lines in another order',
      [
        { sku: 'B', qty: 1, server_item_id: 2 },
        { sku: 'A', qty: 2, server_item_id: 1 },
      ],
      [
        { sku: 'A', qty: 2, item_id: 1 },
        { sku: 'B', qty: 1, item_id: 2 },
      ],
      merge,
      [],
    ],
    // The quantity-doubling cases: a line on both sides must be linked, never added or pushed again.
    [
      'client lines the server already has, ids not yet known (merge)',
      [
        { sku: 'A', qty: 2 },
        { sku: 'B', qty: 1 },
      ],
      [
        { sku: 'A', qty: 2, item_id: 1 },
        { sku: 'B', qty: 1, item_id: 2 },
      ],
      merge,
      ['link-server-item A', 'link-server-item B'],
    ],
    [
      'client lines the server already has, ids not yet known (client forced)',
      [{ sku: 'A', qty: 2 }],
      [{ sku: 'A', qty: 2, item_id: 1 }],
      forced,
      ['link-server-item A'],
    ],
    [
      'a server cart re-created with new item ids',
      [{ sku: 'A', qty: 2, server_item_id: 1 }],
      [{ sku: 'A', qty: 2, item_id: 41 }],
      merge,
      ['link-server-item A'],
    ],
    [
      'the client knows the server id as item_id only',
      [{ sku: 'A', qty: 2, item_id: 1 }],
      [{ sku: 'A', qty: 2, item_id: 1 }],
      merge,
      ['link-server-item A'],
    ],
    // Lines on one side only
    [
      'a server line the client lacks (merge)',
      [],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      merge,
      ['add-to-client A'],
    ],
    [
      'a server line the client lacks (forced)',
      [],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      forced,
      ['remove-from-server A'],
    ],
    ['a new client line', [{ sku: 'A', qty: 1 }], [], merge, ['push-to-server A']],
    ['a new client line (forced)', [{ sku: 'A', qty: 1 }], [], forced, ['push-to-server A']],
    [
      'a line the server dropped',
      [{ sku: 'A', qty: 1, server_item_id: 3 }],
      [],
      merge,
      ['remove-from-client A'],
    ],
    [
      'a line the server dropped (forced)',
      [{ sku: 'A', qty: 1, server_item_id: 3 }],
      [],
      forced,
      ['push-to-server A'],
    ],
    // Quantities
    [
      'another qty, client wins',
      [{ sku: 'A', qty: 3, server_item_id: 1 }],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      merge,
      ['set-server-qty A 3'],
    ],
    [
      'another qty, server wins',
      [{ sku: 'A', qty: 3, server_item_id: 1 }],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      serverWins,
      ['set-client-qty A 1'],
    ],
    [
      'another qty, server wins but client state is forced',
      [{ sku: 'A', qty: 3, server_item_id: 1 }],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      { forceClientState: true, serverWinsQuantity: true },
      ['set-server-qty A 3'],
    ],
    [
      'unlinked and another qty',
      [{ sku: 'A', qty: 3 }],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      merge,
      ['link-server-item A', 'set-server-qty A 3'],
    ],
    // Pairing is one to one
    [
      'two client lines for one server line',
      [
        { sku: 'A', qty: 1 },
        { sku: 'A', qty: 1 },
      ],
      [{ sku: 'A', qty: 1, item_id: 1 }],
      merge,
      ['link-server-item A', 'push-to-server A'],
    ],
    [
      'lines of one sku told apart by custom options',
      [
        { sku: 'T', qty: 1, product_option: text('Olle') },
        { sku: 'T', qty: 2, product_option: text('Anna') },
      ],
      [
        { sku: 'T', qty: 2, item_id: 1, product_option: text('Anna') },
        { sku: 'T', qty: 1, item_id: 2, product_option: text('Lisa') },
      ],
      merge,
      ['push-to-server T', 'link-server-item T', 'add-to-client T'],
    ],
    [
      'an id match is not stolen by an earlier look-alike',
      [
        { sku: 'A', qty: 1 },
        { sku: 'A', qty: 4, server_item_id: 1 },
      ],
      [{ sku: 'A', qty: 4, item_id: 1 }],
      merge,
      ['push-to-server A'],
    ],
  ])('%s', (_, client, server, options, expected) => {
    expect(summary(diffCart(client, server, options).actions)).toEqual(expected);
  });

  it('reports no-changes only when there is nothing to do, else the first action’s status', () => {
    expect(
      diffCart([{ sku: 'A', qty: 1, server_item_id: 1 }], [{ sku: 'A', qty: 1, item_id: 1 }], merge).status,
    ).toBe('no-changes');
    expect(diffCart([{ sku: 'A', qty: 2 }], [{ sku: 'A', qty: 1, item_id: 1 }], merge).status).toBe(
      'update-required',
    );
    expect(
      diffCart([{ sku: 'A', qty: 2, server_item_id: 1 }], [{ sku: 'A', qty: 1, item_id: 1 }], merge).status,
    ).toBe('wrong-qty');
    expect(diffCart([], [{ sku: 'A', qty: 1, item_id: 1 }], merge).status).toBe('no-item');
  });

  it('hands back the caller’s own objects so it can act on them', () => {
    const client = [{ sku: 'A', qty: 2, name: 'Matta' }];
    const server = [{ sku: 'A', qty: 1, item_id: 1, quote_id: 'q1' }];
    const [link, qty] = diffCart(client, server, merge).actions;
    expect(link).toEqual({
      type: 'link-server-item',
      status: 'update-required',
      clientItem: client[0],
      serverItem: server[0],
    });
    expect(qty?.type === 'set-server-qty' && qty.serverItem.quote_id).toBe('q1');
  });
});
