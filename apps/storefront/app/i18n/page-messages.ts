import { unprefixedPath } from '@hemma/commerce';
/**
 * What part of the UI catalogue a page's hydration data carries (decision 0037).
 *
 * The catalogue pages (home, category, product, search, brand, CMS and static pages, the 404 page) show what the
 * server rendered: their data carries only the messages their first paint and the code they load with it use —
 * about 40 % of the catalogue. The rest (account, checkout, payment, modals, the cookie banner ...) is a
 * per-language module the browser loads after hydration (`all-messages.ts`); the parts that load on use wait for it,
 * and a text rendered before it arrived is rendered again when it does. The server reports a key it renders from
 * outside the part (catalogues.server.ts): that key belongs here.
 *
 * The shopper's own pages (cart, checkout, account, lists, newsletter) render most of their content in the browser
 * from the shopper's state, right after hydration: their data carries the whole catalogue, as before.
 */
const PAGE_GROUPS = new Set([
  'a11y',
  'breadcrumbs',
  'category',
  // The contact page's form (a static page).
  'contact',
  'deliveryTime',
  'error',
  'filter',
  'footer',
  'home',
  'language',
  'list',
  'nav',
  'newsletter',
  'offline',
  'page',
  'paging',
  // Every product type's options render on the server and hydrate with the page.
  'product',
  'search',
  'site',
  'sort',
  'usp',
  // The form messages: the product page's quantity field, and the forms of modals opened from catalogue pages (the
  // language modules of all-messages.ts do not hold them).
  'validation',
]);

/**
 * Keys of the other groups that catalogue pages show: the header's account and cart links, the wishlist and compare
 * buttons of every tile, the product page's review summary (plural keys with both forms).
 */
const PAGE_KEYS = new Set<string>([
  'account.login',
  'account.title',
  'cart.label',
  'cart.labelCount',
  'cart.qty',
  'lists.addToCompare',
  'lists.addToWishlist',
  'lists.compare',
  'lists.removeFromWishlist',
  'lists.wishlist',
  'modals.newsletterOpen',
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
]);

export function isPageMessage(key: string): boolean {
  return (
    PAGE_GROUPS.has(key.slice(0, key.indexOf('.'))) ||
    PAGE_KEYS.has(key) ||
    PAGE_KEYS.has(key.replace(/\.(one|other)$/, ''))
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
]);

/** Whether the page at `pathname` gets the whole catalogue in its data (see above). */
export function needsAllMessages(pathname: string): boolean {
  return ALL_MESSAGE_PAGES.has(unprefixedPath(pathname).split('/')[1] ?? '');
}
