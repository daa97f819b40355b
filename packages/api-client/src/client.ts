import type {
  BrandDto,
  CategoryDto,
  CategorySearchParams,
  CmsBlockDto,
  CmsPageDto,
  HomeBannersDto,
  LowestPriceDto,
  NewsletterConfirmation,
  NewsletterSubscription,
  NewsletterUnsubscription,
  ProductDto,
  ProductSearchParams,
  ProductSummary,
  RenderListItem,
  ReviewListQuery,
  SearchResult,
  UrlMapResult,
} from './types.ts';
import type { MailSendRequest, MailToken, ReviewListDto } from '@hemma/contract';
import { createRequester, type ApiClientOptions } from './requester.ts';

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
    /** The home page's banners of the client's store view (edited in the back office). */
    getHomeBanners(): Promise<HomeBannersDto> {
      return request('GET', 'ext/banners');
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
    /**
     * Signs an address up for the newsletter: it is mailed a confirmation link (double opt-in); the answer is the same
     * for every address and never carries the 10 % code, which is mailed once the link is opened.
     */
    subscribeNewsletter(email: string): Promise<NewsletterSubscription> {
      return request('POST', 'ext/newsletter', {}, { email });
    },
    /** Confirms a sign-up with the token of its mailed link (404 unknown, 409 used, 410 expired). */
    confirmNewsletter(token: string): Promise<NewsletterConfirmation> {
      return request('POST', 'ext/newsletter/confirm', {}, { token });
    },
    /** Unsubscribes with the token of a newsletter mail's unsubscribe link. */
    unsubscribeNewsletterWithToken(token: string): Promise<NewsletterUnsubscription> {
      return request('POST', 'ext/newsletter/unsubscribe', {}, { token });
    },
    /** SPEC §7 mail token: send it back with sendMail from 2 s after it was issued. */
    getMailToken(): Promise<MailToken> {
      return request('GET', 'ext/mail/token');
    },
    /** The contact form's message to the shop (SPEC §7 mail send). */
    sendMail(mail: MailSendRequest): Promise<{ accepted: true }> {
      return request('POST', 'ext/mail/send', {}, mail);
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
