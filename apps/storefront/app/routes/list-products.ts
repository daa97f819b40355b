import { type ProductDto, type ProductSummary, createApiClient } from '@hemma/api-client';
import type { StoreView } from '@hemma/commerce';
import { useEffect, useEffectEvent, useState } from 'react';
import { type ProductCard, toProductCard } from '~/features/catalog/product-card.ts';
import type { CompareColumn, CompareTable, Loaded } from '~/features/lists/list-view-types.ts';

/**
 * Where the lists and the catalogue meet (features do not import each other; routes compose them): the products of
 * the wishlist and the compare list, loaded from the catalogue API as tiles and table columns.
 */

/**
 * Loads the products of a list in the browser (the lists live in local storage, so the server cannot render them),
 * again whenever the list changes. Skus the catalogue no longer lists are left out.
 */
function useListProducts<T extends { sku: string }>(
  skus: readonly string[] | null,
  store: StoreView,
  load: (skus: readonly string[], store: StoreView) => Promise<T[]>,
): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> } | null>(null);
  const key = skus ? `${store.storeCode}|${skus.join(',')}` : null;
  // `key` stands for the skus and the store; the load reads them as they are when the key changes.
  const start = useEffectEvent(() => {
    if (!skus || key === null || skus.length === 0) return;
    let live = true;
    load(skus, store).then(
      (items) => live && setLoaded({ key, value: { state: 'done', items } }),
      (error: unknown) => {
        console.warn('List products not loaded:', error);
        if (live) setLoaded({ key, value: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  });
  useEffect(() => start(), [key]);
  if (skus?.length === 0) return { state: 'done', items: [] };
  if (!skus || !loaded) return { state: 'loading' };
  // While another list loads, the products still on it stay on screen (no flash on remove).
  if (loaded.key !== key && loaded.value.state === 'done') {
    const wanted = new Set(skus);
    return { state: 'done', items: loaded.value.items.filter((item) => wanted.has(item.sku)) };
  }
  return loaded.value;
}

const api = (store: StoreView) => createApiClient({ baseUrl: '', storeCode: store.storeCode });

function inListOrder<T extends { sku: string }>(skus: readonly string[], items: T[]): T[] {
  const bySku = new Map(items.map((item) => [item.sku, item]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

async function loadCards(skus: readonly string[], store: StoreView): Promise<ProductCard[]> {
  const found = await api(store).searchProducts({ skus: [...skus], size: skus.length });
  return inListOrder(skus, found.items as ProductSummary[]).map((product) => toProductCard(product, store));
}

/** The wishlist's product tiles. */
export function useWishlistProducts(skus: readonly string[] | null, store: StoreView): Loaded<ProductCard> {
  return useListProducts(skus, store, loadCards);
}

export interface LoadedColumn {
  sku: string;
  product: ProductDto;
  column: CompareColumn;
}

async function loadColumns(skus: readonly string[], store: StoreView): Promise<LoadedColumn[]> {
  const client = api(store);
  // The catalogue vocabulary (German and Italian terms) loads with the comparison, not with every page.
  const { localizeProduct } = await import('~/lib/labels.ts');
  const products = await Promise.all(
    skus.map((sku) =>
      client.getProduct(sku).catch((error: unknown) => {
        // A product the shop stopped listing drops out of the comparison; other failures are failures.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }),
    ),
  );
  return products
    .filter((product): product is ProductDto => product !== null)
    .map((product) => localizeProduct(product, store.defaultLocale))
    .map((product) => ({
      sku: product.sku,
      product,
      column: { card: toProductCard(product, store), values: valuesOf(product) },
    }));
}

function valuesOf(product: ProductDto): Map<string, string> {
  const values = new Map<string, string[]>();
  for (const attribute of product.custom_attributes) {
    const value = attribute.label || attribute.value;
    if (!value) continue;
    const seen = values.get(attribute.attribute_code) ?? [];
    if (!seen.includes(value)) values.set(attribute.attribute_code, [...seen, value]);
  }
  return new Map([...values].map(([code, list]) => [code, list.join(', ')]));
}

/** Builds the table: the comparable attributes in the catalogue's order, without rows nobody has a value for. */
export function toCompareTable(loaded: readonly LoadedColumn[]): CompareTable {
  const columns = loaded.map((entry) => entry.column);
  const labels = new Map<string, string>();
  for (const { product } of loaded) {
    for (const meta of product.attributes_metadata) {
      if (meta.is_comparable && !labels.has(meta.attribute_code))
        labels.set(meta.attribute_code, meta.frontend_label || meta.default_label);
    }
  }
  const rows = [...labels]
    .map(([code, label]) => ({ code, label, values: columns.map((column) => column.values.get(code) ?? '') }))
    .filter((row) => row.values.some((value) => value !== ''));
  return { columns, rows };
}

/** The compare table of the list's products. */
export function useCompareTable(
  skus: readonly string[] | null,
  store: StoreView,
): { state: 'loading' } | { state: 'failed' } | ({ state: 'done' } & CompareTable) {
  const loaded = useListProducts(skus, store, loadColumns);
  return loaded.state === 'done' ? { state: 'done', ...toCompareTable(loaded.items) } : loaded;
}
