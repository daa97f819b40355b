import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminProductEditorPage } from '../pages/admin-product-editor-page.ts';
import { expect, test } from '../support/fixtures.ts';

/** A dining table no other journey touches, not marked new in the demo shop. */
const SKU = 'MBD-MANE-220';

test.describe('back office: the product editor’s layout', () => {
  test('save always in reach, sections that fold (a refused save opens the one with the error), deleting apart, categories by search, and the Nyhet flag the shop reads', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 375, height: 800 });
    const admin = new AdminPage(page);
    await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(admin.heading).toHaveText('Översikt');
    const id = (await (await page.request.get(`/api/admin/products?q=${SKU}`)).json()).result.items[0].id;
    await page.goto(`/admin/products/${id}`);
    const editor = new AdminProductEditorPage(page);
    await expect(editor.heading).toHaveText('Matbord Måne 220');

    // The save button is on screen at the top of a long form, and still is at its middle.
    const save = page.getByRole('button', { name: 'Spara', exact: true });
    await expect(save).toBeInViewport();
    await editor.stock.getByLabel('Antal i lager').scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();

    // Deleting is not among the page's links: it has its zone after the form, with its confirmation.
    await expect(page.locator('.page-header').getByRole('button', { name: 'Ta bort produkt' })).toHaveCount(
      0,
    );
    const danger = editor.section('Ta bort');
    await danger.getByRole('button', { name: 'Ta bort produkt' }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort Matbord Måne 220?' })
      .getByRole('button', { name: 'Avbryt' })
      .click();
    await expect(editor.heading).toHaveText('Matbord Måne 220');

    // A section folds on its heading and opens again.
    const price = editor.prices.getByLabel('Pris (kr inkl. moms)', { exact: true });
    await expect(price).toBeVisible();
    await editor.prices.getByText('Priser', { exact: true }).click();
    await expect(price).toBeHidden();
    await editor.prices.getByText('Priser', { exact: true }).click();
    await expect(price).toBeVisible();

    // A refused save opens the folded section that holds the problem, its field in view with its message.
    const before = await price.inputValue();
    await price.fill('-5');
    await editor.prices.getByText('Priser', { exact: true }).click();
    await expect(price).toBeHidden();
    await editor.save();
    await expect(price).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(/^Ange ett belopp i kronor/);
    await price.fill(before);

    // Categories are a tree: a search shows the matches with the way down to them.
    const categories = editor.general.getByRole('group', { name: 'Kategorier' });
    await categories.getByRole('searchbox', { name: 'Sök kategori' }).fill('soff');
    await expect(categories.getByLabel('Soffbord', { exact: true })).toBeVisible();
    await expect(categories.getByLabel('Sovrum', { exact: true })).toHaveCount(0);
    await categories.getByRole('searchbox', { name: 'Sök kategori' }).fill('');
    await expect(categories.getByLabel('Sovrum', { exact: true })).toBeVisible();

    // "Nyhet" gives the product the shop's NYHET badge; cleared again, the shop stops showing it.
    const shown = async () => (await (await request.get(`/api/catalog/products/${SKU}`)).json()).result.new;
    expect(await shown()).toBe(false);
    await editor.general.getByLabel('Nyhet (visas med märket NYHET i butiken)').check();
    await expect(editor.general.getByLabel('Nyhet från')).not.toHaveValue('');
    await editor.save();
    await expect(admin.notice('Ändringarna för Matbord Måne 220 är sparade.')).toBeVisible();
    await expect.poll(shown).toBe(true);
    await editor.general.getByLabel('Nyhet (visas med märket NYHET i butiken)').uncheck();
    await editor.save();
    await expect.poll(shown).toBe(false);
    expect(errors).toEqual([]);
  });
});
