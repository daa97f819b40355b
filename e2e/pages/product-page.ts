import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

export class ProductPage extends ShopPage {
  /** The price the shopper pays, as displayed (`12 345 kr`). */
  get price(): Locator {
    return this.page
      .getByRole('main')
      .locator('section[aria-labelledby="product-name"] p', { hasText: 'kr' })
      .first();
  }

  get addToCart(): Locator {
    return this.page.getByRole('button', { name: 'Lägg i varukorgen' });
  }
}
