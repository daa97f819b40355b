import type { AdminProductDto } from '@hemma/contract';
import { ATTRIBUTE_PREFIX, LIST_SEPARATOR, PRODUCT_COLUMNS, STOCK_COLUMNS } from './catalogue-columns.ts';
import { attributeColumnName } from './attribute-columns.ts';
import { spreadsheetSafeField, writeCsvLine } from './csv.ts';
import type { Vocabulary } from './vocabulary.ts';

/** A product to export: as the editor shows it (kronor), and whether it and each variant have a stock record. */
export interface ExportProduct {
  product: AdminProductDto;
  hasStock: boolean;
  variantHasStock: boolean[];
}

type Cells = Record<string, string>;

/**
 * The order of the export: products others name (a bundle's parts, a grouped product's items) come before the
 * products naming them, so that the file imports from the top down; by id within a type. A type not listed (none
 * is) would come first.
 */
export const TYPE_ORDER = ['simple', 'virtual', 'downloadable', 'configurable', 'grouped', 'bundle'] as const;

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

/** The JSON format is an array of AdminProductInput, one product each: this is one product's item (one line). */
export function catalogueJsonItem({ product, hasStock, variantHasStock }: ExportProduct): string {
  const input = withoutIds(product) as Partial<AdminProductDto>;
  if (!hasStock) delete input.stock;
  input.variants?.forEach((variant, i) => {
    if (!variantHasStock[i]) delete (variant as Partial<typeof variant>).stock;
  });
  return JSON.stringify(input);
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const yesNo = (value: boolean) => (value ? '1' : '0');

type Unit = Pick<
  AdminProductDto,
  | 'status'
  | 'price'
  | 'special_price'
  | 'price_eur'
  | 'special_price_eur'
  | 'special_from_date'
  | 'special_to_date'
  | 'tier_prices'
  | 'weight'
  | 'package_length_cm'
  | 'package_width_cm'
  | 'package_height_cm'
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
    price_eur: text(unit.price_eur),
    special_price_eur: text(unit.special_price_eur),
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
    package_length_cm: text(unit.package_length_cm),
    package_width_cm: text(unit.package_width_cm),
    package_height_cm: text(unit.package_height_cm),
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

/** Columns whose cells are numbers (or 0/1 flags): a plain number there, even a negative one, is not neutralised. */
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set([
  'status',
  'visibility',
  'price',
  'special_price',
  'price_eur',
  'special_price_eur',
  'weight',
  'package_length_cm',
  'package_width_cm',
  'package_height_cm',
  ...STOCK_COLUMNS,
]);

/** The CSV's columns: the header line's names, the cells' keys (also as a set), and which columns hold numbers. */
export interface CsvLayout {
  header: string[];
  keys: string[];
  columns: ReadonlySet<string>;
  numeric: boolean[];
}

/**
 * The CSV format (docs/formats/catalogue-import.md): every catalogue column, then one column per attribute that a
 * product uses (`attributeCodes`, in the order given), named by its code, type and label (`color:select:Färg`,
 * attribute-columns.ts).
 */
export function catalogueCsvLayout(attributeCodes: readonly string[], vocabulary: Vocabulary): CsvLayout {
  const known = new Set<string>(PRODUCT_COLUMNS);
  const isNumber = (code: string) => {
    const input = vocabulary.attribute(code)?.input;
    return input === 'number' || input === 'boolean';
  };
  const keys = [...PRODUCT_COLUMNS, ...attributeCodes.map((code) => `${ATTRIBUTE_PREFIX}${code}`)];
  return {
    header: [
      ...PRODUCT_COLUMNS,
      // With its definition (`color:select:Färg`), so that a shop without the attribute gets it from the import.
      ...attributeCodes.map((code) => {
        const attribute = vocabulary.attribute(code);
        if (attribute) return attributeColumnName(attribute);
        return known.has(code) ? `${ATTRIBUTE_PREFIX}${code}` : code;
      }),
    ],
    keys,
    columns: new Set(keys),
    numeric: [...PRODUCT_COLUMNS.map((c) => NUMERIC_COLUMNS.has(c)), ...attributeCodes.map(isNumber)],
  };
}

/** The header line, with its line break. */
export function catalogueCsvHeader(layout: CsvLayout): string {
  return `${writeCsvLine(layout.header)}\n`;
}

/**
 * A product's lines of the CSV (its row, then its variants' rows), each with its line break. Every cell is written
 * spreadsheet-safe (decision 0024): a text beginning with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * quote in front, which the import takes off again; a plain number in a numeric column stays a number.
 */
export function catalogueCsvLines(product: ExportProduct, layout: CsvLayout, vocabulary: Vocabulary): string {
  let lines = '';
  for (const row of productRows(product, vocabulary)) {
    // The layout comes from the same snapshot as the rows; a cell without its column would be lost without a word.
    const lost = Object.keys(row).find((key) => !layout.columns.has(key) && row[key] !== '');
    if (lost) throw new Error(`The export has no column for ${lost} of ${product.product.sku}.`);
    lines += `${layout.keys.map((key, i) => spreadsheetSafeField(row[key] ?? '', { number: layout.numeric[i] })).join(',')}\n`;
  }
  return lines;
}
