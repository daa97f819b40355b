import type { ProductDto } from '@hemma/api-client';
import {
  SHOP_VARIANT_RULES,
  type StoreView,
  chooseVariant,
  configurableOptions,
  isSellableStatus,
  productPath,
  selectionOf,
} from '@hemma/commerce';
import { type GalleryImage, galleryImage } from './gallery-image.ts';
import { type PriceView, type StockState, toPriceView, toStockState } from './price-view.ts';

/** A configurable child as the page needs it: what `chooseVariant` reads plus what the page shows. */
export interface VariantView {
  sku: string;
  status: number;
  stock: { is_in_stock: boolean };
  price_incl_tax: number;
  custom_attributes: { attribute_code: string; value: string }[];
  href: string;
  price: PriceView;
  stockState: StockState;
  image: GalleryImage | null;
}

export interface ConfigurableView {
  /** The parent's sku and price, shown while no child is chosen. */
  sku: string;
  price: PriceView;
  configurable_options: {
    attribute_code: string;
    label: string;
    values: { value_index: number; label: string; swatch_value: string | null }[];
  }[];
  configurable_children: VariantView[];
  /** The attributes of the child the URL asked for (or of the default child). */
  selection: Record<string, string>;
}

/** The options and children of a configurable product; option values no sellable child has are left out. */
export function configurableView(product: ProductDto, store: StoreView, childSku?: string): ConfigurableView {
  const codes = new Set<string>();
  const children = (product.configurable_children ?? []).map((child): VariantView => {
    return {
      sku: child.sku,
      status: child.status,
      stock: { is_in_stock: child.stock.is_in_stock },
      price_incl_tax: child.price_incl_tax,
      custom_attributes: child.custom_attributes.map(({ attribute_code, value }) => ({
        attribute_code,
        value,
      })),
      href: productPath(product, store, child.sku),
      price: toPriceView(child),
      stockState: toStockState(child.stock),
      image: child.image ? galleryImage(child.image, child.name) : null,
    };
  });
  const used = (code: string, value: number) =>
    children.some(
      (c) =>
        isSellableStatus(c.status) &&
        c.custom_attributes.some((a) => a.attribute_code === code && a.value === String(value)),
    );
  const options = configurableOptions(product.configurable_options).map((option) => {
    codes.add(option.attribute_code);
    return {
      attribute_code: option.attribute_code,
      label: option.label,
      values: option.values
        .filter((value) => used(option.attribute_code, value.value_index))
        .map(({ value_index, label, swatch_value }) => ({ value_index, label, swatch_value })),
    };
  });
  // The browser needs only the option attributes of each child.
  for (const child of children)
    child.custom_attributes = child.custom_attributes.filter((a) => codes.has(a.attribute_code));
  const view = {
    sku: product.sku,
    price: toPriceView(product),
    configurable_options: options,
    configurable_children: children,
  };
  const chosen = chooseVariant(view, { sku: childSku }, SHOP_VARIANT_RULES).variant;
  return { ...view, selection: selectionOf(view, chosen) };
}
