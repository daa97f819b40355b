import { getCart } from './cart/cart-store.ts';
import { checkoutStepEvents, remarketing, storeCurrency, track } from './cart/analytics.ts';

/**
 * SPEC §9 analytics of browsing and the checkout, in GA4's funnel shape (view_item_list, select_item, view_item,
 * begin_checkout, add_shipping_info, add_payment_info, search) and the SPEC's Enhanced Ecommerce events
 * (productDetail, productClick) plus dynamic remarketing (`google_tag_params`). Loaded on first use
 * (lib/track-funnel.ts), so pages carry none of it in their first-load JavaScript; pushed only after consent
 * (track()).
 */
/** A product as a list or a page shows it: prices incl. VAT in the store view's currency (storeCurrency()). */
export interface TrackedProduct {
  sku: string;
  name: string;
  price: number;
  /** The configurable parent of a variant. */
  parentSku?: string | null | undefined;
  brand?: string | null | undefined;
}

const item = (p: TrackedProduct, index?: number, list?: string) => ({
  item_id: p.sku,
  item_group_id: p.parentSku ?? undefined,
  item_name: p.name,
  item_brand: p.brand ?? undefined,
  item_list_name: list,
  index,
  price: p.price,
  quantity: 1,
});

const legacy = (p: TrackedProduct, position?: number) => ({
  id: p.parentSku ?? p.sku,
  name: p.name,
  brand: p.brand ?? undefined,
  price: p.price,
  position,
});

export function viewItem(product: TrackedProduct): void {
  track([
    {
      event: 'productDetail',
      ecommerce: { currencyCode: storeCurrency(), detail: { products: [legacy(product)] } },
    },
    {
      event: 'view_item',
      ecommerce: { currency: storeCurrency(), value: product.price, items: [item(product)] },
    },
    remarketing('product', [product.sku], product.price),
  ]);
}

export function viewItemList(
  list: string,
  products: TrackedProduct[],
  pageType: Parameters<typeof remarketing>[0],
): void {
  if (products.length === 0) return;
  track([
    {
      event: 'view_item_list',
      ecommerce: {
        item_list_id: list,
        item_list_name: list,
        items: products.map((p, index) => item(p, index, list)),
      },
    },
    remarketing(
      pageType,
      products.map((p) => p.sku),
    ),
  ]);
}

export function selectItem(list: string, product: TrackedProduct, index: number): void {
  track([
    {
      event: 'productClick',
      ecommerce: { click: { actionField: { list }, products: [legacy(product, index + 1)] } },
    },
    {
      event: 'select_item',
      ecommerce: { item_list_id: list, item_list_name: list, items: [item(product, index, list)] },
    },
  ]);
}

export function search(term: string): void {
  track([{ event: 'search', search_term: term }]);
}

/** The checkout's steps with the cart's lines: begin_checkout, add_shipping_info, add_payment_info. */
export function checkoutStep(step: 'begin' | 'shipping' | 'payment', choice?: string): void {
  track(checkoutStepEvents(step, getCart().cartItems, choice));
}
