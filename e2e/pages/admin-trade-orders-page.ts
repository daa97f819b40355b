import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { AdminPage, DEMO_OWNER } from './admin-page.ts';

/** The orders screens of the back office: the list (/admin/orders) and one order (/admin/orders/:id). */
export class AdminOrdersPage extends AdminPage {
  /** The owner, logged in in a browser of their own (a wide screen), on the page of the order with this number. */
  static async openAsOwner(browser: Browser, orderNumber: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    await new AdminPage(page).login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(new AdminPage(page).heading).toHaveText('Översikt');
    const orders = new AdminOrdersPage(page);
    await page.goto('/admin/orders');
    await orders.search(orderNumber);
    await orders.openOrder(orderNumber);
    return page;
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Ordrar' });
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    await this.submitSearch('Sök på ordernummer, e-post eller namn', text);
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async openOrder(orderNumber: string): Promise<void> {
    await this.row(orderNumber).getByRole('link', { name: orderNumber }).click();
  }

  /** The order's status as its page header shows it. */
  get status(): Locator {
    return this.page.locator('.page-description .badge');
  }

  get actions(): Locator {
    return this.page.getByRole('region', { name: 'Nästa steg' });
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name });
  }

  get timeline(): Locator {
    return this.page.getByRole('region', { name: 'Händelser' });
  }

  get shipDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Skicka order/ });
  }

  /** Opens the ship dialog and sends it with a carrier and a tracking number (empty ones to see the refusal). */
  async ship(carrier: string, trackingNumber: string): Promise<void> {
    if (!(await this.shipDialog.isVisible())) await this.action('Skicka …').click();
    await this.shipDialog.getByLabel('Fraktbolag').fill(carrier);
    await this.shipDialog.getByLabel('Spårningsnummer').fill(trackingNumber);
    await this.shipDialog.getByRole('button', { name: 'Markera som skickad' }).click();
  }
}
