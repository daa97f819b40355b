import { ProductTile } from '~/features/catalog/product-tile.tsx';
import { useList } from '~/features/lists/list-store.ts';
import { WishlistView } from '~/features/lists/wishlist-view.tsx';
import { translate } from '~/i18n/translate.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useStoreView } from '~/lib/store-view.ts';
import { useWishlistProducts } from './list-products.ts';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(translate(i18nFromMatches(matches).messages, 'lists.wishlistTitle')),
  { name: 'robots', content: 'noindex' },
];

/** Client-rendered: the wishlist lives in local storage (and, for a customer, on the account). */
export default function Wishlist() {
  const products = useWishlistProducts(useList('wishlist'), useStoreView());
  return <WishlistView products={products} renderTile={(product) => <ProductTile product={product} />} />;
}
