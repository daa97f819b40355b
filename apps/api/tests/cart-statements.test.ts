import { describe, expect, it } from 'vitest';
import type { LoggedStatement } from './support/statement-log.ts';
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

/** The statements one cart/update sends, after the cart has its lines. */
async function statementsOfAnUpdate(lines: readonly string[]): Promise<LoggedStatement[]> {
  const { body } = await api.post<string>('/api/cart/create', {});
  const cartId = body.result;
  for (const sku of lines)
    expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(
      200,
    );
  statements.length = 0;
  statementLog.length = 0;
  const answer = await api.post<unknown>(`/api/cart/update?cartId=${cartId}`, {
    cartItem: { sku: lines[0], qty: 2 },
  });
  expect(answer.status).toBe(200);
  expect(statementLog.map((s) => s.kind)).toEqual(statements);
  return [...statementLog];
}

describe('a cart change on a long cart', () => {
  it('reads the products of all its lines in as many statements as for one line', async () => {
    const skus = await simpleSkus(12);
    const one = (await statementsOfAnUpdate(skus.slice(0, 1))).length;
    const twelve = (await statementsOfAnUpdate(skus)).length;
    // The changed line's product is read first, the other lines' products together after it: one more read of
    // products, stock, prices and options, never a few statements per line (4 a line before).
    expect(twelve, `1 line: ${one} statements, 12 lines: ${twelve}`).toBeLessThanOrEqual(one + 4);
  });

  it('reads the products once: the shipping rules judge the packages of the rows the lines were priced from', async () => {
    const sent = await statementsOfAnUpdate(await simpleSkus(1));
    const productReads = sent.filter((s) => /\bfrom "products"/i.test(s.sql));
    expect(productReads, sent.map((s) => s.sql).join('\n')).toHaveLength(1);
  });
});
