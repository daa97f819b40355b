import { expect, type Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The product list (/admin/products): search, filters, rows, and a row's quick price and stock edit. */
export class AdminProductListPage extends AdminPage {
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Produkter' });
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    await this.submitSearch('Sök på namn eller artikelnummer', text);
    // The rows shown until the answer comes are the previous list's: a row clicked then can move under the pointer.
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  /** Opens the quick edit of a product's row and saves a new price and quantity. */
  async quickEdit(name: string, price: string, qty: string): Promise<void> {
    await this.page.getByRole('button', { name: `Ändra pris och lager för ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Pris och lager: ${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Pris (kr inkl. moms)').fill(price);
    await dialog.getByLabel('Antal i lager').fill(qty);
    await dialog.getByRole('button', { name: 'Spara' }).click();
  }
}
