import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The product editor (/admin/products/new?type=…, /admin/products/:id): one form in sections. */
export class AdminProductEditorPage extends AdminPage {
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  get general(): Locator {
    return this.section('Allmänt');
  }

  get prices(): Locator {
    return this.section('Priser');
  }

  get variants(): Locator {
    return this.section('Varianter');
  }

  get pictures(): Locator {
    return this.section('Bilder');
  }

  get stock(): Locator {
    return this.section('Lager');
  }

  /** A variant's fieldset (`Variant 1`, or `Variant 1: Pall Äng, Grå` once saved). */
  variant(n: number): Locator {
    return this.variants.getByRole('group', { name: new RegExp(`^Variant ${n}\\b`) });
  }

  get priceHistory(): Locator {
    return this.section('Prishistorik');
  }

  /** Name and sku, and a category when given (found by the tree's search, then its checkbox ticked). */
  async fillGeneral(product: { name: string; sku: string; category?: string }): Promise<void> {
    await this.general.getByLabel('Namn', { exact: true }).fill(product.name);
    await this.general.getByLabel('Artikelnummer', { exact: true }).fill(product.sku);
    if (product.category) {
      const categories = this.general.getByRole('group', { name: 'Kategorier' });
      await categories.getByRole('searchbox', { name: 'Sök kategori' }).fill(product.category);
      await categories.getByLabel(product.category, { exact: true }).check();
    }
  }

  async setPrice(price: string): Promise<void> {
    await this.prices.getByLabel('Pris (kr inkl. moms)', { exact: true }).fill(price);
  }

  /** Uploads a picture through the file field (the API stores it; the list shows its preview). */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.pictures.getByLabel('Ladda upp bilder').setInputFiles(file);
  }

  /** Makes the variants differ in `axis` and adds one per option. */
  async addVariantsFor(axis: string, options: readonly string[]): Promise<void> {
    await this.variants
      .getByRole('group', { name: 'Varianterna skiljer sig åt i' })
      .getByLabel(axis, { exact: true })
      .check();
    const pick = this.variants.getByRole('group', { name: `Lägg till en variant per ${axis}` });
    for (const option of options) await pick.getByLabel(option, { exact: true }).check();
    await this.variants.getByRole('button', { name: 'Lägg till valda varianter' }).click();
  }

  async save(label = 'Spara'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}
