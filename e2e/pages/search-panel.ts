import type { Locator, Page } from '@playwright/test';

/** The header's search box and its live results panel. */
export class SearchPanel {
  constructor(readonly page: Page) {}

  get box(): Locator {
    return this.page.getByRole('combobox', { name: 'Sök' });
  }

  get panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Sökresultat' });
  }

  get products(): Locator {
    return this.panel.getByRole('region', { name: 'Produkter' }).getByRole('link');
  }

  get showAll(): Locator {
    return this.panel.getByRole('link', { name: /^Visa alla resultat/ });
  }

  async type(term: string): Promise<void> {
    await this.box.click();
    await this.box.fill(term);
  }
}
