import { withStoreTexts, type StoreTexts } from '../../modules/store-texts/store-text-repository.ts';
import type { ConfigurableChild, ProductDto, ProductSummary } from '@hemma/contract';
import {
  DEFAULT_STORE_VIEW,
  isSellableStatus,
  PRODUCT_STATUS_DISABLED_FROM,
  PRODUCT_STATUS_ENABLED,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
} from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { categoryRefs } from './categories.ts';
import { resolvePricingScope, type PricingScope } from '../pricing/price-products.ts';
import { loadSummaries, loadSummary, type LoadedSummary } from './load-summaries.ts';
import {
  presentAttributeMetadata,
  presentBundleOptions,
  presentConfigurableOptions,
  presentCustomOptions,
  presentLinks,
} from './present-details.ts';
import { presentPriceFields, presentTierPrices } from '../pricing/present-prices.ts';
import { referenceIn } from '../reference/localized-attributes.ts';
import { presentBrand, presentCustomAttributes } from '../reference/present-reference.ts';
import { presentStock } from '../stock/present-stock.ts';

/**
 * A whole product by sku (SPEC §4 "Product load"): status 2 or more is an empty result; a product that is not
 * visible individually (visibility 1) is answered only when it is the child of a configurable product, with
 * `parentSku` naming the parent so that the storefront can redirect to the parent's page.
 * Prices are those of the customer group `groupId` (SPEC §6; default group 0).
 */
/**
 * A product by its URL path (GraphQL's productByUrlPath): the path without leading or trailing slashes, then as
 * getProduct. An unknown path is a 404 naming it.
 */
export async function getProductByUrlPath(
  context: CatalogContext,
  urlPath: string,
  options: { groupId?: number | undefined; storeCode?: string | undefined } = {},
): Promise<ProductDto> {
  const path = urlPath.replace(/^\/+|\/+$/g, '');
  const row = await context.repositories.products.findByUrlPath(path);
  if (!row) throw new NotFoundError(`Product query returned empty result url_path = ${path}`);
  return getProduct(context, row.sku, options);
}

export async function getProduct(
  context: CatalogContext,
  sku: string,
  options: { groupId?: number | undefined; storeCode?: string | undefined } = {},
): Promise<ProductDto> {
  const { products } = context.repositories;
  const row = await products.findBySku(sku);
  if (!row) throw new NotFoundError(`Product query returned empty result sku = ${sku}`);
  if (row.status >= PRODUCT_STATUS_DISABLED_FROM) {
    throw new NotFoundError(`Product query returned empty result product status = ${row.status}`);
  }
  let parentSku: string | undefined;
  if (row.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) {
    const parent = (await products.findParents(row.id)).find(
      (p) => p.type_id === 'configurable' && isSellableStatus(p.status),
    );
    if (!parent)
      throw new NotFoundError(`Product query returned empty result product visibility = ${row.visibility}`);
    parentSku = parent.sku;
  }
  const scope = await resolvePricingScope(context, options.groupId, options.storeCode);
  const dto = await buildProduct(context, row, parentSku, scope, options.storeCode);
  if (!options.storeCode) return dto;
  // The store view's name, descriptions and meta texts, else the English ones (decisions 0029, 0058).
  const texts = (await context.repositories.storeTexts.listShown(options.storeCode, 'product', [row.id])).get(
    row.id,
  );
  return withGalleryLabels(withStoreTexts(dto, texts), row.name, texts?.name);
}

/**
 * A picture labelled with the product's Swedish name (its alt text) is labelled with the name the store view shows:
 * a screen reader on /de reads "Sofa Vass 4-Sitzer", not "Soffa Vass 4-sits". Other labels are the owner's own.
 */
function withGalleryLabels(dto: ProductDto, swedishName: string, shownName: string | undefined): ProductDto {
  if (!shownName) return dto;
  return {
    ...dto,
    media_gallery: dto.media_gallery.map((m) => (m.lab === swedishName ? { ...m, lab: shownName } : m)),
  };
}

async function buildProduct(
  context: CatalogContext,
  row: ProductRow,
  parentSku: string | undefined,
  scope: PricingScope,
  storeCode: string | undefined,
): Promise<ProductDto> {
  const { products } = context.repositories;
  // The summary's reads serve the page too (issue 32): its tier prices, a configurable product's variants.
  const [reference, loaded, media, attributes, custom] = await Promise.all([
    context.reference().then((r) => referenceIn(r, storeCode)),
    loadSummary(context, row, { scope }),
    products.media(row.id),
    products.attributes([row.id]),
    products.customOptions(row.id),
  ]);
  const { summary } = loaded;
  const ownPrices = loaded.prices.get(row.id);
  const ownAttributes = attributes.get(row.id) ?? [];
  const dto: ProductDto = {
    ...summary,
    // The brand's description in the store view's language (decision 0058, addendum 2); lists keep the summary's.
    brand: presentBrand(row.brand_id, reference),
    parentSku: parentSku ?? row.sku,
    description: row.description,
    short_description: row.short_description,
    media_gallery: media.map((m) => ({
      image: m.file,
      pos: m.position,
      typ: 'image' as const,
      lab: m.label,
    })),
    category: categoryRefs(summary.category_ids, reference, storeCode),
    custom_attributes: presentCustomAttributes(ownAttributes, reference),
    attributes_metadata: presentAttributeMetadata(ownAttributes, reference),
    factory_delivery_time: row.factory_delivery_time,
    tier_prices: ownPrices ? presentTierPrices(ownPrices) : [],
    weight: row.weight === null ? null : Number(row.weight),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    custom_options: presentCustomOptions(custom.options, custom.values, scope.currency),
  };
  if (row.type_id === 'configurable') await addConfigurable(context, row, dto, loaded, storeCode);
  if (row.type_id === 'bundle') await addBundle(context, row, dto, scope, storeCode);
  await addLinks(context, row, dto, scope, storeCode);
  return dto;
}

async function addConfigurable(
  context: CatalogContext,
  row: ProductRow,
  dto: ProductDto,
  { record, prices, stock }: LoadedSummary,
  storeCode: string | undefined,
): Promise<void> {
  const { products } = context.repositories;
  // Every variant in position order, with its stock and prices as the summary read and priced them.
  const { children } = record;
  const childIds = children.map((c) => c.id);
  const [reference, options, attributes, texts] = await Promise.all([
    context.reference().then((r) => referenceIn(r, storeCode)),
    products.configurableOptions(row.id),
    products.attributes(childIds),
    storeTexts(context, childIds, storeCode),
  ]);
  dto.configurable_children = children.map((child): ConfigurableChild => {
    const childPrices = prices.get(child.id);
    if (!childPrices) throw new Error(`Product ${child.sku} could not be priced`);
    return {
      id: child.id,
      sku: child.sku,
      name: texts.get(child.id)?.name ?? child.name,
      status: child.status,
      image: child.image,
      stock: presentStock(child.id, stock.get(child.id)),
      custom_attributes: presentCustomAttributes(attributes.get(child.id) ?? [], reference),
      ...presentPriceFields(childPrices),
    };
  });
  dto.configurable_options = presentConfigurableOptions(options, [...attributes.values()].flat(), reference);
}

/** The store view's texts of these products (none for the default store). */
async function storeTexts(
  context: CatalogContext,
  ids: readonly number[],
  storeCode: string | undefined,
): Promise<StoreTexts> {
  if (!storeCode || storeCode === DEFAULT_STORE_VIEW.storeCode || ids.length === 0) return new Map();
  return context.repositories.storeTexts.listShown(storeCode, 'product', ids);
}

/**
 * Bundle and grouped children are looked up with status 1 only (SPEC §4), named in the store view's language
 * (issue 33: a bundle's parts and a grouped product's items are part of the page the shopper reads).
 */
async function summariesById(
  context: CatalogContext,
  ids: number[],
  scope: PricingScope,
  storeCode: string | undefined,
): Promise<Map<number, ProductSummary>> {
  const rows = (await context.repositories.products.findByIds([...new Set(ids)])).filter(
    (r) => r.status === PRODUCT_STATUS_ENABLED,
  );
  const [summaries, texts] = await Promise.all([
    loadSummaries(context, rows, { scope }),
    storeTexts(
      context,
      rows.map((r) => r.id),
      storeCode,
    ),
  ]);
  return new Map(summaries.map((s) => [s.id, withStoreTexts(s, texts.get(s.id))]));
}

async function addBundle(
  context: CatalogContext,
  row: ProductRow,
  dto: ProductDto,
  scope: PricingScope,
  storeCode: string | undefined,
): Promise<void> {
  const { options, selections } = await context.repositories.products.bundle(row.id);
  const [byId, titles] = await Promise.all([
    summariesById(
      context,
      selections.map((s) => s.product_id),
      scope,
      storeCode,
    ),
    // The options' titles ("Soffa", "Soffbord") in the store view's language, else English (decision 0061, addendum).
    context.repositories.storeTexts.listShown(
      storeCode,
      'bundle_option',
      options.map((o) => o.id),
    ),
  ]);
  dto.bundle_options = presentBundleOptions(
    options.map((o) => withStoreTexts(o, titles.get(o.id))),
    selections,
    byId,
  );
}

async function addLinks(
  context: CatalogContext,
  row: ProductRow,
  dto: ProductDto,
  scope: PricingScope,
  storeCode: string | undefined,
): Promise<void> {
  const links = await context.repositories.products.links(row.id);
  if (links.length === 0) return;
  const byId = await summariesById(
    context,
    links.map((l) => l.linked_product_id),
    scope,
    storeCode,
  );
  // Grouped products use only associated simple children.
  const usable = links.filter(
    (l) =>
      l.link_type !== 'associated' ||
      (row.type_id === 'grouped' && byId.get(l.linked_product_id)?.type_id === 'simple'),
  );
  dto.product_links = presentLinks(usable, byId);
}
