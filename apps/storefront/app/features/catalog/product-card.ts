import type { ProductSummary } from '@hemma/api-client';
import { type StoreView, imageUrl, productPath } from '@hemma/commerce';
import { type PriceView, type StockState, toPriceView, toStockState } from './price-view.ts';

/** The lean view model of a product tile (what loaders send to the browser instead of the API DTO). */
export interface ProductCard {
  sku: string;
  href: string;
  name: string;
  brand: string | null;
  image: { src: string; srcSet: string } | null;
  price: PriceView;
  isNew: boolean;
  stock: StockState;
}

const RETINA_THUMBNAIL = { width: 648, height: 978 };

export function toProductCard(product: ProductSummary, store: StoreView): ProductCard {
  const path = product.small_image ?? product.image;
  return {
    sku: product.sku,
    href: productPath(product, store),
    name: product.name,
    brand: product.brand?.name ?? null,
    image: path
      ? {
          src: imageUrl(path, 'thumbnail', 'fit'),
          srcSet: `${imageUrl(path, 'thumbnail', 'fit')} 324w, ${imageUrl(path, RETINA_THUMBNAIL, 'fit')} 648w`,
        }
      : null,
    price: toPriceView(product),
    isNew: product.new,
    stock: toStockState(product.stock),
  };
}

export function hasImage(product: ProductSummary): boolean {
  return Boolean(product.small_image ?? product.image);
}
