import type { Db } from '../../db/database.ts';

/** What a change to some products touches, as caches name it: their skus, their parents' and their categories. */
export interface TouchedByProducts {
  skus: string[];
  /** Id, url key and url path of every category the products are in. */
  categories: (string | number)[];
  /** Ids that name no product any more (deleted): what showed them is not known. */
  missing: number;
}

/** Reads what caches tagged with these products show: the products, their parent products and categories. */
export async function touchedByProducts(db: Db, productIds: readonly number[]): Promise<TouchedByProducts> {
  if (productIds.length === 0) return { skus: [], categories: [], missing: 0 };
  const ids = [...new Set(productIds)];
  const parents = await db
    .selectFrom('product_relations')
    .select('parent_id')
    .where('child_id', 'in', ids)
    .execute();
  const all = [...new Set([...ids, ...parents.map((row) => row.parent_id)])];
  const products = await db.selectFrom('products').select(['id', 'sku']).where('id', 'in', all).execute();
  const categories = await db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['categories.id', 'categories.url_key', 'categories.url_path'])
    .where('product_categories.product_id', 'in', all)
    .distinct()
    .execute();
  const found = new Set(products.map((row) => row.id));
  return {
    skus: products.map((row) => row.sku),
    categories: categories.flatMap((row) => [row.id, row.url_key, row.url_path]),
    missing: ids.filter((id) => !found.has(id)).length,
  };
}
