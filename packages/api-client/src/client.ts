import type {
  BrandDto,
  CategoryDto,
  CategorySearchParams,
  CmsBlockDto,
  CmsPageDto,
  Envelope,
  LowestPriceDto,
  NewsletterSubscription,
  ProductDto,
  ProductSearchParams,
  ProductSummary,
  RenderListItem,
  SearchResult,
  UrlMapResult,
} from './types.ts';
import type { ReviewListDto, ReviewListQuery } from './review-client.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute URL on the server. */
  baseUrl: string;
  /** Defaults to the global fetch; the host process may hand in an in-process fetch. */
  fetch?: FetchLike;
  storeCode?: string;
}

/** An answer of the API that was not 2xx: `status` is the envelope code, `message` its human text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether an error is an ApiError. Checked by shape as well as by class: the storefront's server bundle carries its
 * own copy of this package, so an error thrown by a client the host created is not an instance of that copy's class.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    typeof (error as Partial<ApiError>).path === 'string'
  );
}

export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export type Requester = <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query?: Query,
  body?: unknown,
) => Promise<T>;

/** One JSON call to the API in the `{code, result}` envelope; non-2xx answers throw an ApiError. */
export function createRequester(options: ApiClientOptions): Requester {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  return async function request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query: Query = {},
    body?: unknown,
  ): Promise<T> {
    const params = new URLSearchParams();
    if (options.storeCode && options.storeCode !== 'default') params.set('storeCode', options.storeCode);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const url = `${base}/api/${path}${search}`;
    const init: RequestInit = { method, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await fetchImpl(url, init);
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('application/json')) {
      throw new ApiError(response.status, 'Error with response - bad content-type!', path);
    }
    const envelope = (await response.json()) as Envelope<T> | { code: number; result: unknown };
    if (!response.ok || envelope.code >= 400) {
      // SPEC §8: the text is the result itself or its errorMessage/message (change-password answers an object).
      const result = envelope.result as string | { errorMessage?: unknown; message?: unknown } | null;
      const text = typeof result === 'string' ? result : (result?.errorMessage ?? result?.message);
      const message = typeof text === 'string' ? text : `HTTP ${response.status}`;
      throw new ApiError(envelope.code ?? response.status, message, path);
    }
    return envelope.result as T;
  };
}

export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);

  return {
    searchProducts(params: ProductSearchParams = {}): Promise<SearchResult<ProductSummary>> {
      return request('GET', 'catalog/products', {
        category: params.category,
        brand: params.brand,
        q: params.q,
        sort: params.sort,
        from: params.from,
        size: params.size,
        new: params.newOnly ? 1 : undefined,
        skus: params.skus?.join(','),
        price: params.price,
        aggregations: params.aggregations ? 1 : undefined,
        ...Object.fromEntries(
          Object.entries(params.filters ?? {})
            .filter(([, values]) => values.length > 0)
            .map(([code, values]) => [`filter[${code}]`, values.join(',')]),
        ),
      });
    },
    getProduct(sku: string): Promise<ProductDto> {
      return request('GET', `catalog/products/${encodeURIComponent(sku)}`);
    },
    searchCategories(params: CategorySearchParams = {}): Promise<SearchResult<CategoryDto>> {
      return request('GET', 'catalog/categories', {
        parent_id: params.parentId,
        level: params.level,
        ids: params.ids?.join(','),
        url_path: params.urlPath,
        size: params.size,
      });
    },
    /** The active category tree under the root category, for the menu. */
    getCategoryTree(): Promise<CategoryDto[]> {
      return request('GET', 'catalog/category-tree');
    },
    /** A category by slug, url_key, id or url_path. */
    getCategory(key: string | number): Promise<CategoryDto> {
      return request('GET', `catalog/categories/${encodeURIComponent(String(key))}`);
    },
    getBrand(slug: string): Promise<BrandDto> {
      return request('GET', `ext/brands/${encodeURIComponent(slug)}`);
    },
    listBrands(): Promise<BrandDto[]> {
      return request('GET', 'ext/brands');
    },
    getCmsPage(identifier: string): Promise<CmsPageDto> {
      return request('GET', `ext/cms/page/${encodeURIComponent(identifier)}`);
    },
    getCmsBlock(identifier: string): Promise<CmsBlockDto> {
      return request('GET', `ext/cms/block/${encodeURIComponent(identifier)}`);
    },
    /** Current prices of products (SPEC §7 Prices); unknown skus are left out. */
    renderPrices(
      skus: string[],
      options: { groupId?: number; groupToken?: string } = {},
    ): Promise<{ items: RenderListItem[] }> {
      return request('GET', 'product/render-list', {
        skus: skus.join(','),
        userGroupId: options.groupId,
        groupToken: options.groupToken,
      });
    },
    /** The lowest price in the 30 days before the current discount (EU Omnibus). */
    getLowestPrice(sku: string): Promise<LowestPriceDto> {
      return request('GET', `ext/lowest-price/${encodeURIComponent(sku)}`);
    },
    /** Subscribes to the newsletter; the first subscription of an e-mail brings a personal 10 % coupon. */
    subscribeNewsletter(email: string): Promise<NewsletterSubscription> {
      return request('POST', 'ext/newsletter', {}, { email });
    },
    /** A product's approved reviews, newest first, with the summary (SPEC §7 review/list). */
    listReviews(query: ReviewListQuery): Promise<ReviewListDto> {
      return request('GET', 'review/list', { ...query });
    },
    mapUrl(url: string): Promise<UrlMapResult> {
      return request('POST', 'url/map', {}, { url });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
