import { ROOT_CATEGORY_ID, slugify } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import type { ConfigurableAxisRow, ProductLinkValues } from '../../modules/catalog/product-writer.ts';
import { imageExists } from '../../modules/media/image-upload.ts';
import type { ObjectStore } from '../../modules/media/object-store.ts';
import type { CatalogueFacts } from './catalogue-facts.ts';
import { InputProblems } from './input-problems.ts';
import {
  planBundle,
  planCustomOptions,
  planLinks,
  type BundleOptionPlan,
  type CustomOptionPlan,
} from './plan-composites.ts';
import {
  planAttributes,
  planImages,
  planPrices,
  planStock,
  planTiers,
  type ProductColumns,
  type UnitPlan,
} from './plan-unit.ts';
import { checkDistinctVariants, matchVariants, planAxes, planVariant } from './plan-variants.ts';
import type { ProductSave } from './product-save.ts';
import type { StoredProduct, StoredUnit } from './stored-product.ts';

/** Everything a save writes, checked: the product's row and parts, its variants and composite parts. */
export interface ProductPlan extends UnitPlan {
  existing: StoredProduct | null;
  variants: UnitPlan[];
  /** Stored variants the input no longer lists. */
  removedVariants: StoredUnit[];
  axes: ConfigurableAxisRow[];
  links: ProductLinkValues[];
  bundle: { options: BundleOptionPlan[]; removed: number[] };
  customOptions: { options: CustomOptionPlan[]; removed: number[] };
}

/** What each type may and must have (SPEC §3: the six types). */
function checkTypeRules(input: ProductSave, problems: InputProblems): void {
  const type = input.type_id;
  if (type === 'configurable') {
    if (input.configurable_options.length === 0)
      problems.add('configurable_options', 'a configurable product varies by at least one attribute');
    if (input.variants.length === 0) problems.add('variants', 'a configurable product needs variants');
  } else {
    if (input.configurable_options.length > 0)
      problems.add('configurable_options', 'only a configurable product has them');
    if (input.variants.length > 0) problems.add('variants', 'only a configurable product has variants');
  }
  if (type === 'bundle' && input.bundle_options.length === 0)
    problems.add('bundle_options', 'a bundle needs at least one option');
  if (type !== 'bundle' && input.bundle_options.length > 0)
    problems.add('bundle_options', 'only a bundle has them');
  const associated = input.links.some((l) => l.link_type === 'associated');
  if (type === 'grouped' && !associated) problems.add('links', 'a grouped product needs associated items');
  if (type !== 'grouped' && associated)
    problems.add('links', "only a grouped product has 'associated' items");
}

function checkReferences(input: ProductSave, facts: CatalogueFacts, problems: InputProblems): void {
  input.category_ids.forEach((id, i) => {
    if (id <= ROOT_CATEGORY_ID || !facts.categoryById.has(id))
      problems.add(`category_ids.${i}`, `no category ${id}`);
  });
  if (input.brand_id !== null && !facts.brandIds.has(input.brand_id))
    problems.add('brand_id', `no brand ${input.brand_id}`);
  if (!facts.productTaxClassIds.has(input.tax_class_id))
    problems.add('tax_class_id', `no product tax class ${input.tax_class_id}`);
  const skus = [input.sku, ...input.variants.map((v) => v.sku)];
  skus.forEach((sku, i) => {
    if (skus.indexOf(sku) !== i)
      problems.add(i === 0 ? 'sku' : `variants.${i - 1}.sku`, `${sku} is given twice`);
  });
}

/** The product's url path: below its deepest category (url/map finds products by it). */
function urlPath(categoryIds: readonly number[], urlKey: string, facts: CatalogueFacts): string | null {
  const deepest = categoryIds
    .map((id) => facts.categoryById.get(id))
    .filter((c) => c !== undefined)
    .sort((a, b) => b.level - a.level || a.id - b.id)[0];
  return deepest ? `${deepest.url_path}/${urlKey}` : null;
}

/**
 * Checks a product save against the catalogue and turns it into rows: 400 naming every field that is wrong, 409
 * when an sku or url key belongs to another product. Reads through `db`, the save's transaction.
 */
export async function planProduct(
  db: Db,
  input: ProductSave,
  existing: StoredProduct | null,
  facts: CatalogueFacts,
  media: ObjectStore,
): Promise<ProductPlan> {
  const problems = new InputProblems();
  checkTypeRules(input, problems);
  checkReferences(input, facts, problems);
  const products = createAdminProductRepository(db);
  const referenced = [
    input.sku,
    ...input.variants.map((v) => v.sku),
    ...input.links.map((l) => l.sku),
    ...input.bundle_options.flatMap((o) => o.selections.map((s) => s.sku)),
  ];
  const bySku = new Map((await products.findBySkus([...new Set(referenced)])).map((p) => [p.sku, p]));
  const ownIds = new Set([existing?.row.id, ...(existing?.variants ?? []).map((v) => v.row.id)]);
  const foreign = new Map([...bySku].filter(([, p]) => !ownIds.has(p.id)));

  const urlKey = input.url_key ?? slugify(input.name);
  if (urlKey === '') problems.add('url_key', 'the name gives no url key: give one');
  const { images, image } = planImages(input.images);
  const axes = planAxes(input, facts, problems);
  const matches = matchVariants(input, existing, problems);
  const variants = input.variants.map((_, i) =>
    planVariant(input, i, matches[i] ?? null, axes, facts, problems),
  );
  checkDistinctVariants(variants, axes, problems);
  const columns: ProductColumns = {
    sku: input.sku,
    type_id: input.type_id,
    name: input.name,
    slug: urlKey,
    url_key: urlKey,
    url_path: urlPath(input.category_ids, urlKey, facts),
    status: input.status,
    visibility: input.visibility,
    tax_class_id: input.tax_class_id,
    brand_id: input.brand_id,
    description: input.description,
    short_description: input.short_description,
    image,
    weight: input.weight,
    package_length_cm: input.package_length_cm,
    package_width_cm: input.package_width_cm,
    package_height_cm: input.package_height_cm,
    delivery_time: input.delivery_time,
    factory_delivery_time: input.factory_delivery_time,
    news_from_date: input.news_from_date,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
  };
  const plan: ProductPlan = {
    existing,
    columns,
    prices: planPrices(input, '', problems),
    categoryIds: [...new Set(input.category_ids)].sort((a, b) => a - b),
    attributes: planAttributes(
      input.attributes,
      facts,
      'attributes',
      problems,
      new Set(axes.map((a) => a.attribute_id)),
    ),
    images,
    tiers: planTiers(input.tier_prices, facts, 'tier_prices', problems),
    stock: planStock(input.stock, existing, input.type_id === 'simple'),
    variants,
    removedVariants: (existing?.variants ?? []).filter((v) => !matches.includes(v)),
    axes,
    links: planLinks(input, foreign, problems),
    bundle: planBundle(input, existing, foreign, problems),
    customOptions: planCustomOptions(input, existing, problems),
  };
  await checkNewImages(plan, media, problems);
  problems.throwIfAny();
  checkSkusFree(input, existing, matches, foreign);
  if (input.visibility !== 1) {
    const owner = await products.urlKeyOwner(
      urlKey,
      [...ownIds].filter((id) => id !== undefined),
    );
    if (owner) throw new AppError(409, `url_key: "${urlKey}" is the url key of ${owner} already`);
  }
  return plan;
}

/** A picture a product did not show before must be a file the shop has (uploaded, or from the seed). */
async function checkNewImages(plan: ProductPlan, media: ObjectStore, problems: InputProblems): Promise<void> {
  const units: [string, UnitPlan][] = [
    ['images', plan],
    ...plan.variants.map((v, i) => [`variants.${i}.images`, v] as [string, UnitPlan]),
  ];
  for (const [path, unit] of units) {
    const known = new Set(unit.existing?.media.map((m) => m.file));
    for (const [i, image] of unit.images.entries())
      if (!known.has(image.file) && !(await imageExists(media, image.file)))
        problems.add(`${path}.${i}.file`, `no image ${image.file}: upload it first (POST /api/admin/images)`);
  }
}

/** An sku names one product: a new one, or a new sku of an existing one, must not be another product's. */
function checkSkusFree(
  input: ProductSave,
  existing: StoredProduct | null,
  matches: readonly (StoredUnit | null)[],
  foreign: ReadonlyMap<string, { sku: string }>,
): void {
  if (foreign.has(input.sku) && input.sku !== existing?.row.sku)
    throw new AppError(409, `sku: ${input.sku} is the sku of another product`);
  input.variants.forEach((variant, i) => {
    if (foreign.has(variant.sku) && variant.sku !== matches[i]?.row.sku)
      throw new AppError(409, `variants.${i}.sku: ${variant.sku} is the sku of another product`);
  });
}
