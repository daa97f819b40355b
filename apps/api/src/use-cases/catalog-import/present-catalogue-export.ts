import type { AdminProductDto } from '@hemma/contract';
import { ATTRIBUTE_PREFIX, LIST_SEPARATOR, PRODUCT_COLUMNS, STOCK_COLUMNS } from './catalogue-columns.ts';
import { writeCsvLine } from './csv.ts';
import type { Vocabulary } from './vocabulary.ts';

/** A product to export: as the editor shows it (kronor), and whether it and each variant have a stock record. */
export interface ExportProduct {
  product: AdminProductDto;
  hasStock: boolean;
  variantHasStock: boolean[];
}

type Cells = Record<string, string>;

const TYPE_ORDER = ['simple', 'virtual', 'downloadable', 'configurable', 'grouped', 'bundle'];

/** Products others name (a bundle's parts, a grouped product's items) come before the products naming them. */
export function inImportOrder(products: readonly ExportProduct[]): ExportProduct[] {
  return [...products].sort(
    (a, b) =>
      TYPE_ORDER.indexOf(a.product.type_id) - TYPE_ORDER.indexOf(b.product.type_id) ||
      a.product.id - b.product.id,
  );
}

/** Without the ids of the database: a file that another shop can read (and this one reads back the same). */
function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutIds) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id' && key !== 'created_at' && key !== 'updated_at')
        .map(([key, v]) => [key, withoutIds(v)]),
    ) as T;
  return value;
}

/** The JSON format: an array of AdminProductInput, one product each. */
export function presentCatalogueJson(products: readonly ExportProduct[]): string {
  const items = inImportOrder(products).map(({ product, hasStock, variantHasStock }) => {
    const input = withoutIds(product) as Partial<AdminProductDto>;
    if (!hasStock) delete input.stock;
    input.variants?.forEach((variant, i) => {
      if (!variantHasStock[i]) delete (variant as Partial<typeof variant>).stock;
    });
    return input;
  });
  return `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const yesNo = (value: boolean) => (value ? '1' : '0');

type Unit = Pick<
  AdminProductDto,
  | 'status'
  | 'price'
  | 'special_price'
  | 'special_from_date'
  | 'special_to_date'
  | 'tier_prices'
  | 'weight'
  | 'description'
  | 'short_description'
  | 'images'
  | 'stock'
  | 'attributes'
>;

function unitCells(unit: Unit, hasStock: boolean, vocabulary: Vocabulary): Cells {
  const cells: Cells = {
    status: text(unit.status),
    price: text(unit.price),
    special_price: text(unit.special_price),
    special_from_date: text(unit.special_from_date),
    special_to_date: text(unit.special_to_date),
    tier_prices: unit.tier_prices
      .map((t) =>
        [
          t.customer_group_id === null ? 'all' : vocabulary.names.customerGroup.get(t.customer_group_id),
          t.qty,
          t.price,
        ].join(':'),
      )
      .join(LIST_SEPARATOR),
    weight: text(unit.weight),
    description: unit.description,
    short_description: unit.short_description,
    images: unit.images
      .map((image) => `${image.disabled ? '!' : ''}${image.file}${image.label ? `::${image.label}` : ''}`)
      .join(LIST_SEPARATOR),
  };
  if (hasStock)
    for (const column of STOCK_COLUMNS) {
      const value = unit.stock[column];
      cells[column] = typeof value === 'boolean' ? yesNo(value) : text(value);
    }
  const byCode = new Map<string, string[]>();
  for (const value of unit.attributes) {
    const shown =
      value.option_id !== undefined
        ? (vocabulary.names.option.get(value.option_id) ?? `#${value.option_id}`)
        : text(value.number ?? value.text);
    byCode.set(value.attribute_code, [...(byCode.get(value.attribute_code) ?? []), shown]);
  }
  for (const [code, values] of byCode) cells[`${ATTRIBUTE_PREFIX}${code}`] = values.join(LIST_SEPARATOR);
  return cells;
}

function productRows({ product, hasStock, variantHasStock }: ExportProduct, vocabulary: Vocabulary): Cells[] {
  const linked = (type: string) =>
    product.links
      .filter((l) => l.link_type === type)
      .map((l) => (type === 'associated' && l.qty !== 1 ? `${l.sku}:${l.qty}` : l.sku))
      .join(LIST_SEPARATOR);
  const own: Cells = {
    sku: product.sku,
    type: product.type_id,
    name: product.name,
    url_key: product.url_key,
    visibility: text(product.visibility),
    tax_class: vocabulary.names.taxClass.get(product.tax_class_id) ?? `#${product.tax_class_id}`,
    brand:
      product.brand_id === null
        ? ''
        : (vocabulary.names.brand.get(product.brand_id) ?? `#${product.brand_id}`),
    categories: product.category_ids
      .map((id) => vocabulary.names.category.get(id) ?? `#${id}`)
      .join(LIST_SEPARATOR),
    delivery_time: text(product.delivery_time),
    factory_delivery_time: text(product.factory_delivery_time),
    news_from_date: text(product.news_from_date),
    meta_title: text(product.meta_title),
    meta_description: text(product.meta_description),
    ...unitCells(product, hasStock, vocabulary),
    configurable_attributes: product.configurable_options
      .map((o) => `${o.attribute_code}:${o.label}`)
      .join(LIST_SEPARATOR),
    associated_skus: linked('associated'),
    related_skus: linked('related'),
    upsell_skus: linked('upsell'),
    crosssell_skus: linked('crosssell'),
    bundle_options: product.bundle_options.length ? JSON.stringify(withoutIds(product.bundle_options)) : '',
    custom_options: product.custom_options.length ? JSON.stringify(withoutIds(product.custom_options)) : '',
  };
  const variants = product.variants.map((variant, i) => {
    const cells: Cells = {
      sku: variant.sku,
      parent_sku: product.sku,
      type: 'simple',
      name: variant.name,
      ...unitCells(variant, variantHasStock[i] ?? false, vocabulary),
    };
    // A variant's descriptions are its product's unless it has its own: the cell stays empty then.
    if (variant.description === product.description) cells.description = '';
    if (variant.short_description === product.short_description) cells.short_description = '';
    return cells;
  });
  return [own, ...variants];
}

/**
 * The CSV format (docs/formats/catalogue-import.md): every catalogue column, then one column per attribute that a
 * product uses, named by its code; a configurable product's variants on the rows after it.
 */
export function presentCatalogueCsv(products: readonly ExportProduct[], vocabulary: Vocabulary): string {
  const rows = inImportOrder(products).flatMap((p) => productRows(p, vocabulary));
  const known = new Set<string>(PRODUCT_COLUMNS);
  const attributeKeys = [
    ...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => k.startsWith(ATTRIBUTE_PREFIX)))),
  ];
  const header = [
    ...PRODUCT_COLUMNS,
    ...attributeKeys.map((k) => {
      const code = k.slice(ATTRIBUTE_PREFIX.length);
      return known.has(code) ? k : code;
    }),
  ];
  const keys = [...PRODUCT_COLUMNS, ...attributeKeys];
  return `${[header, ...rows.map((row) => keys.map((k) => row[k] ?? ''))].map((line) => writeCsvLine(line)).join('\n')}\n`;
}
