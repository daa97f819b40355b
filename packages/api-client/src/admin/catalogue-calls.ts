import type {
  AdminPage,
  AdminPriceInput,
  AdminPricesDto,
  AdminProductChoices,
  AdminProductDto,
  AdminProductInput,
  AdminProductListItem,
  AdminProductListQuery,
  AdminProductUpdateInput,
  AdminStockDto,
  AdminStockInput,
  PriceHistoryEntry,
  UploadedImage,
} from '@hemma/contract';
import type { Query } from '../requester.ts';
import type { AdminHttp } from './admin-http.ts';

/** The query of the product list as the client sends it: every parameter optional. */
export type AdminProductListParams = Partial<AdminProductListQuery>;

/**
 * The back office's products (decision 0021): the list, a product, its save, stock, price and price history, picture
 * uploads, and the product editor's own choices (tax classes, customer groups). The categories, attributes and
 * brands the editor also offers are read with the shop screens' calls (`shop-calls.ts`).
 */
export function catalogueCalls(http: AdminHttp) {
  return {
    products: {
      list: (query: AdminProductListParams = {}) =>
        http.get<AdminPage<AdminProductListItem>>('products', query as Query),
      get: (id: number) => http.get<AdminProductDto>(`products/${id}`),
      create: (input: AdminProductInput) => http.send<AdminProductDto>('POST', 'products', input),
      save: (id: number, input: AdminProductUpdateInput) =>
        http.send<AdminProductDto>('PUT', `products/${id}`, input),
      remove: (id: number, updatedAt: string) =>
        http.send<true>('DELETE', `products/${id}?updated_at=${encodeURIComponent(updatedAt)}`),
      setStock: (id: number, input: AdminStockInput) =>
        http.send<AdminStockDto>('PATCH', `products/${id}/stock`, input),
      setPrice: (id: number, input: AdminPriceInput) =>
        http.send<AdminPricesDto>('PATCH', `products/${id}/price`, input),
      priceHistory: (id: number) => http.get<PriceHistoryEntry[]>(`products/${id}/price-history`),
      choices: () => http.get<AdminProductChoices>('product-choices'),
    },
    images: {
      /** Uploads one picture (JPEG, PNG or WebP, the file itself as the body); the answer names the stored file. */
      upload: (picture: Blob) => http.send<UploadedImage>('POST', 'images', picture),
    },
  };
}
