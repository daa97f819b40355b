import { describe, expect, it } from 'vitest';
import { tableOf, type LoggedStatement } from './support/statement-log.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 32: every cart change answers the cart's totals, which price every line. Each line's product was read on its
 * own (four statements a line), so an add to cart on a long cart sent over a hundred statements; on PostgreSQL each
 * waits for a pooled connection. The products of a cart are now read together.
 */
const statements: string[] = [];
const statementLog: LoggedStatement[] = [];
const api = useTestApi({ statements, statementLog });

interface Listed {
  sku: string;
  type_id: string;
  stock: { is_in_stock: boolean; qty: number };
  custom_options?: unknown[];
}

async function simpleSkus(count: number): Promise<string[]> {
  const { body } = await api.get<{ items: Listed[] }>('/api/catalog/products?size=200');
  const skus = body.result.items
    .filter((p) => p.type_id === 'simple' && p.stock.is_in_stock && p.stock.qty >= 5)
    .map((p) => p.sku);
  expect(skus.length).toBeGreaterThanOrEqual(count);
  return skus.slice(0, count);
}

/** The statements one cart/update sends (of `changed`, by default the first line's sku), after the cart has its lines. */
async function statementsOfAnUpdate(
  lines: readonly string[],
  changed: string = lines[0]!,
): Promise<LoggedStatement[]> {
  const { body } = await api.post<string>('/api/cart/create', {});
  const cartId = body.result;
  for (const sku of lines)
    expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(
      200,
    );
  statements.length = 0;
  statementLog.length = 0;
  const answer = await api.post<unknown>(`/api/cart/update?cartId=${cartId}`, {
    cartItem: { sku: changed, qty: 2 },
  });
  expect(answer.status).toBe(200);
  expect(statementLog.map((s) => s.kind)).toEqual(statements);
  // The mail and webhook workers poll their tables meanwhile: not the change's statements.
  return statementLog.filter((s) => !/"(mail_outbox|webhook_deliveries)"/.test(s.sql));
}

/** How many of these statements read each of the tables a cart line's product is made of. */
function productReads(sent: readonly LoggedStatement[]): Record<string, number> {
  const tables = ['products', 'stock_items', 'tier_prices', 'custom_options'];
  return Object.fromEntries(tables.map((table) => [table, sent.filter((s) => tableOf(s) === table).length]));
}

describe('a cart change on a long cart', () => {
  it('reads the products of all its lines in as many statements as for one line', async () => {
    const skus = await simpleSkus(12);
    const one = (await statementsOfAnUpdate(skus.slice(0, 1))).length;
    const twelve = (await statementsOfAnUpdate(skus)).length;
    // The cart's lines are read before the change, and their products with the changed line's: one read of
    // products, stock, prices and options however many lines (4 statements a line before; then 4 more for the
    // other lines, read after the change).
    expect(twelve, `1 line: ${one} statements, 12 lines: ${twelve}`).toBe(one);
  });

  /** A product's four tables, each read in one statement. */
  const EACH_PRODUCT_TABLE_ONCE = { products: 1, stock_items: 1, tier_prices: 1, custom_options: 1 };

  it('reads the products of a new line and of the lines the cart had in one go', async () => {
    const [had, added] = await simpleSkus(2);
    const sent = await statementsOfAnUpdate([had!], added);
    // The answer prices the line it had too (decision 0063): its product is read with the added line's, before the
    // change is written, not after it on its own.
    expect(productReads(sent), sent.map((s) => s.sql).join('\n')).toEqual(EACH_PRODUCT_TABLE_ONCE);
  });

  it('reads the products of the lines once when a line is changed by its item id', async () => {
    const skus = await simpleSkus(3);
    const { body } = await api.post<string>('/api/cart/create', {});
    const cartId = body.result;
    let itemId = 0;
    for (const sku of skus)
      itemId = (
        await api.post<{ item_id: number }>(`/api/cart/update?cartId=${cartId}`, {
          cartItem: { sku, qty: 1 },
        })
      ).body.result.item_id;
    statementLog.length = 0;
    const answer = await api.post<{ item_id: number; qty: number }>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: skus.at(-1), item_id: itemId, qty: 3 },
    });
    expect(answer.body.result).toMatchObject({ item_id: itemId, qty: 3 });
    const sent = [...statementLog];
    expect(productReads(sent), sent.map((s) => s.sql).join('\n')).toEqual(EACH_PRODUCT_TABLE_ONCE);
  });

  it("reads the cart with its lines, then all its products' tables, each in one go (decision 0072)", async () => {
    const sent = await statementsOfAnUpdate(await simpleSkus(3));
    const listing = sent.map((s) => `${s.round}: ${s.sql}`).join('\n');
    const roundsOf = (pick: (s: LoggedStatement) => boolean) => [
      ...new Set(sent.filter(pick).map((s) => s.round)),
    ];
    const reads = (tables: string[]) => (s: LoggedStatement) =>
      /^select\b/i.test(s.sql) && tables.includes(tableOf(s)!);
    const cart = roundsOf(reads(['carts', 'cart_items']));
    const products = roundsOf(reads(['products', 'stock_items', 'tier_prices', 'custom_options']));
    const written = roundsOf((s) => /^insert\b/i.test(s.sql) && tableOf(s) === 'cart_items');
    // One wait for the cart, one for its products, one for the line: three in a row (each is one on PostgreSQL).
    expect([cart, products, written], listing).toEqual([[cart[0]], [cart[0]! + 1], [cart[0]! + 2]]);
  });

  it('reads the products once: the shipping rules judge the packages of the rows the lines were priced from', async () => {
    const sent = await statementsOfAnUpdate(await simpleSkus(1));
    const productReads = sent.filter((s) => tableOf(s) === 'products');
    expect(productReads, sent.map((s) => s.sql).join('\n')).toHaveLength(1);
  });
});
