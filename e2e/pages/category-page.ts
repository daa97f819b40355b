import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

export class CategoryPage extends ShopPage {
  get subcategories(): Locator {
    return this.page.getByRole('navigation', { name: 'Underkategorier' });
  }

  get productTiles(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  /** The name and the price text of a product tile. */
  async tile(index: number): Promise<{ name: string; price: string; link: Locator }> {
    const tile = this.productTiles.nth(index);
    return {
      name: (await tile.getByRole('heading').textContent())?.trim() ?? '',
      price: (await tile.locator('p', { hasText: 'kr' }).first().textContent())?.trim() ?? '',
      link: tile.getByRole('link'),
    };
  }
}
