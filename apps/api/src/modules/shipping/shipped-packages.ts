import type { ShippedPackage } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';

/**
 * The packages the pieces of a cart or order ship as (decision 0049): a product's weight and package dimensions, one
 * per product however many pieces there are — a carrier's limits are per package, and every piece of a product is
 * the same package.
 */
export async function shippedPackages(
  db: Db,
  productIds: readonly number[],
  /** Product names in the store view's language (decision 0058), for a refusal's reason; else the Swedish name. */
  names?: ReadonlyMap<number, string>,
): Promise<ShippedPackage[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'weight', 'package_length_cm', 'package_width_cm', 'package_height_cm'])
    .where('id', 'in', ids)
    .execute();
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the cart's order: a refused method names the first line it cannot take.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        name: names?.get(id) ?? row.name,
        weightKg: number(row.weight),
        lengthCm: number(row.package_length_cm),
        widthCm: number(row.package_width_cm),
        heightCm: number(row.package_height_cm),
      },
    ];
  });
}
