import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

/** The wishlist and compare buttons of a product page or tile, and the /wishlist and /compare pages. */
export class ListsPage extends ShopPage {
  /** The product page's wishlist button (its name says whether the product is on the list). */
  get wishlistButton(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('button', { name: /^(Lägg i önskelistan|Ta bort från önskelistan)$/ })
      .first();
  }

  /** The compare switch of the nth product tile (0-based). */
  tileCompare(index: number): Locator {
    return this.page
      .getByRole('main')
      .getByRole('article')
      .nth(index)
      .getByRole('button', { name: /^Jämför$|^Ta bort från jämförelsen$/ });
  }

  /** The name of the nth product tile. */
  tileName(index: number): Locator {
    return this.page.getByRole('main').getByRole('article').nth(index).getByRole('heading');
  }

  get headerWishlist(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Önskelista' });
  }

  get headerCompare(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: 'Jämför' });
  }

  /** The tiles on /wishlist. */
  get wishlistItems(): Locator {
    return this.page.getByTestId('wishlist-items').locator(':scope > li');
  }

  wishlistRemove(name: string): Locator {
    return this.page.getByRole('button', { name: `Ta bort ${name}` });
  }

  get compareTable(): Locator {
    return this.page.getByTestId('compare-table');
  }

  /** One column header per compared product. */
  get compareColumns(): Locator {
    return this.compareTable.locator('thead th');
  }

  /** The attribute rows (material, colour, dimensions …). */
  get attributeRows(): Locator {
    return this.compareTable.locator('tbody tr[data-attribute]');
  }

  get notice(): Locator {
    return this.page.getByRole('status');
  }
}
