import type { AdminProductDto } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { loadAttributeCodes } from './catalogue-facts.ts';
import { presentAdminProduct } from './present-admin-product.ts';
import { loadStoredProduct } from './stored-product.ts';

/** A product in the editable shape; a variant is edited with its configurable product and named as such (404). */
export async function getAdminProduct(context: CatalogAdminContext, id: number): Promise<AdminProductDto> {
  const [product, parent, codes] = await Promise.all([
    loadStoredProduct(context.db, id),
    createAdminProductRepository(context.db).parentOf(id),
    loadAttributeCodes(context.db),
  ]);
  if (!product) throw new NotFoundError(`No product ${id}`);
  if (parent)
    throw new NotFoundError(
      `Product ${id} is a variant of ${parent.sku}: it is edited with product ${parent.id}`,
    );
  return presentAdminProduct(product, codes);
}
