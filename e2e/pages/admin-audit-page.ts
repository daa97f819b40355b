import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The audit log (/admin/audit): filters, entries, and the before → after of one. */
export class AdminAuditPage extends AdminPage {
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Ändringslogg' });
  }

  entry(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  /** Opens an entry's changes and answers the table of them. */
  async showChanges(text: string): Promise<Locator> {
    await this.entry(text).getByRole('button', { name: 'Visa ändringar' }).click();
    return this.page.getByRole('table', { name: /^Före och efter:/ });
  }
}
