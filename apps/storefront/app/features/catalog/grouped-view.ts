import type { ProductDto } from '@hemma/api-client';
import {
  type StoreView,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  groupedChildren,
  imageUrl,
  productPath,
} from '@hemma/commerce';
import { type PriceView, type StockState, toPriceView, toStockState } from './price-view.ts';

export interface GroupedItemView {
  sku: string;
  name: string;
  /** Null when the item is not shown on its own (VISIBILITY_NOT_VISIBLE_INDIVIDUALLY). */
  href: string | null;
  qty: number;
  price: PriceView;
  stock: StockState;
  thumb: string | null;
  slug: string;
  /** The stored image path (the cart renders its own size). */
  imagePath: string | null;
}

/** A grouped product's items in their positions' order; a sold-out item starts at quantity 0. */
export function groupedView(product: ProductDto, store: StoreView): GroupedItemView[] {
  return groupedChildren(product.product_links)
    .sort((a, b) => a.position - b.position)
    .map(({ product: child, qty }) => {
      const path = child.small_image ?? child.image;
      return {
        sku: child.sku,
        name: child.name,
        href: child.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY ? null : productPath(child, store),
        qty: toStockState(child.stock) === 'out_of_stock' ? 0 : qty,
        price: toPriceView(child),
        stock: toStockState(child.stock),
        thumb: path ? imageUrl(path, 'thumbnail', 'fit') : null,
        slug: child.slug,
        imagePath: path,
      };
    });
}
