import type { CategoryRef, ProductDto } from '@hemma/api-client';
import { type StoreView, brandPath, categoryPath, imageUrl, productPath } from '@hemma/commerce';
import type { Crumb } from '~/ui/breadcrumbs.tsx';
import { type PriceView, type StockState, toPriceView, toStockState } from './price-view.ts';

export interface GalleryImage {
  src: string;
  srcSet: string;
  thumb: string;
  label: string;
}

export interface Swatch {
  label: string;
  /** A CSS colour or null when the option has no swatch colour. */
  colour: string | null;
  selected: boolean;
}

/** The product page's view model: only what the page renders, mapped from the API DTO in the loader. */
export interface ProductPage {
  sku: string;
  href: string;
  name: string;
  brand: { name: string; href: string } | null;
  price: PriceView;
  stock: StockState;
  deliveryTime: string | null;
  shortDescription: string;
  description: string;
  images: GalleryImage[];
  attributes: { label: string; value: string }[];
  swatches: Swatch[];
  trail: Crumb[];
  metaTitle: string | null;
  metaDescription: string | null;
}

const HALF_GALLERY = { width: 620, height: 620 };
const THUMB = { width: 120, height: 120 };
const HIDDEN_ATTRIBUTES = new Set(['color', 'manufacturer', 'delivery_time']);

function galleryImages(product: ProductDto, selectedImage: string | null): GalleryImage[] {
  const paths = [...product.media_gallery]
    .sort((a, b) => a.pos - b.pos)
    .map((entry) => ({ path: entry.image, label: entry.lab }));
  if (paths.length === 0 && product.image) paths.push({ path: product.image, label: '' });
  if (selectedImage && !paths.some((p) => p.path === selectedImage))
    paths.unshift({ path: selectedImage, label: '' });
  else if (selectedImage)
    paths.sort((a, b) => Number(b.path === selectedImage) - Number(a.path === selectedImage));
  return paths.map(({ path, label }) => ({
    src: imageUrl(path, 'gallery', 'fit'),
    srcSet: `${imageUrl(path, HALF_GALLERY, 'fit')} 620w, ${imageUrl(path, 'gallery', 'fit')} 1240w`,
    thumb: imageUrl(path, THUMB, 'fit'),
    label,
  }));
}

function attributeRows(product: ProductDto): { label: string; value: string }[] {
  const metadata = new Map(product.attributes_metadata.map((a) => [a.attribute_code, a]));
  return product.custom_attributes.flatMap((attribute) => {
    const meta = metadata.get(attribute.attribute_code);
    if (!meta || !meta.is_visible || HIDDEN_ATTRIBUTES.has(attribute.attribute_code)) return [];
    const value = attribute.label || attribute.value;
    return value ? [{ label: meta.frontend_label || meta.default_label, value }] : [];
  });
}

function colourSwatches(product: ProductDto, selectedSku: string | undefined): Swatch[] {
  const option = product.configurable_options?.find((o) => o.attribute_code === 'color');
  const children = product.configurable_children ?? [];
  if (!option) return [];
  const selectedColour = children
    .find((child) => child.sku === selectedSku)
    ?.custom_attributes.find((a) => a.attribute_code === 'color')?.value;
  return option.values
    .filter((value) =>
      children.some((child) =>
        child.custom_attributes.some(
          (a) => a.attribute_code === 'color' && a.value === String(value.value_index),
        ),
      ),
    )
    .map((value) => ({
      label: value.label,
      colour: value.swatch_value,
      selected: String(value.value_index) === selectedColour,
    }));
}

/** The category crumbs: the deepest category the product is in, and its ancestors the product also lists. */
export function productTrail(categories: CategoryRef[], store: StoreView): Crumb[] {
  const depth = (c: CategoryRef) => c.url_path.split('/').length;
  const deepest = [...categories].sort((a, b) => depth(b) - depth(a))[0];
  if (!deepest) return [];
  return categories
    .filter((c) => deepest.url_path === c.url_path || deepest.url_path.startsWith(`${c.url_path}/`))
    .sort((a, b) => depth(a) - depth(b))
    .map((c) => ({ label: c.name, href: categoryPath(c, store) }));
}

export function toProductPage(product: ProductDto, store: StoreView, childSku?: string): ProductPage {
  const child = product.configurable_children?.find((c) => c.sku === childSku);
  const priced = child ?? product;
  return {
    sku: child?.sku ?? product.sku,
    href: productPath(product, store, child?.sku),
    name: product.name,
    brand: product.brand ? { name: product.brand.name, href: brandPath(product.brand, store) } : null,
    price: toPriceView(priced),
    stock: toStockState(priced.stock),
    deliveryTime: product.delivery_time,
    shortDescription: product.short_description,
    description: product.description,
    images: galleryImages(product, child?.image ?? null),
    attributes: attributeRows(product),
    swatches: colourSwatches(product, child?.sku),
    trail: productTrail(product.category, store),
    metaTitle: product.meta_title,
    metaDescription: product.meta_description,
  };
}
