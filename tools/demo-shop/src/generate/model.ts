import type { Insertable } from 'kysely';
import type { CatalogTables } from '@hemma/api/seeding';

/** What a product image shows; each kind has its own drawing. */
export type Kind =
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'tv-bench'
  | 'bed'
  | 'bedside-table'
  | 'wardrobe'
  | 'dining-table'
  | 'chair'
  | 'bench'
  | 'shelf'
  | 'cabinet'
  | 'dresser'
  | 'ceiling-lamp'
  | 'floor-lamp'
  | 'table-lamp'
  | 'rug'
  | 'cushion'
  | 'throw'
  | 'curtain'
  | 'bed-linen'
  | 'vase'
  | 'candle-holder'
  | 'mirror'
  | 'plant-pot'
  | 'outdoor-sofa'
  | 'outdoor-table'
  | 'lounger'
  | 'gift-card'
  | 'guide'
  | 'service';

/** Input of one product drawing. */
export interface DrawSpec {
  kind: Kind;
  /** Main colour (upholstery, lacquer, glaze, textile) as #rrggbb. */
  color: string;
  /** Secondary tone: legs, frame, wood or metal details. */
  accent: string;
  /** Small integer that varies the shape within a kind (arm style, leg style, pattern…). */
  style: number;
  /** Real proportions in cm (width and height as seen from the front), when known. */
  size?: { width: number; height: number };
  /** Texts for gift cards and guide covers. */
  title?: string;
  subtitle?: string;
}

export type ShotVariant = 'main' | 'closeup' | 'tint';

export interface ImageJob {
  /** Path relative to the images directory, e.g. products/sof-lund-3.webp. */
  file: string;
  width: number;
  height: number;
  render:
    | { type: 'product'; spec: DrawSpec; variant: ShotVariant }
    | { type: 'hero'; index: number }
    | { type: 'category'; spec: DrawSpec };
}

/** Rows with explicit ids, ready to insert, table by table. */
export type SeedRows = { [T in keyof CatalogTables]: Insertable<CatalogTables[T]>[] };

export function emptyRows(): SeedRows {
  return {
    categories: [],
    brands: [],
    attributes: [],
    attribute_options: [],
    tax_classes: [],
    customer_groups: [],
    tax_rates: [],
    tax_rules: [],
    tax_rule_classes: [],
    tax_rule_rates: [],
    products: [],
    product_attributes: [],
    product_categories: [],
    product_media: [],
    product_relations: [],
    product_configurable_options: [],
    product_links: [],
    bundle_options: [],
    bundle_selections: [],
    custom_options: [],
    custom_option_values: [],
    tier_prices: [],
    stock_items: [],
    cms_pages: [],
    cms_blocks: [],
    home_banners: [],
    store_view_texts: [],
    store_view_code_texts: [],
  };
}
