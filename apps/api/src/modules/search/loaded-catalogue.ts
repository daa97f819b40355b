import type { SearchSource, SourceChunk, SourceFilter, SourceProduct, SourceRows } from './search-source.ts';

/** The source an index is built from: categories and listable products in id-ordered chunks. */
export type IndexSource = Pick<SearchSource, 'categories' | 'chunks'>;

/**
 * The catalogue rows a search index was built from, kept in memory (decision 0009, update 2026-11-25), so that
 * after a change the next index re-reads only the changed products (migration 0015's log) and the bestseller
 * counts, instead of every product, attribute and category row.
 */
export interface LoadedCatalogue {
  /** The catalogue version read before these rows were read: changes tagged at or after it may be missing. */
  version: number;
  /** When every row was last read from the database (bestseller counts are refreshed in full by age). */
  loadedAt: number;
  rows: Map<number, KeptRows>;
}

/**
 * A product's rows as kept (decision 0038): the product row, and its attribute and category rows as plain number
 * lists instead of one object per row — at 100k products about 560k attribute rows, whose objects were most of the
 * kept memory. Attributes are triples (attribute id, option id, number), null kept as NaN; categories are ids.
 */
export interface KeptRows {
  product: SourceProduct;
  attributes: number[];
  categories: number[];
}

const orNaN = (value: number | null) => (value === null ? Number.NaN : value);
const orNull = (value: number) => (Number.isNaN(value) ? null : value);

function keep(product: SourceProduct): KeptRows {
  return { product, attributes: [], categories: [] };
}

/** Lists grown by push keep spare capacity (17 elements after the first push): the kept ones are cut to size. */
function trimmed(kept: KeptRows): KeptRows {
  return { product: kept.product, attributes: kept.attributes.slice(), categories: kept.categories.slice() };
}

/** The rows of a product as the index reads them. */
function addRows(kept: KeptRows, chunk: SourceChunk): void {
  const id = kept.product.id;
  const { attributes, categories } = kept;
  for (let i = 0; i < attributes.length; i += 3)
    chunk.attributes.push({
      product_id: id,
      attribute_id: attributes[i]!,
      option_id: orNull(attributes[i + 1]!),
      value_number: orNull(attributes[i + 2]!),
    });
  for (const category_id of categories) chunk.categories.push({ product_id: id, category_id });
}

function compact(rows: SourceRows): KeptRows {
  const kept = keep(rows.product);
  for (const a of rows.attributes)
    kept.attributes.push(a.attribute_id, orNaN(a.option_id), orNaN(a.value_number));
  for (const c of rows.categories) kept.categories.push(c.category_id);
  return trimmed(kept);
}

/** A source that reads the database and keeps what it read in `loaded.rows`. */
export function recordingSource(source: SearchSource, loaded: LoadedCatalogue): IndexSource {
  return {
    categories: () => source.categories(),
    async *chunks(options) {
      for await (const chunk of source.chunks(options)) {
        const rows = new Map<number, KeptRows>(chunk.products.map((product) => [product.id, keep(product)]));
        for (const a of chunk.attributes)
          rows.get(a.product_id)?.attributes.push(a.attribute_id, orNaN(a.option_id), orNaN(a.value_number));
        for (const c of chunk.categories) rows.get(c.product_id)?.categories.push(c.category_id);
        for (const [id, row] of rows) loaded.rows.set(id, trimmed(row));
        yield chunk;
      }
    },
  };
}

/** A source that answers products from memory (in id order, in chunks) and categories from the database. */
export function memorySource(source: SearchSource, loaded: LoadedCatalogue): IndexSource {
  return {
    categories: () => source.categories(),
    async *chunks(options) {
      const ids = [...loaded.rows.keys()].sort((a, b) => a - b);
      for (let start = 0; start < ids.length; start += options.size) {
        const chunk: SourceChunk = { products: [], attributes: [], categories: [] };
        for (const id of ids.slice(start, start + options.size)) {
          const row = loaded.rows.get(id)!;
          chunk.products.push(row.product);
          addRows(row, chunk);
        }
        yield chunk;
        // Other requests get the event loop between chunks, as with the database source.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/**
 * Brings the loaded rows to the catalogue as of `version`: re-reads the products changed since the rows' version
 * (gone or no longer listable ones drop out) and every product's bestseller count. False (rows untouched) when
 * more products changed than half the kept ones (an import): reading everything again is cheaper then.
 */
export async function catchUp(
  source: SearchSource,
  loaded: LoadedCatalogue,
  version: number,
  filter: SourceFilter,
): Promise<boolean> {
  const changed = await source.changedSince(loaded.version);
  if (changed.length > loaded.rows.size / 2) return false;
  const [fresh, sales] = await Promise.all([source.rowsOf(changed, filter), source.salesCounts(filter)]);
  for (const id of changed) loaded.rows.delete(id);
  for (const row of fresh) loaded.rows.set(row.product.id, compact(row));
  for (const { id, sales_count } of sales) {
    const row = loaded.rows.get(id);
    if (row && row.product.sales_count !== sales_count) row.product = { ...row.product, sales_count };
  }
  loaded.version = version;
  return true;
}
