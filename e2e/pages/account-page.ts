import type { Locator } from '@playwright/test';
import type { AddressInput } from './checkout-page.ts';
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

  /** Asks for a reset link in a reset form (the /reset-password page's main, or the auth modal's dialog). */
  async requestPasswordReset(email: string, scope: Locator = this.page.getByRole('main')): Promise<void> {
    await scope.getByLabel('E-post').fill(email);
    await scope.getByRole('button', { name: 'Skicka länk' }).click();
  }

  /** Chooses the new password on the page the mailed reset link opens. */
  async chooseNewPassword(password: string, repeat = password): Promise<void> {
    await this.page.getByLabel('Nytt lösenord', { exact: true }).fill(password);
    await this.page.getByLabel('Upprepa lösenordet').fill(repeat);
    await this.page.getByRole('main').getByRole('button', { name: 'Spara lösenord' }).click();
  }

  get addressBook(): Locator {
    return this.section('Adresser');
  }

  /** A saved address in the book, by a text it shows (e.g. its street). */
  address(text: string): Locator {
    return this.addressBook.getByRole('listitem').filter({ hasText: text });
  }

  async addAddress(address: AddressInput): Promise<void> {
    const book = this.addressBook;
    await book.getByRole('button', { name: 'Lägg till adress' }).click();
    const form = book.getByRole('form', { name: 'Adress' });
    await form.getByLabel('Förnamn').fill(address.firstName);
    await form.getByLabel('Efternamn').fill(address.lastName);
    await form.getByLabel('Gatuadress').fill(address.street);
    await form.getByLabel('Postnummer').fill(address.zip);
    await form.getByLabel('Ort').fill(address.city);
    if (address.phone) await form.getByLabel('Telefon').fill(address.phone);
    await form.getByRole('button', { name: 'Spara adress' }).click();
  }
}
