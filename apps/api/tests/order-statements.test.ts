import type { OrderResult, PaymentSessionDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { sandboxAction } from './support/payment-fixtures.ts';
import { tableOf, type LoggedStatement } from './support/statement-log.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 32 (decision 0039, addendum): on PostgreSQL an order's transaction holds its pooled connection for every
 * statement in it, one round trip each, while the event loop of a busy node answers them late. The transaction now
 * writes only: the stock of all lines is taken in one statement, and what it read (the confirmation's texts, the
 * webhook subscriptions, the order's payment status) is read before it begins or known already. What needs only the
 * order's row is sent together (decision 0073). Its statements and rounds are counted here, the same on both
 * databases, whatever the number of lines (BEGIN and COMMIT come on top).
 */
const log: LoggedStatement[] = [];
const api = useTestApi({ statementLog: log });
const shop = checkoutFixtures(api);

async function parcels(count: number): Promise<string[]> {
  const skus: string[] = [];
  while (skus.length < count) skus.push((await shop.parcel(...skus)).sku);
  return skus;
}

/** The statements of one order from a cart with one of each sku, by invoice or by a card paid at the sandbox. */
async function placeFromCart(
  skus: readonly string[],
  method: 'invoice' | 'card',
): Promise<LoggedStatement[]> {
  const cartId = await shop.createCart();
  for (const sku of skus) await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
  const base = orderRequest(
    skus.map((sku) => ({ sku, qty: 1 })),
    { cart_id: cartId },
  );
  const addressInformation = { ...base.addressInformation, payment_method_code: method };
  let additional = {};
  if (method === 'card') {
    await api.post(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation });
    const session = (
      await api.post<PaymentSessionDto>(`/api/ext/payment/sessions?cartId=${cartId}&method=card`, {})
    ).body.result;
    await sandboxAction(api, session, 'pay', { card_number: '4242 4242 4242 4242' });
    additional = { payment_method_additional: { payment_session_id: session.session_id } };
  }
  log.length = 0;
  const placed = await api.post<OrderResult>('/api/order', {
    ...base,
    addressInformation: { ...addressInformation, ...additional },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return [...log];
}

/** A statement named by what it does to which table (e.g. `update stock_items`). */
function named(s: LoggedStatement): string {
  const [, verb, table] = /^(insert into|update|delete from|select)\b.*?"(\w+)"/.exec(s.sql) ?? [];
  if (verb === 'select') return `select ${/ from "(\w+)"/.exec(s.sql)?.[1] ?? s.sql}`;
  return verb ? `${verb} ${table}` : s.sql;
}

/**
 * The statements the order's transaction (the one that inserted the order) sent, named, per round: those of a
 * round were sent before any of them was answered (one wait on PostgreSQL, decision 0073), and are sorted by name.
 * The outbox and webhook workers' statements meanwhile are not the order's.
 */
function inTransaction(statements: readonly LoggedStatement[]): string[][] {
  const order = statements.find((s) => s.sql.startsWith('insert into "orders"'))?.transaction;
  expect(order).toBeDefined();
  const rounds = new Map<number, string[]>();
  for (const s of statements.filter((s) => s.transaction === order))
    rounds.set(s.round, [...(rounds.get(s.round) ?? []), named(s)]);
  return [...rounds.values()].map((names) => names.sort());
}

/** What every order writes once it has its row, sent together. */
const written = [
  'insert into mail_outbox',
  'insert into order_events',
  'insert into order_items',
  'insert into order_reservations',
  'update stock_items',
];

describe("an order's transaction", () => {
  it('writes an invoice order of 1 or 10 lines in 7 statements and 3 rounds, the stock of all lines in one', async () => {
    const skus = await parcels(10);
    for (const lines of [skus.slice(0, 1), skus])
      expect(inTransaction(await placeFromCart(lines, 'invoice')), `${lines.length} line(s)`).toEqual([
        ['insert into orders'],
        written,
        // The cart is another order's row too: taken after the stock, as every order takes them.
        ['update carts'],
      ]);
  });

  it("is priced from one read of each of its products' tables, before it begins", async () => {
    const sent = await placeFromCart(await parcels(2), 'invoice');
    const begins = sent.findIndex((s) => s.transaction !== undefined);
    const before = sent.slice(0, begins).filter((s) => s.transaction === undefined);
    const tables = ['products', 'stock_items', 'tier_prices', 'custom_options'];
    // The lines' delivery times and packages come with the rows they were priced from.
    expect(
      Object.fromEntries(tables.map((table) => [table, before.filter((s) => tableOf(s) === table).length])),
      before.map((s) => s.sql).join('\n'),
    ).toEqual({ products: 1, stock_items: 1, tier_prices: 1, custom_options: 1 });
  });

  it('claims the card payment with one statement and one round more', async () => {
    const skus = await parcels(10);
    for (const lines of [skus.slice(0, 1), skus])
      expect(inTransaction(await placeFromCart(lines, 'card')), `${lines.length} line(s)`).toEqual([
        ['insert into orders'],
        written,
        ['update payment_sessions'],
        ['update carts'],
      ]);
  });
});
