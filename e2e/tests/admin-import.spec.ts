import { AdminImportPage } from '../pages/admin-import-page.ts';
import { DEMO_OWNER } from '../pages/admin-page.ts';
import { SearchPanel } from '../pages/search-panel.ts';
import { expect, test } from '../support/fixtures.ts';

const COLOURS = ['Vit', 'Svart', 'Grå', 'Beige', 'Natur'];
// Categories no other journey counts (journeys share one database and run side by side).
const CATEGORIES = ['forvaring/hyllor', 'forvaring/skap', 'forvaring/byraer', 'sovrum/garderober'];

/**
 * A catalogue CSV of 100 products (every fifth configurable with two colour variants) and two bad rows, as a shop
 * owner's spreadsheet would export it (docs/formats/catalogue-import.md).
 */
function catalogueCsv(stamp: string): string {
  const lines = [
    'sku,parent_sku,type,name,price,tax_class,categories,brand,configurable_attributes,color,qty,description',
  ];
  for (let i = 1; i <= 100; i++) {
    const sku = `E2E-${stamp}-${i}`;
    const name = `Pall Importhult ${stamp} ${i}`;
    const category = CATEGORIES[i % CATEGORIES.length];
    if (i % 5 === 0) {
      lines.push(`${sku},,configurable,${name},1495,Taxable Goods,${category},Nordvik,color,,,Pall i ek`);
      lines.push(`${sku}-A,${sku},simple,,1495,,,,,${COLOURS[i % 5]},5,`);
      lines.push(`${sku}-B,${sku},simple,,1595,,,,,${COLOURS[(i + 1) % 5]},5,`);
    } else {
      lines.push(
        `${sku},,simple,${name},"${495 + i},50",Taxable Goods,${category},Nordvik,,${COLOURS[i % 5]},${i},Pall i ek`,
      );
    }
    // Two rows a spreadsheet gets wrong: after the 10th and 50th product.
    if (i === 10) lines.push(`E2E-${stamp}-BAD-PRICE,,simple,Trasig pall,12.345,Taxable Goods,,,,,,`);
    if (i === 50) lines.push(`E2E-${stamp}-BAD-CAT,,simple,Vilsen pall,100,Taxable Goods,kok/pallar,,,,,`);
  }
  return `${lines.join('\n')}\n`;
}

test.describe('catalogue import', () => {
  test('the owner imports a CSV of 100 products from the admin; the report names the bad rows by line; a shopper finds an imported product', async ({
    page,
  }) => {
    // The machine runs the whole import of 100 products twice (dry run, then for real).
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = new AdminImportPage(page);
    const stamp = String(Date.now()).slice(-6);
    const csv = catalogueCsv(stamp);
    const fileName = `sortiment-${stamp}.csv`;
    // The report names a row by its line in the file (1 is the header).
    const lines = csv.split('\n');
    const lineOf = (sku: string) => lines.findIndex((l) => l.startsWith(`${sku},`)) + 1;

    await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await admin.open('Import');
    await expect(admin.heading).toHaveText('Import och export');
    await expect(admin.exportLink).toHaveAttribute('href', '/api/admin/exports/catalogue.csv');

    // Without a file the form says so at the field.
    await admin.startImport();
    await expect(page.getByText('Välj en fil att läsa in.')).toBeVisible();
    await expect(admin.fileInput).toBeFocused();

    // A dry run reports what would happen and saves nothing.
    await admin.choose(fileName, csv);
    await admin.startDryRun();
    await expect(
      page.getByRole('heading', { name: `Provkörning av ${fileName} klar: ingenting sparades` }),
    ).toBeVisible();

    await admin.startImport();
    await expect(page.getByRole('heading', { name: `Import av ${fileName} klar` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(admin.progress).toHaveAttribute('aria-valuetext', '100 av 100 produkter');
    const figures = page.getByRole('region', { name: `Import av ${fileName} klar` });
    await expect(figures).toContainText('Nya100');
    await expect(figures).toContainText('Avvisade rader2');
    await expect(admin.reportRow(lineOf(`E2E-${stamp}-BAD-PRICE`))).toContainText(
      'price: ska vara kronor med högst två decimaler',
    );
    await expect(admin.reportRow(lineOf(`E2E-${stamp}-BAD-CAT`))).toContainText(
      'categories: kategorin ”kok/pallar” finns inte i butiken',
    );
    await expect(page.getByRole('table', { name: 'De senaste importerna, den senaste först' })).toContainText(
      fileName,
    );
    await admin.saveScreenshot('admin-import-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await admin.saveScreenshot('admin-import-375');

    // The storefront's search has the imported products at once.
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto('/');
    const search = new SearchPanel(shopper);
    await search.type(`Importhult ${stamp} 35`);
    await expect(search.products.filter({ hasText: `Pall Importhult ${stamp} 35` }).first()).toBeVisible();
    await shopper.close();
    expect(errors).toEqual([]);
  });
});
