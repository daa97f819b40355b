/**
 * The HTTP contract's types, inferred from the zod schemas of @hemma/contract (decision 0019), and the parameters the
 * typed client takes. Field names follow the SPEC (snake_case as the platform sends them).
 */
import type { ProductSort } from '@hemma/contract';

export type {
  AggregationBucket,
  AttributeDto,
  AttributeOptionDto,
  BrandDto,
  BundleOption,
  CategoryDto,
  CategoryRef,
  CmsBlockDto,
  CmsPageDto,
  ConfigurableChild,
  ConfigurableOption,
  CustomAttribute,
  CustomOption,
  CustomOptionValue,
  Envelope,
  ErrorEnvelope,
  HomeBanner,
  HomeBannersDto,
  LowestPriceDto,
  MediaGalleryEntry,
  NewsletterConfirmation,
  NewsletterStatus,
  NewsletterSubscription,
  NewsletterUnsubscription,
  MailToken,
  MailSendRequest,
  PriceFields,
  ProductDto,
  ProductLink,
  ProductSort,
  ProductSummary,
  RenderListItem,
  SearchResult,
  StockInfo,
  TierPrice,
  UrlMapResult,
} from '@hemma/contract';
export { PRODUCT_SORTS } from '@hemma/contract/constants';

export interface ProductSearchParams {
  /** Category id, slug or url_path; includes products of sub-categories. */
  category?: string | number;
  brand?: string;
  q?: string;
  sort?: ProductSort;
  from?: number;
  size?: number;
  /** Only products flagged new (news_from_date set), for the home page. */
  newOnly?: boolean;
  skus?: string[];
  /**
   * Attribute filters: attribute_code → option ids (or raw values for numeric attributes). Values of one attribute
   * are OR-ed, attributes AND-ed. Sent as `filter[color]=49,50`.
   */
  filters?: Record<string, string[]>;
  /** Price range in kronor incl. VAT, `from-to` or `from-` (open end), e.g. `5000-10000`. Sent as `price=`. */
  price?: string;
  /** Ask for aggregations (facet counts), attributeMetadata and, when nothing matches, suggestions. */
  aggregations?: boolean;
  storeCode?: string;
}

export interface CategorySearchParams {
  parentId?: number;
  level?: number;
  ids?: number[];
  urlPath?: string;
  size?: number;
  storeCode?: string;
}

export interface ReviewListQuery {
  sku?: string | undefined;
  product_id?: number | undefined;
  from?: number | undefined;
  size?: number | undefined;
}
