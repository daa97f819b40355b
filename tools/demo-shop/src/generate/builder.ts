import { fromSek, slugify, type DeliveryTimeCode } from '@hemma/commerce';
import type { CategoryIndex } from '../data/base-rows.ts';
import { ATTR, optionId, type AttrCode, type DimensionCode } from '../data/attributes.ts';
import type { CustomOptionDef } from '../data/custom-options.ts';
import { daysBefore, DAY_MS, REFERENCE_MS } from '../data/reference.ts';
import { nicePriceKr } from '../data/texts.ts';
import type { Prng } from '../prng.ts';
import type { ImagePlanner } from './image-plan.ts';
import type { DrawSpec, Kind, SeedRows } from './model.ts';

type ProductType = SeedRows['products'][number]['type_id'];

export interface NewProduct {
  sku: string;
  type: ProductType;
  name: string;
  /** Öre incl. VAT. */
  price: number;
  taxClass: number;
  brandId: number | null;
  description: string;
  short: string;
  /** Kilograms. */
  weight: number | null;
  /** The package's dimensions in cm (decision 0049); absent: not known. */
  package?: { lengthCm: number; widthCm: number; heightCm: number } | null;
  delivery: DeliveryTimeCode | null;
  factory?: DeliveryTimeCode | null;
  visibility: number;
  /** Leaf category slug (listable products) or null (configurable children). */
  category: string | null;
  /** Special prices, "new" flags and bestseller counts are drawn for listable products. */
  merchandise: boolean;
}

/** A simple product that bundles and grouped products can point at. */
export interface Sellable {
  id: number;
  sku: string;
  price: number;
  weight: number;
  kind: Kind;
  color: string;
}

const SPECIAL_WINDOWS: [string | null, string | null][] = [
  ['2026-11-01T00:00:00.000Z', '2027-07-31T23:59:59.000Z'],
  ['2026-11-15T00:00:00.000Z', '2027-12-31T23:59:59.000Z'],
  [null, '2027-08-31T23:59:59.000Z'],
  ['2026-09-01T00:00:00.000Z', null],
];
const EXPIRED_WINDOW: [string, string] = ['2026-06-01T00:00:00.000Z', '2026-08-31T23:59:59.000Z'];

/** Appends product rows and their satellites with explicit ids, so that relations need no round trips. */
export class CatalogBuilder {
  readonly sellables = new Map<string, Sellable[]>();
  private ids = {
    product: 1,
    media: 1,
    customOption: 1,
    customValue: 1,
    tier: 1,
    configOption: 1,
    link: 1,
    bundleOption: 1,
    bundleSelection: 1,
  };
  private readonly positions = new Map<number, number>();

  constructor(
    readonly rows: SeedRows,
    readonly rng: Prng,
    readonly categories: CategoryIndex,
    readonly images: ImagePlanner,
  ) {}

  next(counter: keyof CatalogBuilder['ids']): number {
    return this.ids[counter]++;
  }

  addProduct(p: NewProduct): number {
    const id = this.next('product');
    const { rng } = this;
    const isNew = p.merchandise && rng.chance(0.15);
    const ageDays = isNew ? rng.range(1, 20) : rng.range(30, 720);
    let special: number | null = null;
    let window: [string | null, string | null] = [null, null];
    if (p.merchandise && p.price >= fromSek(100)) {
      const roll = rng.next();
      if (roll < 0.12) {
        special = fromSek(nicePriceKr((p.price / 100) * rng.range(0.7, 0.87), rng.chance(0.2)));
        window = rng.pick(SPECIAL_WINDOWS);
      } else if (roll < 0.14) {
        special = fromSek(nicePriceKr((p.price / 100) * 0.8, false));
        window = EXPIRED_WINDOW;
      }
      if (special !== null && special >= p.price) special = null;
    }
    const slug = slugify(p.name);
    const categoryPath = p.category ? this.categories.urlPathBySlug.get(p.category) : undefined;
    this.rows.products.push({
      id,
      sku: p.sku,
      type_id: p.type,
      name: p.name,
      slug,
      url_key: slug,
      url_path: categoryPath ? `${categoryPath}/${slug}` : null,
      status: 1,
      visibility: p.visibility,
      price: p.price,
      special_price: special,
      special_from_date: special === null ? null : window[0],
      special_to_date: special === null ? null : window[1],
      tax_class_id: p.taxClass,
      brand_id: p.brandId,
      description: p.description,
      short_description: p.short,
      image: null,
      weight: p.weight,
      package_length_cm: p.package?.lengthCm ?? null,
      package_width_cm: p.package?.widthCm ?? null,
      package_height_cm: p.package?.heightCm ?? null,
      delivery_time: p.delivery,
      factory_delivery_time: p.factory ?? null,
      news_from_date: isNew ? daysBefore(ageDays) : null,
      sales_count: p.merchandise ? Math.floor(Math.pow(rng.next(), 3.2) * 1800) : rng.int(0, 60),
      meta_title: p.name,
      meta_description: p.short,
      created_at: daysBefore(ageDays),
      updated_at: new Date(
        Math.min(REFERENCE_MS, Date.parse(daysBefore(ageDays)) + rng.int(0, 25) * DAY_MS),
      ).toISOString(),
    });
    if (p.category) this.categorize(id, p.category);
    return id;
  }

  categorize(productId: number, slug: string): void {
    const categoryId = this.categories.idBySlug.get(slug);
    if (categoryId === undefined) throw new Error(`Unknown category ${slug}`);
    const position = this.positions.get(categoryId) ?? 0;
    this.positions.set(categoryId, position + 1);
    this.rows.product_categories.push({ product_id: productId, category_id: categoryId, position });
  }

  option(productId: number, code: AttrCode, label: string): void {
    this.rows.product_attributes.push({
      product_id: productId,
      attribute_id: ATTR[code],
      option_id: optionId(code, label),
      value_text: label,
      value_number: null,
    });
  }

  dimension(productId: number, code: DimensionCode, cm: number): void {
    this.rows.product_attributes.push({
      product_id: productId,
      attribute_id: ATTR[code],
      option_id: null,
      value_text: null,
      value_number: cm,
    });
  }

  /** Renders (or reuses) the images and stores them as the product image and its gallery. */
  picture(productId: number, sku: string, label: string, spec: DrawSpec, extraShots: number): void {
    const files = this.images.plan(sku, spec, extraShots);
    const product = this.rows.products[productId - 1];
    if (!product || product.id !== productId) throw new Error(`Product ${productId} is not the last added`);
    product.image = files[0] ?? null;
    files.forEach((file, position) => {
      this.rows.product_media.push({
        id: this.next('media'),
        product_id: productId,
        file,
        label: position === 0 ? label : `${label} – detalj`,
        position,
        disabled: 0,
      });
    });
  }

  /** Stock of physical products: ~6 % sold out, ~10 % few left, ~2 % on backorder; `unmanaged` for services and composite parents. */
  stock(productId: number, kind: 'physical' | 'unmanaged', bulky = false): void {
    const base = {
      product_id: productId,
      manage_stock: 1,
      backorders: 0,
      min_sale_qty: 1,
      max_sale_qty: 10000,
      low_stock_qty: 3,
    };
    if (kind === 'unmanaged') {
      this.rows.stock_items.push({ ...base, qty: 0, is_in_stock: 1, manage_stock: 0 });
      return;
    }
    const roll = this.rng.next();
    if (roll < 0.065) this.rows.stock_items.push({ ...base, qty: 0, is_in_stock: 0 });
    else if (roll < 0.085) this.rows.stock_items.push({ ...base, qty: 0, is_in_stock: 1, backorders: 1 });
    else if (roll < 0.19) this.rows.stock_items.push({ ...base, qty: this.rng.int(1, 3), is_in_stock: 1 });
    else
      this.rows.stock_items.push({
        ...base,
        qty: bulky ? this.rng.int(4, 40) : this.rng.int(10, 250),
        is_in_stock: 1,
      });
  }

  customOptions(productId: number, defs: readonly CustomOptionDef[]): void {
    defs.forEach((def, sortOrder) => {
      const optionId = this.next('customOption');
      const field = def.field;
      this.rows.custom_options.push({
        id: optionId,
        product_id: productId,
        title: def.title,
        type: def.type,
        is_require: def.required ? 1 : 0,
        sort_order: sortOrder,
        price_type: field ? (field.percent !== undefined ? 'percent' : 'fixed') : null,
        price_amount: field?.kr !== undefined ? fromSek(field.kr) : null,
        price_percent: field?.percent ?? null,
        max_characters: field?.maxCharacters ?? null,
      });
      (def.values ?? []).forEach((value, i) => {
        this.rows.custom_option_values.push({
          id: this.next('customValue'),
          option_id: optionId,
          title: value.title,
          price_type: value.percent !== undefined ? 'percent' : 'fixed',
          price_amount: value.kr !== undefined ? fromSek(value.kr) : 0,
          price_percent: value.percent ?? 0,
          sort_order: i,
        });
      });
    });
  }

  /** Quantity discount for all customer groups: 4 or more pieces about 10 % cheaper. */
  tierPrice(productId: number, price: number): void {
    const value = fromSek(nicePriceKr((price / 100) * 0.9, false));
    if (value < price)
      this.rows.tier_prices.push({
        id: this.next('tier'),
        product_id: productId,
        customer_group_id: null,
        qty: 4,
        value,
      });
  }

  sellable(category: string, item: Sellable): void {
    const list = this.sellables.get(category);
    if (list) list.push(item);
    else this.sellables.set(category, [item]);
  }
}
