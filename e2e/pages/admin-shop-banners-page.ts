import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The home page's banners (/admin/banners): one group per banner, saved as a list. */
export class AdminShopBannersPage extends AdminPage {
  banner(n: number): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^Banner ${n}:`) });
  }

  title(n: number): Locator {
    return this.banner(n).getByLabel(`Rubrik (banner ${n})`);
  }

  image(n: number): Locator {
    return this.banner(n).getByLabel('Bild', { exact: true });
  }

  /** Chooses a file in a banner's upload field (it is uploaded at once). */
  async upload(n: number, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.banner(n).getByLabel(`Ladda upp en ny bild (banner ${n})`).setInputFiles(file);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Spara banners' }).click();
  }
}
