import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createProductOptionWriter } from '../../modules/catalog/product-option-writer.ts';
import { createProductWriter, type AttributeValueRow } from '../../modules/catalog/product-writer.ts';
import { createProductMediaStore } from '../../modules/media/product-media.ts';
import { createTierPriceWriter } from '../../modules/pricing/tier-price-writer.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import { createStockWriter, type StockFields } from '../../modules/stock/stock-writer.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { changeProductPrice } from '../pricing/change-product-price.ts';
import { attributeKey, tierKey, type ProductColumns, type UnitPlan } from './plan-unit.ts';
import type { ProductPlan } from './plan-product.ts';
import { writeBundle, writeCustomOptions } from './write-options.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const attributeSet = (rows: readonly AttributeValueRow[]) => rows.map(attributeKey).sort();

function changedColumns(stored: ProductColumns, wanted: ProductColumns): Partial<ProductColumns> {
  const changed: Partial<ProductColumns> = {};
  for (const key of Object.keys(wanted) as (keyof ProductColumns)[]) {
    const before = stored[key];
    const after = wanted[key];
    const equal = typeof after === 'number' && before !== null ? Number(before) === after : before === after;
    if (!equal) Object.assign(changed, { [key]: after });
  }
  return changed;
}

/**
 * Writes one product row and what hangs off it alone, each part only when it differs from what is stored: the
 * columns, categories, attribute values, pictures, tier prices, stock, and the prices through changeProductPrice
 * (which records the Omnibus history). Returns the row's id and whether anything changed.
 */
export async function writeUnit(
  trx: Transaction<Database>,
  catalog: CatalogContext,
  plan: UnitPlan,
  now: string,
): Promise<{ id: number; changed: boolean }> {
  const products = createProductWriter(trx);
  const stored = plan.existing;
  let changed = false;
  let id: number;
  if (!stored) {
    // Created at no price: the price is then set like every price change, so the history starts with it.
    id = await products.insert({
      ...plan.columns,
      price: 0,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      sales_count: 0,
      created_at: now,
      updated_at: now,
    });
    changed = true;
  } else {
    id = stored.row.id;
    const columns = changedColumns(stored.row, plan.columns);
    if (Object.keys(columns).length > 0) {
      await products.update(id, columns);
      changed = true;
    }
  }
  if (!same(stored?.categoryIds ?? [], plan.categoryIds)) {
    await products.setCategories(id, plan.categoryIds);
    changed = true;
  }
  if (!same(attributeSet(stored?.attributes ?? []), attributeSet(plan.attributes))) {
    await products.setAttributes(id, plan.attributes);
    changed = true;
  }
  const media = (stored?.media ?? []).map((m) => [m.file, m.label, m.disabled === 1]);
  if (
    !same(
      media,
      plan.images.map((i) => [i.file, i.label, i.disabled]),
    )
  ) {
    await createProductMediaStore(trx).set(id, plan.images);
    changed = true;
  }
  const tiersChanged = tierKey(stored?.tiers ?? []) !== tierKey(plan.tiers);
  if (tiersChanged) {
    await createTierPriceWriter(trx).setTierPrices(id, plan.tiers);
    changed = true;
  }
  const row = stored?.row;
  const pricesChanged =
    !row ||
    row.price !== plan.prices.price ||
    row.special_price !== plan.prices.special_price ||
    row.price_eur !== plan.prices.price_eur ||
    row.special_price_eur !== plan.prices.special_price_eur ||
    row.special_from_date !== plan.prices.special_from_date ||
    row.special_to_date !== plan.prices.special_to_date;
  // Tier prices can lower what a guest pays for one piece, which the history records too.
  if (pricesChanged || tiersChanged) {
    await changeProductPrice(
      catalog,
      id,
      {
        price: plan.prices.price,
        specialPrice: plan.prices.special_price,
        priceEur: plan.prices.price_eur,
        specialPriceEur: plan.prices.special_price_eur,
        specialFromDate: plan.prices.special_from_date,
        specialToDate: plan.prices.special_to_date,
      },
      { trx },
    );
    changed ||= pricesChanged;
  }
  if (plan.stock && !sameStock(stored?.stock, plan.stock)) {
    await createStockWriter(trx).put(id, plan.stock);
    changed = true;
  }
  return { id, changed };
}

function sameStock(stored: StockRow | undefined, wanted: StockFields): boolean {
  return (
    stored !== undefined &&
    (Object.keys(wanted) as (keyof StockFields)[]).every((key) => Number(stored[key]) === Number(wanted[key]))
  );
}

/**
 * Writes a configurable product's axes and variant list, its links, bundle options and custom options where they
 * differ from what is stored. The variants' own rows are written before (writeUnit), so their ids are known.
 */
export async function writeComposition(
  trx: Transaction<Database>,
  productId: number,
  plan: ProductPlan,
  variantIds: readonly number[],
): Promise<boolean> {
  const products = createProductWriter(trx);
  const stored = plan.existing;
  let changed = false;
  const axes = (stored?.axes ?? []).map((a) => ({
    attribute_id: a.attribute_id,
    label: a.label,
    position: a.position,
  }));
  if (!same(axes, plan.axes)) {
    await products.setConfigurableAxes(productId, plan.axes);
    changed = true;
  }
  if (!same(stored?.variants.map((v) => v.row.id) ?? [], variantIds)) {
    await products.setVariants(productId, variantIds);
    changed = true;
  }
  const links = (stored?.links ?? []).map((l) => ({
    link_type: l.link_type,
    linked_product_id: l.linked_product_id,
    qty: Number(l.qty),
    position: l.position,
  }));
  if (!same(links, plan.links)) {
    await products.setLinks(productId, plan.links);
    changed = true;
  }
  const options = createProductOptionWriter(trx);
  if (await writeBundle(options, productId, plan)) changed = true;
  if (await writeCustomOptions(options, productId, plan)) changed = true;
  return changed;
}
