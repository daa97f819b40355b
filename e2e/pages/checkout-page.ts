import { expect, type Locator } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  phone?: string;
}

/** The checkout (/checkout): personal details, shipping, payment, review, thank-you. */
export class CheckoutPage extends ShopPage {
  step(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(name) });
  }

  field(step: string, label: string): Locator {
    return this.step(step).getByLabel(label, { exact: true });
  }

  async continue(step: string): Promise<void> {
    await this.step(step).getByRole('button', { name: 'Fortsätt' }).click();
  }

  async fillPersonal(firstName: string, lastName: string, email: string): Promise<void> {
    const step = 'Dina uppgifter';
    await this.field(step, 'Förnamn').fill(firstName);
    await this.field(step, 'Efternamn').fill(lastName);
    await this.field(step, 'E-postadress').fill(email);
  }

  async fillAddress(step: string, address: AddressInput): Promise<void> {
    await this.field(step, 'Förnamn').fill(address.firstName);
    await this.field(step, 'Efternamn').fill(address.lastName);
    await this.field(step, 'Gatuadress').fill(address.street);
    await this.field(step, 'Postnummer').fill(address.zip);
    await this.field(step, 'Ort').fill(address.city);
    if (address.phone) await this.field(step, 'Mobilnummer (för avisering)').fill(address.phone);
  }

  method(step: string, name: string | RegExp): Locator {
    return this.step(step).getByRole('radio', { name });
  }

  get terms(): Locator {
    return this.page.getByRole('checkbox', { name: /köpvillkoren/ });
  }

  get placeOrder(): Locator {
    return this.page.getByRole('button', { name: 'Lägg beställning' });
  }

  /** From /checkout to the order review on the default choices (home delivery to a Stockholm address, invoice). */
  async toReview(firstName: string, lastName: string, email: string): Promise<void> {
    await this.page.goto('/checkout');
    await this.page.waitForFunction(() => performance.getEntriesByName('hemma:hydrated').length > 0);
    await this.fillPersonal(firstName, lastName, email);
    await this.continue('Dina uppgifter');
    await this.fillAddress('Leverans', {
      firstName,
      lastName,
      street: 'Storgatan 1',
      zip: '111 22',
      city: 'Stockholm',
    });
    await this.continue('Leverans');
    await expect(this.method('Betalning', /Faktura/)).toBeChecked();
    await this.continue('Betalning');
  }

  /**
   * The whole checkout on the default choices — home delivery, invoice — from /checkout to the order being placed:
   * personal details, the delivery address (also the customer's name), the payment step, the terms.
   */
  async orderWithInvoice(email: string, address: AddressInput): Promise<void> {
    await this.page.goto('/checkout');
    await this.fillPersonal(address.firstName, address.lastName, email);
    await this.continue('Dina uppgifter');
    await this.fillAddress('Leverans', address);
    await this.continue('Leverans');
    await expect(this.method('Betalning', /Faktura/)).toBeChecked();
    await this.continue('Betalning');
    await this.terms.check();
    await this.placeOrder.click();
  }
}
