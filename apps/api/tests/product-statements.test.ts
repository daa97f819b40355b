import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import type { LoggedStatement } from './support/statement-log.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 32: a product answer (`GET /api/catalog/products/:sku`) is made of its list item and the page's own parts.
 * The list item reads the product's tier prices, and a configurable product's variants with their stock and prices;
 * the page answers them from those reads instead of reading them again.
 */
const log: LoggedStatement[] = [];
const api = useTestApi({ statementLog: log });

async function listed(type: string): Promise<ProductSummary> {
  const { body } = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?size=999');
  const found = body.result.items.find((p) => p.type_id === type);
  expect(found, `a listed ${type} product`).toBeDefined();
  return found!;
}

/** The product's answer and how many of its statements read each table. */
async function answered(sku: string): Promise<{ product: ProductDto; reads: Map<string, number> }> {
  log.length = 0;
  const { status, body } = await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(sku)}`);
  expect(status).toBe(200);
  const reads = new Map<string, number>();
  for (const { sql } of log)
    for (const [, table] of sql.matchAll(/\b(?:from|join) "(\w+)"/g))
      reads.set(table!, (reads.get(table!) ?? 0) + 1);
  return { product: body.result, reads };
}

describe('a product answer', () => {
  it('reads its tier prices once', async () => {
    const simple = await listed('simple');
    const { reads } = await answered(simple.sku);
    expect(reads.get('tier_prices'), JSON.stringify([...reads])).toBe(1);
  });

  it("reads a configurable product's variants, their stock and prices once", async () => {
    const configurable = await listed('configurable');
    const { product, reads } = await answered(configurable.sku);
    expect(product.configurable_children?.length).toBeGreaterThan(0);
    expect(
      {
        variants: reads.get('product_relations'),
        stock: reads.get('stock_items'),
        prices: reads.get('tier_prices'),
      },
      JSON.stringify([...reads]),
    ).toEqual({ variants: 1, stock: 1, prices: 1 });
  });
});
