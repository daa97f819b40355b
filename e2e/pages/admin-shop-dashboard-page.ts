import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The dashboard (/admin): sales, what waits (each a link to its list), the low-stock table. */
export class AdminShopDashboardPage extends AdminPage {
  /** A figure by its term (`I dag`, `Ordrar att skicka`): the term and its value. */
  figure(term: string): Locator {
    return this.page
      .getByRole('main')
      .locator('.figure')
      .filter({ has: this.page.getByRole('term').filter({ hasText: term }) });
  }

  /** The link of a "waiting" figure, named `<term>: <count>`. */
  waitingLink(term: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`^${term}: \\d+$`) });
  }

  get lowStockTable(): Locator {
    return this.page.getByRole('table', { name: 'Lågt lager' });
  }
}
