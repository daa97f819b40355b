import type { CategoryRef, CustomOption, ProductDto } from '@hemma/api-client';
import {
  type BundleSelection,
  type CustomOptionInput,
  type ProductType,
  type StoreView,
  brandPath,
  bundleDefaultSelection,
  categoryPath,
  productPath,
  productRouteName,
} from '@hemma/commerce';
import type { Crumb } from '~/ui/breadcrumbs.tsx';
import { bundleChoice } from './bundle-choice.ts';
import { type BundleOptionView, bundleView } from './bundle-view.ts';
import { type ConfigurableView, configurableView } from './configurable-view.ts';
import { customOptionsChoice } from './custom-options-choice.ts';
import { type GalleryImage, galleryImages } from './gallery-image.ts';
import { groupedChoice } from './grouped-choice.ts';
import { type GroupedItemView, groupedView } from './grouped-view.ts';
import { type PriceView, toPriceView, toStockState } from './price-view.ts';
import { type ProductChoice, type Reason, soldOut } from './product-choice.ts';
import { variantChoice } from './variant-choice.ts';

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
  /** The first render's choice; the browser runs the same rules again on each choice (the *-choice.ts modules). */
  pick: ProductChoice;
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
  let pick: ProductChoice = {
    price: toPriceView(product),
    stock,
    sku: product.sku,
    image: null,
    reason: soldOut(stock),
  };
  if (configurable) pick = variantChoice(configurable, configurable.selection);
  if (bundle) pick = { ...pick, ...bundleChoice(bundle, defaults.bundle, stock) };
  if (grouped)
    pick = {
      ...pick,
      ...groupedChoice(
        grouped,
        grouped.map((item) => item.qty),
        pick.price,
      ),
    };
  const options = customOptionsChoice(customOptions, defaults.options);
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
