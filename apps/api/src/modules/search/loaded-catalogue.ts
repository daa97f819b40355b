import type { SearchSource, SourceChunk, SourceFilter, SourceProduct, SourceRows } from './search-source.ts';

/**
 * The source an index is built from: categories, listable products in id-ordered chunks and the attribute options'
 * labels (none when left out).
 */
export type IndexSource = Pick<SearchSource, 'categories' | 'chunks'> &
  Partial<Pick<SearchSource, 'optionLabels'>>;

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
 * A product's rows as kept (decision 0038; decision 0042, addendum 2026-11-30): the product row, and its category
 * and attribute rows in one list of numbers instead of one object per row (at 100k products about 560k attribute
 * rows) — the count of categories, the category ids, then a pair per attribute row the index reads: attribute id and
 * option id, or `~attribute id` (negative) and the number. A row with neither is left out (the index skips it), as
 * is the number of a row with an option (the index reads the option).
 */
export interface KeptRows {
  product: SourceProduct;
  rows: number[];
}

function kept(product: SourceProduct, rows: Pick<SourceRows, 'attributes' | 'categories'>): KeptRows {
  const list = [rows.categories.length];
  for (const c of rows.categories) list.push(c.category_id);
  for (const a of rows.attributes) {
    if (a.option_id !== null) list.push(a.attribute_id, a.option_id);
    else if (a.value_number !== null) list.push(~a.attribute_id, a.value_number);
  }
  // A list grown by push keeps spare room (17 elements after the first push): the kept one is cut to size.
  return { product, rows: list.slice() };
}

/** The rows of a product as the index reads them. */
function addRows({ product, rows }: KeptRows, chunk: SourceChunk): void {
  const product_id = product.id;
  const categories = rows[0]!;
  for (let i = 1; i <= categories; i++) chunk.categories.push({ product_id, category_id: rows[i]! });
  for (let i = 1 + categories; i < rows.length; i += 2) {
    const attribute = rows[i]!;
    chunk.attributes.push(
      attribute >= 0
        ? { product_id, attribute_id: attribute, option_id: rows[i + 1]!, value_number: null }
        : { product_id, attribute_id: ~attribute, option_id: null, value_number: rows[i + 1]! },
    );
  }
}

/** A source that reads the database and keeps what it read in `loaded.rows`. */
export function recordingSource(source: SearchSource, loaded: LoadedCatalogue): IndexSource {
  return {
    categories: () => source.categories(),
    optionLabels: () => source.optionLabels(),
    async *chunks(options) {
      for await (const chunk of source.chunks(options)) {
        const rows = new Map<number, Pick<SourceRows, 'attributes' | 'categories'>>(
          chunk.products.map((product) => [product.id, { attributes: [], categories: [] }]),
        );
        for (const a of chunk.attributes) rows.get(a.product_id)?.attributes.push(a);
        for (const c of chunk.categories) rows.get(c.product_id)?.categories.push(c);
        for (const product of chunk.products)
          loaded.rows.set(product.id, kept(product, rows.get(product.id)!));
        yield chunk;
      }
    },
  };
}

/** A source that answers products from memory (in id order, in chunks), categories and options from the database. */
export function memorySource(source: SearchSource, loaded: LoadedCatalogue): IndexSource {
  return {
    categories: () => source.categories(),
    optionLabels: () => source.optionLabels(),
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
  for (const row of fresh) loaded.rows.set(row.product.id, kept(row.product, row));
  for (const { id, sales_count } of sales) {
    const row = loaded.rows.get(id);
    if (row && row.product.sales_count !== sales_count) row.product = { ...row.product, sales_count };
  }
  loaded.version = version;
  return true;
}
