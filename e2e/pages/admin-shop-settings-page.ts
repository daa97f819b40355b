import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The owner's settings (/admin/settings): shipping methods, payment methods, tax rates. */
export class AdminShopSettingsPage extends AdminPage {
  /** A shipping or payment method's group, by its legend (`Fri frakt – Fri frakt över 5 000 kr`). */
  method(legend: string | RegExp): Locator {
    return this.page.getByRole('group', { name: legend });
  }

  /** Changes the free-shipping method's threshold and title and saves the shipping methods. */
  async setFreeShipping(legend: string | RegExp, kronor: string, title: string): Promise<void> {
    const method = this.method(legend);
    await method.getByLabel('Erbjuds från ordervärde (kr)').fill(kronor);
    await method.getByLabel('Namn i kassan').fill(title);
    await this.page.getByRole('button', { name: 'Spara fraktsätt' }).click();
  }
}
