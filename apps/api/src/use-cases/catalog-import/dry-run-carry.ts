import type { ProductSave } from '../catalog-admin/product-save.ts';

/** A product of the file as the import saves it (import-products.ts' ImportItem). */
type Item = { save: ProductSave };

/**
 * A dry run's memory of the products its earlier batches saved (issue 35). Each batch of a dry run is rolled back, so a
 * grouped product, a bundle or a link in a later batch would not find the products it names in earlier ones and be
 * refused, though the real import saves it. Before a batch's products are saved, the products of earlier batches they
 * name are saved again in its transaction (rolled back with it), without their own links and pictures: what they are
 * checked against is that the product exists and its type. Kept only by a dry run, one entry per product read.
 */
export class DryRunCarry {
  /** An earlier product's save, by its sku and its variants' skus. */
  private readonly saved = new Map<string, ProductSave>();

  /** Products of this batch that saved (rolled back with the batch), to be named by later ones. */
  remember(items: readonly Item[]): void {
    for (const { save } of items) {
      const stub: ProductSave = { ...save, links: [], images: [] };
      this.saved.set(save.sku, stub);
      for (const variant of save.variants) this.saved.set(variant.sku, stub);
    }
  }

  /** The saves of earlier products that `batch` names and does not hold itself, each once. */
  namedBy(batch: readonly Item[]): ProductSave[] {
    if (this.saved.size === 0) return [];
    const own = new Set(batch.flatMap(({ save }) => [save.sku, ...save.variants.map((v) => v.sku)]));
    const named = new Set<ProductSave>();
    for (const { save } of batch)
      for (const sku of [
        ...save.links.map((l) => l.sku),
        ...save.bundle_options.flatMap((o) => o.selections.map((s) => s.sku)),
      ]) {
        const earlier = own.has(sku) ? undefined : this.saved.get(sku);
        if (earlier) named.add(earlier);
      }
    return [...named];
  }
}
