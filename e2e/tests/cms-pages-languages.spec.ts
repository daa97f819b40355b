import { expect, test } from '../support/fixtures.ts';
import { expectNoSwedish } from '../support/swedish-words.ts';

/**
 * Issue 33: every help and information page the footer links to is written for the store view's country — no
 * Swedish word in /en, /de or /it, and no kronor in /de and /it (the shared check in support/swedish-words.ts).
 */
const STORE_VIEWS = [
  { code: 'de', withdrawal: '14 Tagen' },
  { code: 'it', withdrawal: '14 giorni' },
  { code: 'en', withdrawal: '14-day' },
] as const;

for (const { code, withdrawal } of STORE_VIEWS)
  test(`the footer's pages in /${code} carry no Swedish word`, async ({ page }) => {
    await page.goto(`/${code}`);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation').getByRole('link');
    const paths = await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    // The help column's five pages and the information column's five.
    expect(paths).toHaveLength(10);
    for (const path of paths) {
      expect(path.startsWith(`/${code}/`), path).toBe(true);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSwedish(page, `footer page ${path}`);
    }
    // The terms name the EU's 14-day right of withdrawal in the store view's language.
    expect(paths).toContain(`/${code}/terms`);
    await page.goto(`/${code}/terms`);
    await expect(page.locator('main')).toContainText(withdrawal);
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a footer page does not scroll sideways: the row of page links scrolls on its own', async ({
    page,
  }) => {
    await page.goto('/de/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung und Versand');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});
