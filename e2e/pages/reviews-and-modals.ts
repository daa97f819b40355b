import type { Locator, Page } from '@playwright/test';
import { ShopPage } from './shop-page.ts';

/** The product page's review section (SPEC §2 review tab) and the modal to write one. */
export class ReviewsSection extends ShopPage {
  get section(): Locator {
    return this.page.getByRole('region', { name: 'Recensioner' });
  }

  /** The summary's star bars ("5 stjärnor: 2" for screen readers). */
  starRow(stars: number): Locator {
    return this.section.getByText(new RegExp(`^${stars} stjärn(a|or): \\d+$`));
  }

  get reviews(): Locator {
    return this.section.getByRole('article');
  }

  get writeButton(): Locator {
    return this.section.getByRole('button', { name: 'Skriv en recension' });
  }

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: 'Skriv en recension' });
  }

  rating(stars: number): Locator {
    return this.modal.getByRole('radio', { name: stars === 1 ? '1 stjärna' : `${stars} stjärnor` });
  }

  async write(review: { rating: number; nickname: string; title: string; detail: string }): Promise<void> {
    await this.rating(review.rating).check();
    await this.modal.getByLabel('Ditt namn').fill(review.nickname);
    await this.modal.getByLabel('Rubrik').fill(review.title);
    await this.modal.getByLabel('Din recension').fill(review.detail);
    await this.send();
  }

  async send(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Skicka recension' }).click();
  }
}

/** The authentication modal the header's account link opens for a guest. */
export class AuthModal {
  constructor(readonly page: Page) {}

  get headerLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^(Logga in|Mina sidor)$/ });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /Logga in|Skapa konto|Återställ lösenord/ });
  }

  async login(email: string, password: string): Promise<void> {
    await this.dialog.getByLabel('E-post').fill(email);
    await this.dialog.getByLabel('Lösenord', { exact: true }).fill(password);
    await this.dialog.locator('form').getByRole('button', { name: 'Logga in' }).click();
  }
}
