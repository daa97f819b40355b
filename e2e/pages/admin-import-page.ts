import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The catalogue import (/admin/import): a file, dry run or import, the job's progress and report. */
export class AdminImportPage extends AdminPage {
  get fileInput(): Locator {
    return this.page.getByLabel('Fil (CSV eller JSON)', { exact: true });
  }

  get progress(): Locator {
    return this.page.getByRole('progressbar');
  }

  /** The finished job's panel, named by its heading. */
  result(fileName: string): Locator {
    return this.page.getByRole('region', {
      name: new RegExp(`av ${fileName.replace('.', '\\.')} (klar|avbröts)`),
    });
  }

  get report(): Locator {
    return this.page.getByRole('table', { name: 'Rader som inte lästes in, med radnummer och orsak' });
  }

  reportRow(line: number): Locator {
    return this.report
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: String(line), exact: true }) });
  }

  figure(label: string): Locator {
    return this.page
      .getByRole('definition')
      .filter({ has: this.page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });
  }

  get exportLink(): Locator {
    return this.page.getByRole('link', { name: 'Exportera sortimentet (CSV)' });
  }

  async choose(name: string, content: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
  }

  async startImport(): Promise<void> {
    await this.page.getByRole('button', { name: 'Importera', exact: true }).click();
  }

  async startDryRun(): Promise<void> {
    await this.page.getByRole('button', { name: 'Provkör', exact: true }).click();
  }
}
