import type { BundleOption, CategoryRef, CustomOption, ProductDto } from '@hemma/api-client';
import {
  type BundleSelection,
  type CustomOptionInput,
  PRODUCT_STATUS_DISABLED_FROM,
  SHOP_VARIANT_RULES,
  type ProductType,
  type StoreView,
  brandPath,
  bundleDefaultSelection,
  categoryPath,
  chooseVariant,
  configurableOptions,
  groupedChildren,
  imageUrl,
  productPath,
  productRouteName,
  selectionOf,
} from '@hemma/commerce';
import type { Crumb } from '~/ui/breadcrumbs.tsx';
import { type PriceView, type StockState, toPriceView, toStockState } from './price-view.ts';
import { bundlePick } from './bundle-options.tsx';
import { configurablePick } from './configurable-options.tsx';
import { optionsPick } from './custom-options.tsx';
import { groupedPick } from './grouped-items.tsx';
import { type Pick, type Reason, soldOut } from './product-picks.ts';

export interface GalleryImage {
  src: string;
  srcSet: string;
  thumb: string;
  label: string;
}

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

export interface GroupedItemView {
  sku: string;
  name: string;
  /** Null when the item is not shown on its own (visibility 1). */
  href: string | null;
  qty: number;
  price: PriceView;
  stock: StockState;
  thumb: string | null;
  slug: string;
  /** The stored image path (the cart renders its own size). */
  imagePath: string | null;
}

/** The product page's view model: only what the page renders, mapped from the API DTO in the loader. */
export interface ProductPage {
  type: ProductType;
  /** SPEC §2 route name: the type plus `-product` (`configurable-product`), store-code prefixed like paths. */
  routeName: string;
  /** What a cart line needs beyond the choices: the product's own sku, slug and image path. */
  line: { sku: string; slug: string; imagePath: string | null };
  href: string;
  name: string;
  brand: { name: string; href: string } | null;
  /** The first render's choices; the browser runs the same rules again on each choice (product-picks.ts). */
  pick: Pick;
  /** The price shown first: the pick's price with the suggested custom option values. */
  price: PriceView;
  optionsReason: Reason | null;
  /** EU Omnibus: SEK incl. VAT, only while on sale. */
  lowest30d: number | null;
  deliveryTime: string | null;
  shortDescription: string;
  description: string;
  images: GalleryImage[];
  attributes: { label: string; value: string }[];
  trail: Crumb[];
  metaTitle: string | null;
  metaDescription: string | null;
  /** Furniture and textiles offer the size guide. */
  hasSizeGuide: boolean;
  configurable: ConfigurableView | null;
  bundle: BundleOptionView[] | null;
  grouped: GroupedItemView[] | null;
  customOptions: CustomOption[];
  /** What the page starts with: the bundle's default links, the suggested custom option values. */
  defaults: { bundle: BundleSelection; options: CustomOptionInput };
}

const HALF_GALLERY = { width: 620, height: 620 };
const HIDDEN_ATTRIBUTES = new Set(['color', 'manufacturer', 'delivery_time']);
/** Top categories whose products have sizes worth a guide: furniture and textiles. */
const SIZE_GUIDE_CATEGORIES = new Set([
  'vardagsrum',
  'sovrum',
  'matplats',
  'forvaring',
  'utemobler',
  'textilier',
]);

function galleryImage(path: string, label = ''): GalleryImage {
  return {
    src: imageUrl(path, 'gallery', 'fit'),
    srcSet: `${imageUrl(path, HALF_GALLERY, 'fit')} 620w, ${imageUrl(path, 'gallery', 'fit')} 1240w`,
    thumb: imageUrl(path, 'thumbnail', 'fit'),
    label,
  };
}

function galleryImages(product: ProductDto): GalleryImage[] {
  const images = [...product.media_gallery]
    .sort((a, b) => a.pos - b.pos)
    .map((entry) => galleryImage(entry.image, entry.lab));
  if (images.length === 0 && product.image) images.push(galleryImage(product.image));
  return images;
}

function attributeRows(product: ProductDto): { label: string; value: string }[] {
  const metadata = new Map(product.attributes_metadata.map((a) => [a.attribute_code, a]));
  const rows = new Map<string, string[]>();
  for (const attribute of product.custom_attributes) {
    const meta = metadata.get(attribute.attribute_code);
    if (!meta || !meta.is_visible || HIDDEN_ATTRIBUTES.has(attribute.attribute_code)) continue;
    const value = attribute.label || attribute.value;
    const label = meta.frontend_label || meta.default_label;
    if (value && !rows.get(label)?.includes(value)) rows.set(label, [...(rows.get(label) ?? []), value]);
  }
  return [...rows].map(([label, values]) => ({ label, value: values.join(', ') }));
}

function configurableView(product: ProductDto, store: StoreView, childSku?: string): ConfigurableView {
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
        c.status < PRODUCT_STATUS_DISABLED_FROM &&
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

function bundleView(options: BundleOption[]): BundleOptionView[] {
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

function groupedView(product: ProductDto, store: StoreView): GroupedItemView[] {
  return groupedChildren(product.product_links)
    .sort((a, b) => a.position - b.position)
    .map(({ product: child, qty }) => {
      const path = child.small_image ?? child.image;
      return {
        sku: child.sku,
        name: child.name,
        href: child.visibility === 1 ? null : productPath(child, store),
        qty: toStockState(child.stock) === 'out_of_stock' ? 0 : qty,
        price: toPriceView(child),
        stock: toStockState(child.stock),
        thumb: path ? imageUrl(path, 'thumbnail', 'fit') : null,
        slug: child.slug,
        imagePath: path,
      };
    });
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

/** Required radio and select options start with their first value, as a shop assistant would suggest. */
function defaultOptionInput(options: CustomOption[]): CustomOptionInput {
  const input: Record<number, string[]> = {};
  for (const option of options) {
    const first = option.values[0];
    if (option.is_require && first && option.type !== 'checkbox')
      input[option.option_id] = [String(first.option_type_id)];
  }
  return input;
}

export function toProductPage(product: ProductDto, store: StoreView, childSku?: string): ProductPage {
  const configurable = product.type_id === 'configurable' ? configurableView(product, store, childSku) : null;
  const bundle = product.type_id === 'bundle' ? bundleView(product.bundle_options ?? []) : null;
  const grouped = product.type_id === 'grouped' ? groupedView(product, store) : null;
  const customOptions = [...(product.custom_options ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  const defaults = {
    bundle: bundleDefaultSelection(bundle ?? []),
    options: defaultOptionInput(customOptions),
  };

  const stock = toStockState(product.stock);
  let pick: Pick = {
    price: toPriceView(product),
    stock,
    sku: product.sku,
    image: null,
    reason: soldOut(stock),
  };
  if (configurable) pick = configurablePick(configurable, configurable.selection);
  if (bundle) pick = { ...pick, ...bundlePick(bundle, defaults.bundle, stock) };
  if (grouped)
    pick = {
      ...pick,
      ...groupedPick(
        grouped,
        grouped.map((item) => item.qty),
        pick.price,
      ),
    };
  const options = optionsPick(customOptions, defaults.options);
  const price = options.price(pick.price);

  return {
    type: product.type_id,
    routeName: productRouteName(product, store),
    line: { sku: product.sku, slug: product.slug, imagePath: product.thumbnail ?? product.image },
    href: productPath(product, store),
    name: product.name,
    brand: product.brand ? { name: product.brand.name, href: brandPath(product.brand, store) } : null,
    pick,
    price,
    optionsReason: options.reason,
    lowest30d: price.original !== null ? (product.lowest_price_30d_incl_tax ?? null) : null,
    deliveryTime: product.delivery_time,
    shortDescription: product.short_description,
    description: product.description,
    images: galleryImages(product),
    attributes: attributeRows(product),
    trail: productTrail(product.category, store),
    metaTitle: product.meta_title,
    metaDescription: product.meta_description,
    hasSizeGuide: product.category.some((c) => SIZE_GUIDE_CATEGORIES.has(c.url_path.split('/')[0] ?? '')),
    configurable,
    bundle,
    grouped,
    customOptions,
    defaults,
  };
}
