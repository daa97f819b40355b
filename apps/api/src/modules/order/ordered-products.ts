import type { Db } from '../../db/database.ts';

/**
 * Which of these products orders name (by id or sku). Orders keep their own lines, but the back office keeps an
 * ordered product rather than delete it (decision 0021).
 */
export async function findOrderedProducts(
  db: Db,
  products: readonly { id: number; sku: string }[],
): Promise<{ product_id: number; sku: string; lines: number }[]> {
  if (products.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id', 'sku', (eb) => eb.fn.countAll<number>().as('lines')])
    .where((eb) =>
      eb.or([
        eb(
          'product_id',
          'in',
          products.map((p) => p.id),
        ),
        eb(
          'sku',
          'in',
          products.map((p) => p.sku),
        ),
      ]),
    )
    .groupBy(['product_id', 'sku'])
    .execute();
  return rows.map((r) => ({ ...r, lines: Number(r.lines) }));
}
