/** Business constants from SPEC §9 that both the API and the storefront use. */
export const ROOT_CATEGORY_ID = 2;
export const CATEGORY_FETCH_SIZE = 4000;
export const CATEGORY_PAGE_SIZE = 50;
export const PRODUCT_FIND_PAGE_SIZE = 100;
export const SEARCH_DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 999;
export const MIN_SEARCH_TERM_LENGTH = 3;
export const ATTRIBUTE_LIST_SIZE = 150;
export const MANUFACTURER_ATTRIBUTE_ID = 83;
export const COLOR_ATTRIBUTE_ID = 269;
export const DEFAULT_COUNTRY = 'SE';
export const TAX_DEFAULT_COUNTRY_FALLBACK = 'PL';
export const DESKTOP_BREAKPOINT_PX = 1024;
export const MAX_CONTENT_WIDTH_PX = 1272;
export const NOTIFICATION_TTL_MS = 5000;

/** Product status (SPEC §4): 0 and 1 are sellable; 2 or more is disabled. */
export const PRODUCT_STATUS_DISABLED_FROM = 2;
/** Status 1, the only one a bundle's parts and a grouped product's items are looked up with (SPEC §4). */
export const PRODUCT_STATUS_ENABLED = 1;
/** Visibility: 1 not individually, 2 catalogue, 3 search, 4 catalogue and search. */
export const LISTED_VISIBILITIES = [2, 3, 4] as const;
export const LISTED_STATUSES = [0, 1] as const;
/** Visibility 1: a configurable product's child, reached only through its parent. */
export const VISIBILITY_NOT_VISIBLE_INDIVIDUALLY = 1;

/** A product or variant that can still be sold: status below PRODUCT_STATUS_DISABLED_FROM. */
export function isSellableStatus(status: number): boolean {
  return status < PRODUCT_STATUS_DISABLED_FROM;
}

export const PRODUCT_TYPES = [
  'simple',
  'configurable',
  'grouped',
  'bundle',
  'virtual',
  'downloadable',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Swedish delivery-time texts (SPEC §9), keyed by a stable code stored with the product. */
export const DELIVERY_TIMES = {
  'w2-4': '2–4 veckor',
  'w3-6': '3–6 veckor',
  'w6-8': '6–8 veckor',
  'w8-12': '8–12 veckor',
  'd2-8': '2–8 arbetsdagar',
  'd7-14': '7–14 arbetsdagar',
} as const;
export type DeliveryTimeCode = keyof typeof DELIVERY_TIMES;
