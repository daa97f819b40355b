import type { PriceHistoryEntry } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { createProductRepository } from '../../modules/catalog/product-repository.ts';
import { createPricingRepository } from '../../modules/pricing/pricing-repository.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { presentPriceHistory } from './present-admin-lists.ts';

/** A product's recorded prices, oldest first (the Omnibus history of decision 0010). */
export async function listPriceHistory(
  context: CatalogAdminContext,
  productId: number,
): Promise<PriceHistoryEntry[]> {
  const [product] = await createProductRepository(context.db).findByIds([productId]);
  if (!product) throw new NotFoundError(`No product ${productId}`);
  const history = await createPricingRepository(context.db).history([productId]);
  return presentPriceHistory(history.get(productId) ?? []);
}
