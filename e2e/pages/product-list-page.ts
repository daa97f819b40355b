import type { Locator } from '@playwright/test';
import { CategoryPage } from './category-page.ts';

/** A category, brand or search results page with filters, sort, chips and 'Visa fler'. */
export class ProductListPage extends CategoryPage {
  get filters(): Locator {
    return this.page.getByRole('complementary', { name: 'Filter' });
  }

  get filterToggle(): Locator {
    return this.page.getByRole('button', { name: /^Filtrera/ });
  }

  get sort(): Locator {
    return this.page.getByRole('combobox', { name: 'Sortera efter' });
  }

  get selectedFilters(): Locator {
    return this.page.getByRole('list', { name: 'Valda filter' });
  }

  get count(): Locator {
    return this.page.getByRole('main').getByRole('status').first();
  }

  get loadMore(): Locator {
    return this.page.getByRole('link', { name: 'Visa fler' });
  }

  /** A filter option (checkbox or radio) by its label, e.g. 'Grön'. */
  option(label: string): Locator {
    return this.filters.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });
  }

  /** The product count an option's label shows (`Grön 12`). */
  async optionCount(label: string): Promise<number> {
    const text = (await this.option(label).locator('xpath=..').textContent()) ?? '';
    return Number(text.replace(/\D+/g, ''));
  }

  /** The parent skus of the tiles, from their links (`/p/{parentSku}/...`). */
  async tileSkus(): Promise<string[]> {
    const hrefs = await this.productTiles
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.map((href) => decodeURIComponent(href.split('/')[2] ?? ''));
  }

  /** The prices the tiles show, in kronor (the price paid, not a struck-through original). */
  async tilePrices(): Promise<number[]> {
    const texts = await this.productTiles.evaluateAll((tiles) =>
      tiles.map((tile) => tile.querySelector('p span')?.textContent ?? ''),
    );
    return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
  }
}
