import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

const screenshotDir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** What every storefront page has: the header with the main menu, breadcrumbs and the main heading. */
export class ShopPage {
  constructor(readonly page: Page) {}

  get mainMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Huvudmeny' });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Brödsmulor' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Opens a top-level category from the menu (through the menu toggle on narrow screens). */
  async openCategoryFromMenu(name: string): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Meny', exact: true });
    if (await toggle.isVisible()) await toggle.click();
    await this.mainMenu.getByRole('link', { name, exact: true }).first().click();
  }

  /** Saves a full-page screenshot as a test artifact (e2e/artifacts/screenshots). */
  async saveScreenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
  }
}
