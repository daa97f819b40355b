import type { DrawSpec, ImageJob } from './model.ts';

export const PRODUCT_IMAGE_SIZE = 1240;

/**
 * Decides which product images are rendered. Small shops get one image file per SKU; big benchmark shops
 * render up to `budget` images and then reuse a rendered image of the same kind (and colour when possible).
 */
export class ImagePlanner {
  readonly jobs: ImageJob[] = [];
  private readonly byKindColor = new Map<string, string[]>();
  private readonly byKind = new Map<string, string[]>();
  private rendered = 0;
  private reused = 0;

  constructor(private readonly budget: number) {}

  /** The main image and gallery files of a product (paths relative to the images directory). */
  plan(sku: string, spec: DrawSpec, extraShots: number): string[] {
    const kindColor = `${spec.kind}|${spec.color}`;
    const pool = this.byKindColor.get(kindColor) ?? this.byKind.get(spec.kind);
    if (this.rendered >= this.budget && pool && pool.length > 0) {
      this.reused++;
      const main = pool[this.reused % pool.length] as string;
      return [main];
    }
    const base = `products/${sku.toLowerCase()}`;
    const files = [`${base}.webp`];
    this.add(files[0] as string, spec, 'main');
    if (extraShots >= 1) {
      files.push(`${base}_2.webp`);
      this.add(`${base}_2.webp`, spec, 'closeup');
    }
    if (extraShots >= 2) {
      files.push(`${base}_3.webp`);
      this.add(`${base}_3.webp`, spec, 'tint');
    }
    push(this.byKindColor, kindColor, files[0] as string);
    push(this.byKind, spec.kind, files[0] as string);
    return files;
  }

  private add(file: string, spec: DrawSpec, variant: 'main' | 'closeup' | 'tint'): void {
    this.rendered++;
    this.jobs.push({
      file,
      width: PRODUCT_IMAGE_SIZE,
      height: PRODUCT_IMAGE_SIZE,
      render: { type: 'product', spec, variant },
    });
  }
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
