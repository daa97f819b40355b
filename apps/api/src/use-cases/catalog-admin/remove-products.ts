import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createProductWriter } from '../../modules/catalog/product-writer.ts';
import { createProductMediaStore } from '../../modules/media/product-media.ts';
import { findOrderedProducts } from '../../modules/order/ordered-products.ts';
import { createTierPriceWriter } from '../../modules/pricing/tier-price-writer.ts';
import { createStockWriter } from '../../modules/stock/stock-writer.ts';

/**
 * Removes products from the catalogue with every part the modules keep of them (gallery, stock, tier prices, price
 * history, catalogue rows; reviews go with the row). Products that orders name are kept instead: disabled (status 2)
 * and, being unlinked by the caller, out of every list — orders keep their own lines either way (decision 0021).
 * Returns the skus that were kept.
 */
export async function removeProducts(
  trx: Transaction<Database>,
  products: readonly { id: number; sku: string }[],
  now: string,
): Promise<string[]> {
  const ordered = await findOrderedProducts(trx, products);
  const kept = products.filter((p) => ordered.some((o) => o.product_id === p.id || o.sku === p.sku));
  const gone = products.filter((p) => !kept.includes(p)).map((p) => p.id);
  const writer = createProductWriter(trx);
  for (const product of kept) await writer.update(product.id, { status: 2, updated_at: now });
  await createProductMediaStore(trx).delete(gone);
  await createStockWriter(trx).delete(gone);
  await createTierPriceWriter(trx).deleteProducts(gone);
  await writer.delete(gone);
  return kept.map((p) => p.sku);
}
