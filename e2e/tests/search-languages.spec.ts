import { expect, test } from '../support/fixtures.ts';

/** Issue 33: a search in a store view finds products by their names in its language (decision 0058, addendum). */
test('an Italian shopper searching "divano" finds the sofas by their Italian names', async ({ page }) => {
  await page.goto('/it/search?q=divano');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Divano Vass 4 posti/ })
      .first(),
  ).toBeVisible();
  // The Swedish sofa names are not listed (the category facet's labels are still Swedish: not part of this change).
  await expect(page.locator('main').getByRole('link', { name: /Soffa Vass/ })).toHaveCount(0);
});

test('a German shopper searching a Swedish word still finds', async ({ page }) => {
  await page.goto('/de/search?q=kuddfodral');
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Kissenbezug Havre 40x60/ })
      .first(),
  ).toBeVisible();
});
