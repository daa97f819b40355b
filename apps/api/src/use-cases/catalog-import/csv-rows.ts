/**
 * One row of a catalogue CSV (decision 0025): the header checked against the catalogue's columns, and each row's
 * cells read into the contract's shape, a cell that cannot be read being a problem of its row.
 */
import {
  ATTRIBUTE_PREFIX,
  PRODUCT_COLUMNS,
  REQUIRED_COLUMNS,
  STOCK_COLUMNS,
  VARIANT_COLUMNS,
} from './catalogue-columns.ts';
import { type CsvRecord } from './csv.ts';
import {
  CellError,
  flagCell,
  integerCell,
  jsonCell,
  listCell,
  numberCell,
  statusCell,
} from './csv-values.ts';
import { FileRefusedError } from './parsed-file.ts';
import { readAttributeColumn, type AttributeColumn } from './attribute-columns.ts';
import type { Lookup, Vocabulary, VocabularyAttribute } from './vocabulary.ts';

type Raw = Record<string, unknown>;

export interface Header {
  columns: Map<string, number>;
  attributes: { index: number; attribute: VocabularyAttribute }[];
  /** The attribute columns that carry their definition (`code:input:Label`): read once the plan is known. */
  defined: { index: number; column: AttributeColumn }[];
}

const KNOWN = new Set<string>(PRODUCT_COLUMNS);

/** The header line, checked: a file whose header is not the catalogue's is refused whole. */
export function readHeader(record: CsvRecord | undefined, vocabulary: Vocabulary): Header {
  if (!record) throw new FileRefusedError('The file is empty: a catalogue CSV starts with a header line.');
  const columns = new Map<string, number>();
  const attributes: Header['attributes'] = [];
  const defined: Header['defined'] = [];
  const unknown: string[] = [];
  const twice = (code: string) =>
    attributes.some((a) => a.attribute.code === code) || defined.some((d) => d.column.code === code);
  record.fields.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    const column = readAttributeColumn(cell);
    if (column) {
      if (twice(column.code))
        throw new FileRefusedError(`The header names the column "${column.code}" twice.`);
      defined.push({ index, column });
      return;
    }
    if (columns.has(name) || twice(name.replace(ATTRIBUTE_PREFIX, '')))
      throw new FileRefusedError(`The header names the column "${name}" twice.`);
    const code = name.startsWith(ATTRIBUTE_PREFIX) ? name.slice(ATTRIBUTE_PREFIX.length) : name;
    const attribute = (!KNOWN.has(name) || name !== code) && vocabulary.attribute(code);
    if (KNOWN.has(name)) columns.set(name, index);
    else if (attribute) attributes.push({ index, attribute });
    else unknown.push(cell.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0)
    throw new FileRefusedError(
      `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: is this a catalogue ` +
        `CSV? Its first line must name the columns (docs/formats/catalogue-import.md).`,
    );
  if (unknown.length > 0)
    throw new FileRefusedError(
      `The header has unknown columns: ${unknown.slice(0, 10).join(', ')} (neither a catalogue column nor an ` +
        `attribute code of the shop; a column code:type:label brings its attribute along).`,
    );
  return { columns, attributes, defined };
}

/** The header with its defined columns read against the vocabulary that has the plan's attributes. */
export function withDefinedAttributes(header: Header, vocabulary: Vocabulary): Header {
  const defined = header.defined.map(({ index, column }) => ({
    index,
    attribute: vocabulary.attribute(column.code)!,
  }));
  return { ...header, attributes: [...header.attributes, ...defined] };
}

export interface Row {
  line: number;
  sku: string;
  parentSku: string;
  raw: Raw;
  problems: string[];
}

/** Reads one row's cells into the contract's shape; each cell that cannot be read is a problem of the row. */
export class RowReader {
  readonly problems: string[] = [];
  constructor(
    private readonly header: Header,
    private readonly fields: string[],
    private readonly vocabulary: Vocabulary,
  ) {}

  cell(column: string): string {
    const index = this.header.columns.get(column);
    return index === undefined ? '' : (this.fields[index] ?? '').trim();
  }

  /** The cell's value through `read`, or undefined when it is empty (the field then takes its default). */
  value<T>(column: string, read: (text: string) => T): T | undefined {
    const text = this.cell(column);
    if (text === '') return undefined;
    try {
      return read(text);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      this.problems.push(`${column}: ${error.message}`);
      return undefined;
    }
  }

  text(column: string): string | undefined {
    const text = this.index(column) === undefined ? '' : (this.fields[this.index(column)!] ?? '');
    return text.trim() === '' ? undefined : text;
  }

  private index(column: string) {
    return this.header.columns.get(column);
  }

  id(column: string, lookup: Lookup): number | undefined {
    return this.value(column, (text) => resolved(lookup(text)));
  }

  ids(column: string, lookup: Lookup): number[] | undefined {
    return this.value(column, (text) => listCell(text).map((name) => resolved(lookup(name))));
  }

  attributes(): Raw[] {
    const values: Raw[] = [];
    for (const { index, attribute } of this.header.attributes) {
      const text = (this.fields[index] ?? '').trim();
      if (text === '') continue;
      const attribute_code = attribute.code;
      try {
        if (attribute.input === 'select' || attribute.input === 'multiselect') {
          // A configurable product shows every option its variants have: a select may hold several, too.
          const names = listCell(text);
          for (const name of names)
            values.push({ attribute_code, option_id: resolved(this.vocabulary.option(attribute)(name)) });
        } else if (attribute.input === 'number' || attribute.input === 'boolean')
          values.push({ attribute_code, number: numberCell(text) });
        else values.push({ attribute_code, text });
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        this.problems.push(`${attribute_code}: ${error.message}`);
      }
    }
    return values;
  }

  tierPrices(): Raw[] | undefined {
    return this.value('tier_prices', (text) =>
      listCell(text).map((entry) => {
        const parts = entry.split(':').map((p) => p.trim());
        if (parts.length < 2 || parts.length > 3)
          throw new CellError(`"${entry}" is not qty:price or group:qty:price`);
        const [group, qty, price] = parts.length === 3 ? parts : ['all', ...parts];
        return {
          customer_group_id:
            group!.toLowerCase() === 'all' ? null : resolved(this.vocabulary.customerGroup(group!)),
          qty: numberCell(qty!),
          price: numberCell(price!),
        };
      }),
    );
  }

  images(): Raw[] | undefined {
    return this.value('images', (text) =>
      listCell(text).map((entry) => {
        const disabled = entry.startsWith('!');
        const [file, ...label] = (disabled ? entry.slice(1) : entry).split('::');
        return { file: file!.trim(), label: label.join('::').trim(), disabled };
      }),
    );
  }

  stock(): Raw | undefined {
    const given = STOCK_COLUMNS.filter((c) => this.cell(c) !== '');
    if (given.length === 0) return undefined;
    const stock: Raw = {};
    for (const column of given)
      stock[column] =
        column === 'qty' || column.endsWith('_qty')
          ? this.value(column, integerCell)
          : this.value(column, flagCell);
    return stock;
  }

  /** The fields a product and a variant both have. */
  unit(): Raw {
    return {
      status: this.value('status', statusCell),
      price: this.value('price', numberCell),
      special_price: this.value('special_price', numberCell),
      price_eur: this.value('price_eur', numberCell),
      special_price_eur: this.value('special_price_eur', numberCell),
      special_from_date: this.text('special_from_date')?.trim(),
      special_to_date: this.text('special_to_date')?.trim(),
      tier_prices: this.tierPrices(),
      weight: this.value('weight', numberCell),
      package_length_cm: this.value('package_length_cm', numberCell),
      package_width_cm: this.value('package_width_cm', numberCell),
      package_height_cm: this.value('package_height_cm', numberCell),
      description: this.text('description'),
      short_description: this.text('short_description'),
      attributes: this.attributes(),
      images: this.images(),
      stock: this.stock(),
    };
  }

  product(): Raw {
    const links = (['associated', 'related', 'upsell', 'crosssell'] as const).flatMap(
      (type) =>
        this.value(`${type}_skus`, (text) =>
          listCell(text).map((entry) => {
            const [sku, qty] = entry.split(':');
            return { link_type: type, sku: sku!.trim(), ...(qty ? { qty: numberCell(qty) } : {}) };
          }),
        ) ?? [],
    );
    if (this.cell('tax_class') === '') this.problems.push('tax_class: give the tax class (its name or #id)');
    if (this.cell('price') === '') this.problems.push('price: give the price in kronor incl. VAT');
    return {
      sku: this.cell('sku'),
      type_id: this.cell('type').toLowerCase(),
      name: this.text('name')?.trim() ?? '',
      url_key: this.text('url_key')?.trim(),
      visibility: this.value('visibility', integerCell),
      tax_class_id: this.id('tax_class', this.vocabulary.taxClass),
      brand_id: this.id('brand', this.vocabulary.brand),
      category_ids: this.ids('categories', this.vocabulary.category),
      delivery_time: this.text('delivery_time')?.trim(),
      factory_delivery_time: this.text('factory_delivery_time')?.trim(),
      news_from_date: this.text('news_from_date')?.trim(),
      meta_title: this.text('meta_title'),
      meta_description: this.text('meta_description'),
      ...this.unit(),
      configurable_options: this.value('configurable_attributes', (text) =>
        listCell(text).map((entry) => {
          const [code, ...label] = entry.split(':');
          return { attribute_code: code!.trim(), ...(label.length ? { label: label.join(':').trim() } : {}) };
        }),
      ),
      links,
      bundle_options: this.value('bundle_options', jsonCell),
      custom_options: this.value('custom_options', jsonCell),
    };
  }

  variant(parentPrice: unknown): Raw {
    const unknown = [...this.header.columns.keys()].filter(
      (c) => !VARIANT_COLUMNS.has(c) && this.cell(c) !== '',
    );
    for (const column of unknown) this.problems.push(`${column}: a variant's row leaves it to its product`);
    const type = this.cell('type').toLowerCase();
    if (type !== '' && type !== 'simple') this.problems.push(`type: a variant is simple, not ${type}`);
    const unit = this.unit();
    return {
      sku: this.cell('sku'),
      name: this.text('name')?.trim(),
      ...unit,
      // A variant without a price of its own costs what its product does.
      price: unit.price ?? parentPrice,
    };
  }
}

const CSV_NAMES: Record<string, string> = {
  type_id: 'type',
  tax_class_id: 'tax_class',
  brand_id: 'brand',
  category_ids: 'categories',
  configurable_options: 'configurable_attributes',
};

/** The contract's field names in a reason as the CSV's columns call them. */
export const csvNames = (reason: string) =>
  reason.replace(
    /\b(type_id|tax_class_id|brand_id|category_ids|configurable_options)\b/g,
    (name) => CSV_NAMES[name]!,
  );

function resolved(found: number | string): number {
  if (typeof found === 'string') throw new CellError(found);
  return found;
}

export const withoutUndefined = (raw: Raw): Raw =>
  Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
