import type {
  ApiKeyCreatedDto,
  ApiKeyCreateInput,
  ApiKeyDto,
  BulkPricesInput,
  BulkPricesResult,
  BulkStockInput,
  BulkStockResult,
} from '@hemma/contract';
import type { AdminHttp } from './admin-http.ts';

/** API keys (the owner's) and the bulk stock and price calls (decision 0051). */
export function apiKeyCalls(http: AdminHttp) {
  return {
    apiKeys: {
      list: () => http.get<ApiKeyDto[]>('api-keys'),
      create: (input: ApiKeyCreateInput) => http.send<ApiKeyCreatedDto>('POST', 'api-keys', input),
      revoke: (id: number) => http.send<true>('DELETE', `api-keys/${id}`),
    },
    bulk: {
      stock: (input: BulkStockInput) => http.send<BulkStockResult>('PATCH', 'stock', input),
      prices: (input: BulkPricesInput) => http.send<BulkPricesResult>('PATCH', 'prices', input),
    },
  };
}
