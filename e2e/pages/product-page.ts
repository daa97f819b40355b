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

  /** The buy button whatever it says (it says 'Slut i lager' when sold out). */
  get buyButton(): Locator {
    return this.page.getByRole('main').locator('form button[type="submit"]');
  }

  /** The main gallery image. */
  get mainImage(): Locator {
    return this.page.getByRole('main').getByRole('img').first();
  }

  /** A group of choices (a configurable attribute, a bundle option, a custom option) by its title. */
  options(title: string): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^${title}`) });
  }

  quantity(name: string): Locator {
    return this.page.getByRole('spinbutton', { name: `Antal, ${name}` });
  }
}
