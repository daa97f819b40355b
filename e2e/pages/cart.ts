import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

/** The minicart in the header, the microcart sidebar and the cart page (/checkout/cart). */
export class Cart extends ShopPage {
  get minicart(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Varukorg/ });
  }

  get microcart(): Locator {
    return this.page.getByRole('dialog', { name: 'Varukorg' });
  }

  get notification(): Locator {
    return this.page.getByRole('status').filter({ hasText: /varukorgen|uppdaterats/ });
  }

  lines(scope: Locator = this.page.getByRole('main')): Locator {
    return scope.getByRole('listitem').filter({ has: this.page.getByRole('spinbutton', { name: 'Antal' }) });
  }

  line(name: string, scope?: Locator): Locator {
    return this.lines(scope).filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  get couponField(): Locator {
    return this.page.getByLabel('Rabattkod');
  }

  get totals(): Locator {
    return this.page.getByRole('complementary');
  }

  /** A totals row's amount as shown (`1 234 kr`, a discount with its minus sign), by its label. */
  segment(label: string | RegExp): Locator {
    return this.totals
      .locator('dl > div')
      .filter({ has: this.page.locator('dt').filter({ hasText: label }) })
      .locator('dd');
  }

  /** A totals row's amount in whole kronor, without its sign (the page shows whole kronor only). */
  async segmentKronor(label: string | RegExp): Promise<number> {
    return Number(((await this.segment(label).textContent()) ?? '').replace(/\D/g, ''));
  }

  async applyCoupon(code: string): Promise<void> {
    await this.couponField.fill(code);
    await this.page.getByRole('button', { name: 'Använd' }).click();
  }
}
