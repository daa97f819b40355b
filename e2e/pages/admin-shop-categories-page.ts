import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The category tree (/admin/categories) and a category's form. */
export class AdminShopCategoriesPage extends AdminPage {
  get tree(): Locator {
    return this.page.getByRole('region', { name: 'Kategoriträd' });
  }

  /** The row of a category in the tree (its own, not its sub-categories'). */
  row(name: string): Locator {
    return this.tree.locator('.tree-row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The names of a parent's sub-categories, in the tree's order. */
  async childrenOf(parent: string): Promise<string[]> {
    const list = this.tree.getByRole('list', { name: `Underkategorier till ${parent}`, exact: true });
    if ((await list.count()) === 0) return [];
    return list.locator(':scope > li > .tree-row .tree-name > a').allTextContents();
  }

  /** Opens the form of a new category below a parent, fills it and creates it. */
  async createBelow(parent: string, name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Ny underkategori till ${parent}` }).click();
    await this.page.getByLabel('Namn').fill(name);
    await this.page.getByRole('button', { name: 'Skapa kategori' }).click();
  }

  async moveUp(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Flytta ${name} uppåt` }).click();
  }
}
