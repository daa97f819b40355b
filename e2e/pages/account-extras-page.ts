import type { Locator } from '@playwright/test';
import { AccountPage } from './account-page.ts';

/** The My Account extras: loyalty points, order detail, newsletter toggle, e-mail change, recently viewed. */
export class AccountExtrasPage extends AccountPage {
  get pointsBalance(): Locator {
    return this.section('Kundkort').getByTestId('loyalty-points');
  }

  get pointsHistory(): Locator {
    return this.section('Kundkort').getByRole('listitem');
  }

  /** Opens (or closes) an order's detail by clicking its number in the history. */
  async toggleOrder(orderNumber: string): Promise<void> {
    await this.section('Orderhistorik').getByRole('button', { name: orderNumber }).click();
  }

  get orderDetail(): Locator {
    return this.section('Orderhistorik').getByTestId('order-detail');
  }

  get newsletterCheckbox(): Locator {
    return this.section('Nyhetsbrev').getByRole('checkbox');
  }

  get newsletterStatus(): Locator {
    return this.section('Nyhetsbrev').getByRole('status');
  }

  get profile(): Locator {
    return this.section('Profil');
  }

  /** The product names under "Senast visade", in the order shown. */
  get recentlyViewed(): Locator {
    return this.section('Senast visade').getByRole('listitem');
  }

  async saveFullPage(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: true });
  }
}
