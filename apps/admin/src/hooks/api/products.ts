import type {
  AdminPriceInput,
  AdminProductInput,
  AdminProductUpdateInput,
  AdminStockInput,
} from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';
import { brandKeys } from './brands.ts';
import { categoryKeys } from './categories.ts';
import { dashboardKeys } from './dashboard.ts';

/** The product list's query (search, filters, sort, page). */
export type ProductListQuery = NonNullable<Parameters<typeof adminApi.products.list>[0]>;

export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery) => [...productKeys.all, 'list', query] as const,
  one: (id: number) => [...productKeys.all, 'one', id] as const,
  priceHistory: (id: number) => [...productKeys.all, 'price-history', id] as const,
};

/** A page of the product list; the previous page stays on screen while the next one loads. */
export function useProductList(query: ProductListQuery) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => adminApi.products.list(query),
    placeholderData: keepPreviousData,
  });
}

/** A product as the editor shows it (its GET answer is its PUT body). */
export function useProduct(id: number) {
  return useQuery({ queryKey: productKeys.one(id), queryFn: () => adminApi.products.get(id) });
}

/** The product's recorded prices, oldest first (what the Omnibus lowest price reads). */
export function usePriceHistory(id: number) {
  return useQuery({
    queryKey: productKeys.priceHistory(id),
    queryFn: () => adminApi.products.priceHistory(id),
  });
}

/**
 * Every product write changes the product lists, the product, its price history and the audit log; also the
 * product counts of categories and brands and the dashboard's low-stock products.
 */
const afterProductWrite = () =>
  invalidateAfterWrite(productKeys.all, categoryKeys.all, brandKeys.all, dashboardKeys.all);

export function useCreateProduct() {
  return useMutation({
    mutationFn: (input: AdminProductInput) => adminApi.products.create(input),
    onSuccess: afterProductWrite,
  });
}

export function useSaveProduct(id: number) {
  return useMutation({
    mutationFn: (input: AdminProductUpdateInput) => adminApi.products.save(id, input),
    onSuccess: afterProductWrite,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: ({ id, updatedAt }: { id: number; updatedAt: string }) =>
      adminApi.products.remove(id, updatedAt),
    onSuccess: afterProductWrite,
  });
}

/** A stock edit of a product or a variant (by its own id). */
export function useSetStock() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminStockInput }) =>
      adminApi.products.setStock(id, input),
    onSuccess: afterProductWrite,
  });
}

/** A price edit of a product or a variant (by its own id); recorded in the price history. */
export function useSetPrice() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminPriceInput }) =>
      adminApi.products.setPrice(id, input),
    onSuccess: afterProductWrite,
  });
}

/** Uploads a picture; nothing is invalidated, the product names it when saved. */
export function useUploadImage() {
  return useMutation({ mutationFn: (picture: Blob) => adminApi.images.upload(picture) });
}
