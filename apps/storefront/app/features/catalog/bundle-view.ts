import type { BundleOption } from '@hemma/api-client';
import { toStockState } from './price-view.ts';

export interface BundleLinkView {
  id: number;
  name: string;
  qty: number;
  is_default: boolean;
  can_change_qty: boolean;
  inStock: boolean;
  product: { final_price: number; final_price_incl_tax: number } | null;
}

export interface BundleOptionView extends Omit<BundleOption, 'position' | 'product_links'> {
  product_links: BundleLinkView[];
}

/** A bundle's options and their links in their positions' order, with what the page shows of each part. */
export function bundleView(options: BundleOption[]): BundleOptionView[] {
  return [...options]
    .sort((a, b) => a.position - b.position)
    .map(({ option_id, title, type, required, product_links }) => ({
      option_id,
      title,
      type,
      required,
      product_links: [...product_links]
        .sort((a, b) => a.position - b.position)
        .map((link) => ({
          id: link.id,
          name: link.product?.name ?? link.sku,
          qty: link.qty,
          is_default: link.is_default,
          can_change_qty: link.can_change_qty,
          inStock: toStockState(link.product?.stock) !== 'out_of_stock',
          product: link.product
            ? {
                final_price: link.product.final_price,
                final_price_incl_tax: link.product.final_price_incl_tax,
              }
            : null,
        })),
    }));
}
