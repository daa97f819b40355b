import { addCategories, addReferenceData } from '../data/base-rows.ts';
import { BUNDLES, GROUPED } from '../data/composites.ts';
import { DOWNLOADABLES, VIRTUALS } from '../data/services.ts';
import { SEED } from '../data/reference.ts';
import type { LeafTemplate } from '../data/template-types.ts';
import { DECOR } from '../data/templates-decor.ts';
import { OUTDOOR } from '../data/templates-outdoor.ts';
import { FURNITURE } from '../data/templates-furniture.ts';
import { Prng } from '../prng.ts';
import { CatalogBuilder } from './builder.ts';
import { buildBundle, buildGrouped, buildService } from './composites.ts';
import { buildConfigurable, buildSimple, LineNames } from './furnishings.ts';
import { addBanners, addCms, addStoreTexts } from './cms.ts';
import { ImagePlanner } from './image-plan.ts';
import { emptyRows, type ImageJob, type SeedRows } from './model.ts';

export const DEFAULT_PRODUCT_COUNT = 300;
/** Shops bigger than this render at most IMAGE_POOL product images and reuse them. */
const IMAGE_POOL = 700;

export const TEMPLATES: LeafTemplate[] = [...FURNITURE, ...DECOR, ...OUTDOOR];

/** Listable products per type for a shop of `total` listable products (demo: 200/40/15/15/15/15). */
export function typeCounts(
  total: number,
): Record<'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable', number> {
  const share = (n: number) => Math.max(1, Math.round((total * n) / DEFAULT_PRODUCT_COUNT));
  const configurable = share(40);
  const bundle = share(15);
  const grouped = share(15);
  const virtual = share(15);
  const downloadable = share(15);
  return {
    simple: Math.max(1, total - configurable - bundle - grouped - virtual - downloadable),
    configurable,
    bundle,
    grouped,
    virtual,
    downloadable,
  };
}

export interface GeneratedCatalog {
  rows: SeedRows;
  productJobs: ImageJob[];
  listable: number;
}

/** Generates the whole catalogue in memory. Pure: the same count gives the same rows. */
export function generateCatalog(productCount: number = DEFAULT_PRODUCT_COUNT): GeneratedCatalog {
  const rng = new Prng(SEED);
  const rows = emptyRows();
  const categories = addCategories(rows);
  addReferenceData(rows);
  addCms(rows);
  addBanners(rows);
  const images = new ImagePlanner(
    productCount <= 2 * DEFAULT_PRODUCT_COUNT ? Number.POSITIVE_INFINITY : IMAGE_POOL,
  );
  const b = new CatalogBuilder(rows, rng, categories, images);
  const lines = new LineNames(rng);
  const counts = typeCounts(productCount);

  // Every category first gets one product, then the rest follow the category shares.
  for (let i = 0; i < counts.simple; i++) {
    const template =
      i < TEMPLATES.length ? (TEMPLATES[i] as LeafTemplate) : rng.weighted(TEMPLATES, (t) => t.share);
    buildSimple(b, template, lines);
  }
  const configurables = TEMPLATES.filter((t) => t.configurable);
  for (let i = 0; i < counts.configurable; i++) {
    const template =
      i < configurables.length
        ? (configurables[i] as LeafTemplate)
        : rng.weighted(configurables, (t) => t.configurable?.share ?? 0);
    buildConfigurable(b, template, lines);
  }
  for (let i = 0; i < counts.bundle; i++)
    buildBundle(b, BUNDLES[i % BUNDLES.length] as (typeof BUNDLES)[number], lines);
  for (let i = 0; i < counts.grouped; i++)
    buildGrouped(b, GROUPED[i % GROUPED.length] as (typeof GROUPED)[number], lines);
  for (let i = 0; i < counts.virtual; i++) {
    buildService(
      b,
      VIRTUALS[i % VIRTUALS.length] as (typeof VIRTUALS)[number],
      'virtual',
      Math.floor(i / VIRTUALS.length),
    );
  }
  for (let i = 0; i < counts.downloadable; i++) {
    buildService(
      b,
      DOWNLOADABLES[i % DOWNLOADABLES.length] as (typeof DOWNLOADABLES)[number],
      'downloadable',
      Math.floor(i / DOWNLOADABLES.length),
    );
  }
  addStoreTexts(rows);
  const listable = Object.values(counts).reduce((a, c) => a + c, 0);
  return { rows, productJobs: images.jobs, listable };
}
