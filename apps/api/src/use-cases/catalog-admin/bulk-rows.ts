import { InputError } from '../../errors.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import type { Db } from '../../db/database.ts';

/** How many refused rows one 400 names; the count says how many there were in all. */
const NAMED_AT_MOST = 50;
const SKU_BATCH = 1000;

/**
 * What is wrong with the rows of a bulk call (decision 0051), each named by its index and sku, so that a client can
 * fix them all at once; a call with any is refused as a whole.
 */
export class RowProblems {
  readonly #problems: string[] = [];
  readonly #rows = new Set<number>();

  add(index: number, sku: string, message: string): void {
    this.#rows.add(index);
    this.#problems.push(`items.${index} (sku ${JSON.stringify(sku)}): ${message}`);
  }

  throwIfAny(total: number): void {
    if (this.#problems.length === 0) return;
    const more = this.#problems.length - NAMED_AT_MOST;
    throw new InputError(
      `Invalid body: ${this.#rows.size} of ${total} rows refused, nothing was applied: ` +
        this.#problems.slice(0, NAMED_AT_MOST).join('; ') +
        (more > 0 ? `; … and ${more} more` : ''),
    );
  }
}

/** The product id of each sku of the rows; an unknown or repeated sku is a problem of its row. */
export async function resolveSkus(
  db: Db,
  items: readonly { sku: string }[],
  problems: RowProblems,
): Promise<Map<string, number>> {
  const skus = [...new Set(items.map((item) => item.sku))];
  const ids = new Map<string, number>();
  const products = createAdminProductRepository(db);
  for (let i = 0; i < skus.length; i += SKU_BATCH)
    for (const row of await products.findBySkus(skus.slice(i, i + SKU_BATCH))) ids.set(row.sku, row.id);
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const first = seen.get(item.sku);
    if (first !== undefined) problems.add(index, item.sku, `repeats the sku of items.${first}`);
    else seen.set(item.sku, index);
    if (!ids.has(item.sku)) problems.add(index, item.sku, 'no product has this sku');
  });
  return ids;
}

/** A short list of skus for an audit summary. */
export function skuSample(skus: readonly string[]): string {
  return skus.length <= 5 ? skus.join(', ') : `${skus.slice(0, 5).join(', ')} … (${skus.length} in all)`;
}
