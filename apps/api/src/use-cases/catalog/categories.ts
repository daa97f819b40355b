import { withStoreTexts } from '../../modules/store-texts/store-text-repository.ts';
import { shownCategoryTexts } from '../reference/shown-category-texts.ts';
import type { CategoryDto, CategoryRef, SearchResult } from '@hemma/contract';
import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { CategoryRow } from '../../modules/catalog/category-repository.ts';
import type { CatalogContext, ReferenceData } from '../reference/catalog-context.ts';

function parentIds(row: CategoryRow): number[] {
  return row.path
    .split('/')
    .map(Number)
    .filter((id) => id !== row.id && id >= ROOT_CATEGORY_ID);
}

/** Ids of a category and all its descendants. */
export function subtreeIds(root: CategoryRow, reference: ReferenceData): number[] {
  const prefix = `${root.path}/`;
  return reference.categories.filter((c) => c.id === root.id || c.path.startsWith(prefix)).map((c) => c.id);
}

/** Listable products in the category and its sub-categories. */
function productCount(row: CategoryRow, reference: ReferenceData): number {
  return subtreeIds(row, reference).reduce((sum, id) => sum + (reference.productCounts.get(id) ?? 0), 0);
}

/** The category's row with its name, description and meta texts in the store view's language, else English. */
function storeRow(row: CategoryRow, reference: ReferenceData, storeCode: string | undefined): CategoryRow {
  return storeCode ? withStoreTexts(row, shownCategoryTexts(reference, row.id, storeCode)) : row;
}

export function presentCategory(
  original: CategoryRow,
  reference: ReferenceData,
  storeCode?: string,
): CategoryDto {
  const row = storeRow(original, reference, storeCode);
  return {
    id: row.id,
    parent_id: row.parent_id,
    parent_ids: parentIds(row),
    name: row.name,
    slug: row.slug,
    url_key: row.url_key,
    url_path: row.url_path,
    path: row.path,
    level: row.level,
    position: row.position,
    is_active: row.is_active === 1,
    include_in_menu: row.include_in_menu === 1,
    product_count: productCount(row, reference),
    description: row.description,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image: row.image,
    bg_color: row.bg_color,
    products_per_row: row.products_per_row,
  };
}

/**
 * Finds a category by id, slug, url_key or url_path (SPEC §2). Ids below the root category id count as not found,
 * and so does the root itself: it is the shop, not a page.
 */
export function findCategory(reference: ReferenceData, key: string): CategoryRow | undefined {
  const trimmed = key.replace(/^\/+|\/+$/g, '');
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    return id > ROOT_CATEGORY_ID ? reference.categoryById.get(id) : undefined;
  }
  return reference.categories.find(
    (c) => c.id > ROOT_CATEGORY_ID && (c.slug === trimmed || c.url_key === trimmed || c.url_path === trimmed),
  );
}

export function categoryKeyName(key: string): string {
  return /^\d+$/.test(key) ? 'id' : key.includes('/') ? 'url_path' : 'slug';
}

/**
 * The categories a product is in, with their ancestors below the root (anchor categories), ordered from the top:
 * what breadcrumbs need ('Hem' › Vardagsrum › Soffor).
 */
export function categoryRefs(
  categoryIds: number[],
  reference: ReferenceData,
  storeCode?: string,
): CategoryRef[] {
  const ids = new Set<number>();
  for (const id of categoryIds) {
    const row = reference.categoryById.get(id);
    if (!row) continue;
    for (const ancestor of parentIds(row)) if (ancestor > ROOT_CATEGORY_ID) ids.add(ancestor);
    ids.add(id);
  }
  return [...ids]
    .map((id) => reference.categoryById.get(id))
    .filter((c): c is CategoryRow => c !== undefined)
    .sort((a, b) => a.level - b.level || a.position - b.position)
    .map((c) => storeRow(c, reference, storeCode))
    .map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, url_path: c.url_path }));
}

export async function getCategory(
  context: CatalogContext,
  key: string,
  storeCode?: string,
): Promise<CategoryDto> {
  const reference = await context.reference();
  const row = findCategory(reference, key);
  if (!row) throw new NotFoundError(`Category query returned empty result ${categoryKeyName(key)} = ${key}`);
  const dto = presentCategory(row, reference, storeCode);
  dto.children_data = reference.categories
    .filter((c) => c.parent_id === row.id)
    .map((c) => presentCategory(c, reference, storeCode));
  return dto;
}

/** The active tree below the root category, nested through children_data, for the menu. */
export async function getCategoryTree(context: CatalogContext, storeCode?: string): Promise<CategoryDto[]> {
  const reference = await context.reference();
  const build = (parentId: number): CategoryDto[] =>
    reference.categories
      .filter((c) => c.parent_id === parentId)
      .map((c) => ({ ...presentCategory(c, reference, storeCode), children_data: build(c.id) }));
  return build(ROOT_CATEGORY_ID);
}

export interface CategorySearch {
  parentId?: number | undefined;
  level?: number | undefined;
  ids?: number[] | undefined;
  urlPath?: string | undefined;
  onlyWithProducts?: boolean | undefined;
  from: number;
  size: number;
  /** Names and texts in this store view's language where it has them (the category page's trail, decision 0029). */
  storeCode?: string | undefined;
}

export async function searchCategories(
  context: CatalogContext,
  search: CategorySearch,
): Promise<SearchResult<CategoryDto>> {
  const reference = await context.reference();
  const matches = reference.categories
    .filter((c) => c.id > ROOT_CATEGORY_ID)
    .filter((c) => search.parentId === undefined || c.parent_id === search.parentId)
    .filter((c) => search.level === undefined || c.level === search.level)
    .filter((c) => search.ids === undefined || search.ids.includes(c.id))
    .filter((c) => search.urlPath === undefined || c.url_path === search.urlPath)
    .map((c) => presentCategory(c, reference, search.storeCode))
    .filter((c) => !search.onlyWithProducts || c.product_count > 0);
  return {
    items: matches.slice(search.from, search.from + search.size),
    total: matches.length,
    start: search.from,
    perPage: search.size,
    aggregations: {},
    attributeMetadata: [],
    suggestions: [],
  };
}
