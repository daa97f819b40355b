/** What a list page has of its products: loading, loaded (in the list's order), or the API failed. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; items: T[] };

/** A product as the list pages show it (the catalogue's tile model has this shape; the route maps it). */
export interface ListProduct {
  sku: string;
  href: string;
  name: string;
  brand: string | null;
  image: { src: string; srcSet: string } | null;
  price: { final: number; original: number | null };
  stock: 'in_stock' | 'low_stock' | 'out_of_stock';
}

/** One product of the compare table. */
export interface CompareColumn {
  card: ListProduct;
  /** Attribute code → the product's value(s) as shown. */
  values: Map<string, string>;
}

export interface CompareRow {
  code: string;
  label: string;
  /** One cell per column; empty when the product has no value. */
  values: string[];
}

export interface CompareTable {
  columns: CompareColumn[];
  /** The comparable attributes (catalogue metadata) at least one product has a value for, in catalogue order. */
  rows: CompareRow[];
}
