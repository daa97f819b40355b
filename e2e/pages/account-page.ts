import type { Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

/** Login, Register, Reset password and My Account (/login, /register, /reset-password, /my-account). */
export class AccountPage extends ShopPage {
  /** The header's account link: "Logga in" for a guest, "Mina sidor" for a customer. */
  get headerLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^(Logga in|Mina sidor)$/ });
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  get alert(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  get notice(): Locator {
    return this.page.getByRole('status');
  }

  async register(firstName: string, lastName: string, email: string, password: string): Promise<void> {
    await this.page.goto('/register');
    await this.page.getByLabel('Förnamn').fill(firstName);
    await this.page.getByLabel('Efternamn').fill(lastName);
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByLabel('Lösenord', { exact: true }).fill(password);
    await this.page.getByLabel('Upprepa lösenordet').fill(password);
    await this.page.getByRole('main').getByRole('button', { name: 'Skapa konto' }).click();
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByLabel('Lösenord', { exact: true }).fill(password);
    await this.page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  }

  async logout(): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: 'Logga ut' }).click();
  }

  get loyaltyCardNumber(): Locator {
    return this.section('Kundkort').getByTestId('loyalty-card-number');
  }

  get barcode(): Locator {
    return this.section('Kundkort').getByRole('img', { name: /Streckkod/ });
  }

  get orders(): Locator {
    return this.section('Orderhistorik').getByRole('row');
  }
}
