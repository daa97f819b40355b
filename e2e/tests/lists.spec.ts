import { reloadHydrated } from '../support/hydration.ts';
import type { APIRequestContext } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { ListsPage } from '../pages/lists-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

interface Listed {
  sku: string;
  type_id: string;
  parentSku: string;
  slug: string;
  name: string;
}

/** Listed simple products, in the catalogue's price order. */
async function simpleProducts(request: APIRequestContext): Promise<Listed[]> {
  const list = (await (await request.get('/api/catalog/products?size=60&sort=price_asc')).json()).result
    .items as Listed[];
  return list.filter((p) => p.type_id === 'simple');
}

test.describe('wishlist and compare', () => {
  test('a guest saves a product to the wishlist from its page, finds it on /wishlist and removes it', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const lists = new ListsPage(page);
    const product = (await simpleProducts(request))[0]!;

    await page.goto(`/p/${product.parentSku}/${product.slug}`);
    await expect(new ProductPage(page).heading).toHaveText(product.name);
    await expect(lists.wishlistButton).toHaveText('Lägg i önskelistan');
    await lists.wishlistButton.click();
    await expect(lists.notice.filter({ hasText: 'Produkten har lagts till i din önskelista' })).toBeVisible();
    await expect(lists.wishlistButton).toHaveText('Ta bort från önskelistan');
    await expect(lists.wishlistButton).toHaveAttribute('aria-pressed', 'true');

    await lists.headerWishlist.click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(lists.heading).toHaveText('Önskelista');
    await expect(lists.wishlistItems).toHaveCount(1);
    await expect(lists.wishlistItems.first()).toContainText(product.name);

    await lists.wishlistRemove(product.name).click();
    await expect(page.getByText('Din önskelista är tom.')).toBeVisible();
    // The list is kept in the browser: a reload still shows it empty.
    await reloadHydrated(page);
    await expect(page.getByText('Din önskelista är tom.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a guest compares three products from the category tiles side by side', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const lists = new ListsPage(page);

    await page.goto('/compare');
    await expect(page.getByText('Du har inga produkter att jämföra.')).toBeVisible();

    await page.goto('/c/soffor');
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      names.push((await lists.tileName(index).textContent()) ?? '');
      await lists.tileCompare(index).click();
      await expect(lists.tileCompare(index)).toHaveAttribute('aria-pressed', 'true');
    }

    await lists.headerCompare.click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(lists.compareColumns).toHaveCount(3);
    // The newest first: the last product added leads.
    await expect(lists.compareColumns.first()).toContainText(names[2]!);
    expect(await lists.attributeRows.count()).toBeGreaterThan(0);
    await expect(lists.compareTable.getByRole('rowheader', { name: 'Pris' })).toBeVisible();
    for (const row of await lists.attributeRows.all()) await expect(row.locator('td')).toHaveCount(3);
    await lists.saveScreenshot('compare-three-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(lists.compareColumns).toHaveCount(3);
    await lists.saveScreenshot('compare-three-375');

    await page.getByRole('button', { name: `Ta bort ${names[0]}` }).click();
    await expect(lists.compareColumns).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test("a guest's wishlist is kept and saved on the account when the demo customer logs in", async ({
    page,
    request,
  }) => {
    const lists = new ListsPage(page);
    const product = (await simpleProducts(request))[1]!;

    await page.goto(`/p/${product.parentSku}/${product.slug}`);
    await lists.wishlistButton.click();
    await expect(lists.wishlistButton).toHaveText('Ta bort från önskelistan');

    await new AccountPage(page).login('kund@hemma.example', 'Hemma-2026!');
    await expect(page).toHaveURL(/\/my-account$/);

    await lists.headerWishlist.click();
    await expect(lists.wishlistItems.filter({ hasText: product.name })).toHaveCount(1);
    // Merged into the account: the server's list has it.
    const token = await page.evaluate(() => localStorage.getItem('shop/user/current-token'));
    const answer = await request.get('/api/user/wishlist', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const skus = ((await answer.json()).result.items as { sku: string }[]).map((item) => item.sku);
    expect(skus).toContain(product.sku);

    // Logout ends the session and clears the lists (SPEC §4); the account keeps them for the next login.
    await page.goto('/my-account');
    await new AccountPage(page).logout();
    await page.goto('/wishlist');
    await expect(page.getByText('Din önskelista är tom.')).toBeVisible();
  });
});
