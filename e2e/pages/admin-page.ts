import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const screenshotDir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** The demo shop's owner (tools/demo-shop DEMO_OWNER; README "Back office"). */
export const DEMO_OWNER = { email: 'agare@hemma.example', password: 'Hemma-Admin-2026!' };

/** What every back-office screen has: the menu (a drawer on narrow screens), the user panel and the h1. */
export class AdminPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Huvudmeny' });
  }

  get alert(): Locator {
    return this.page.getByRole('main').getByRole('alert');
  }

  /** A notice in the live region at the bottom (saved, created …). */
  notice(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async login(email: string, password: string): Promise<void> {
    await this.page.goto('/admin/login');
    await this.submitLogin(email, password);
  }

  /** Logs the demo shop's owner in and waits for the dashboard (its menu is then there to open). */
  async loginOwner(): Promise<void> {
    await this.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await this.heading.filter({ hasText: 'Översikt' }).waitFor();
  }

  /** Fills the login form the app is showing (after a redirect it carries the address to return to). */
  async submitLogin(email: string, password: string): Promise<void> {
    await this.page.getByLabel('E-post').fill(email);
    await this.page.getByLabel('Lösenord').fill(password);
    await this.page.getByRole('button', { name: 'Logga in' }).click();
  }

  /**
   * Searches a list and waits until its address holds the search: a filter changed before that would start from the
   * address as it was, and rows clicked before the answer are the previous list's.
   */
  protected async submitSearch(box: string, text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: box }).fill(text);
    await this.page.getByRole('search').getByRole('button', { name: 'Sök' }).click();
    const query = new URLSearchParams({ q: text }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.page).toHaveURL(new RegExp(`[?&]${query}(&|$)`));
  }

  /** Opens the drawer when the menu sits behind its button (narrow screens). */
  async showMenu(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Meny', exact: true });
    if (await toggle.isVisible()) await toggle.click();
  }

  async open(item: string): Promise<void> {
    await this.showMenu();
    await this.menu.getByRole('link', { name: item, exact: true }).click();
  }

  async logout(): Promise<void> {
    await this.showMenu();
    await this.page.getByRole('button', { name: 'Logga ut' }).click();
  }

  /** Saves a full-page screenshot as a test artifact (e2e/artifacts/screenshots). */
  async saveScreenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
  }
}
