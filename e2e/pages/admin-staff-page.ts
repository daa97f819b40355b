import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

export interface NewStaff {
  name: string;
  email: string;
  /** The role as the form names it (`Order och kunder`). */
  role: string;
  password: string;
  repeat?: string;
}

/** The owner's staff screens: the list (/admin/staff), a new user, one user's page. */
export class AdminStaffPage extends AdminPage {
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Personal' });
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async fillNew(staff: NewStaff): Promise<void> {
    // The form's screen loads on first use: until it is there, 'Namn' and 'E-post' would find the list's search box.
    await this.page.getByRole('button', { name: 'Skapa användare' }).waitFor();
    await this.page.getByLabel('Namn').fill(staff.name);
    await this.page.getByLabel('E-post').fill(staff.email);
    await this.page.getByLabel('Roll').selectOption({ label: staff.role });
    await this.page.getByLabel('Lösenord', { exact: true }).fill(staff.password);
    await this.page.getByLabel('Upprepa lösenordet').fill(staff.repeat ?? staff.password);
    await this.page.getByRole('button', { name: 'Skapa användare' }).click();
  }

  async search(text: string): Promise<void> {
    await this.submitSearch('Sök på namn eller e-post', text);
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }
}
