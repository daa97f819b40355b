import { STATIC_PAGES, unprefixedPath } from '@hemma/commerce';
/**
 * What part of the UI catalogue a page's hydration data carries (decision 0037).
 *
 * The catalogue pages (home, category, product, search, brand, CMS and static pages, the 404 page) show what the
 * server rendered: their data carries only the messages their first paint and the code they load with it use — the
 * common part and their kind's (decision 0047: a category page carries no product page texts, and so on). The rest (account, checkout, payment, modals, the cookie banner ...) is a
 * per-language module the browser loads after hydration (`all-messages.ts`); the parts that load on use wait for it,
 * and a text rendered before it arrived is rendered again when it does. The server reports a key it renders from
 * outside the part (catalogues.server.ts): that key belongs here.
 *
 * The shopper's own pages (cart, checkout, account, lists, newsletter) render most of their content in the browser
 * from the shopper's state, right after hydration: their data carries the whole catalogue, as before.
 */
export type PageKind = 'home' | 'list' | 'product' | 'content' | 'any';

interface Part {
  groups: readonly string[];
  keys: readonly string[];
}

/**
 * Every catalogue page: the header, the footer (its newsletter form, the static pages' names), the offline banner,
 * breadcrumbs, error pages, the default title.
 */
const COMMON: Part = {
  groups: [
    'a11y',
    'breadcrumbs',
    'error',
    'footer',
    'language',
    'nav',
    'newsletter',
    'offline',
    'page',
    'site',
    'usp',
  ],
  // The header's search box, account and cart links, the wishlist and compare buttons of tiles and the product page.
  keys: [
    'home.title',
    'search.label',
    'search.placeholder',
    'account.login',
    'account.title',
    'cart.label',
    'cart.labelCount',
    'lists.addToCompare',
    'lists.addToWishlist',
    'lists.compare',
    'lists.removeFromWishlist',
    'lists.wishlist',
    'modals.newsletterOpen',
  ],
};

/** What each kind of catalogue page adds to the common part (plural keys with both forms). */
/** A product tile: its badges, prices and stock. */
const TILE_KEYS = [
  'product.inStock',
  'product.lowStock',
  'product.new',
  'product.originalPrice',
  'product.outOfStock',
  'product.price',
  'product.sale',
];
const PARTS: Record<Exclude<PageKind, 'any'>, Part> = {
  home: { groups: ['home', 'list'], keys: TILE_KEYS },
  list: { groups: ['category', 'filter', 'list', 'paging', 'search', 'sort'], keys: TILE_KEYS },
  // Every product type's options render on the server and hydrate with the page.
  product: {
    groups: ['deliveryTime', 'product'],
    keys: [
      'cart.qty',
      'reviews.average',
      'reviews.by',
      'reviews.count',
      'reviews.loading',
      'reviews.more',
      'reviews.moreFailed',
      'reviews.none',
      'reviews.starRow',
      'reviews.stars',
      'reviews.title',
      'reviews.write',
      'reviews.writtenInSwedish',
    ],
  },
  // CMS and static pages (the contact page's form), the 404 page.
  content: { groups: ['contact'], keys: [] },
};

function partOf(kind: PageKind): { groups: Set<string>; keys: Set<string> } {
  const parts = kind === 'any' ? Object.values(PARTS) : [PARTS[kind]];
  return {
    groups: new Set([...COMMON.groups, ...parts.flatMap((part) => part.groups)]),
    keys: new Set([...COMMON.keys, ...parts.flatMap((part) => part.keys)]),
  };
}
const PART_OF = new Map<PageKind, ReturnType<typeof partOf>>();

/**
 * The kind of catalogue page at `pathname`, after the store view's prefix. A path the URL dispatcher resolves
 * (`/{url_path}`) may be any of them.
 */
export function pageKind(pathname: string): PageKind {
  const [, first = '', second] = unprefixedPath(pathname).split('/');
  if (first === '' || first === 'pwa.html') return 'home';
  if ((first === 'c' || first === 'b') && second) return 'list';
  if (first === 'search') return 'list';
  if (first === 'p' && second) return 'product';
  if (first === 'i' || STATIC_PAGES.includes(first as (typeof STATIC_PAGES)[number])) return 'content';
  return 'any';
}

export function isPageMessage(key: string, kind: PageKind = 'any'): boolean {
  let part = PART_OF.get(kind);
  if (!part) PART_OF.set(kind, (part = partOf(kind)));
  return (
    part.groups.has(key.slice(0, key.indexOf('.'))) ||
    part.keys.has(key) ||
    part.keys.has(key.replace(/\.(one|other)$/, ''))
  );
}

/** The shopper's own pages (their first path segment, after the store view's prefix). */
const ALL_MESSAGE_PAGES = new Set([
  'checkout',
  'order-success',
  'login',
  'register',
  'reset-password',
  'my-account',
  'wishlist',
  'compare',
  'newsletter',
  'error',
  // The guest order page (decision 0054).
  'order-status',
  // The payment link of a changed order (decision 0060).
  'order-payment',
]);

/** Whether the page at `pathname` gets the whole catalogue in its data (see above). */
export function needsAllMessages(pathname: string): boolean {
  return ALL_MESSAGE_PAGES.has(unprefixedPath(pathname).split('/')[1] ?? '');
}
