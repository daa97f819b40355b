import type { BundleSelection, CustomOptionInput } from '@hemma/commerce';
import type { MessageKey } from '~/i18n/translate.ts';
import type { GalleryImage } from './gallery-image.ts';
import type { PriceView, StockState } from './price-view.ts';

/** Why the product cannot be added yet: a message and the option it names. */
export interface Reason {
  key: MessageKey;
  name?: string;
}

/**
 * What the shopper's choices amount to, the same on the server (first render) and in the browser (each choice):
 * the price, stock, sku and image to show, and why the product cannot be added yet.
 */
export interface ProductChoice {
  price: PriceView;
  stock: StockState;
  sku: string;
  image: GalleryImage | null;
  reason: Reason | null;
  /** Configurable: the chosen child's URL once the choice is complete. */
  href?: string | null;
  /** Bundle: the chosen links and quantities. */
  bundleSelection?: BundleSelection;
  /** Grouped: the quantity of each item, in the order of the page's items. */
  groupedQuantities?: number[];
}

/** The custom options' share: the price with their additions for any base price, and what is still missing. */
export interface OptionsChoice {
  /** What the shopper entered, for the cart line's product_option. */
  input: CustomOptionInput;
  price: (base: PriceView) => PriceView;
  reason: Reason | null;
}

export const soldOut = (stock: StockState): Reason | null =>
  stock === 'out_of_stock' ? { key: 'product.soldOut' } : null;
