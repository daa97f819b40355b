import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('API keys in the back office', () => {
  test('the owner makes a key, sees it once, and revokes it; it works until then', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = new AdminPage(page);
    await admin.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await admin.open('API-nycklar');
    await expect(admin.heading).toHaveText('API-nycklar');

    const name = `Lagersystem ${Date.now()}`;
    await page.getByLabel('Namn på nyckeln').fill(name);
    await page.getByLabel('Läsa ordrar (orders:read)').check();
    await page.getByRole('button', { name: 'Skapa nyckel' }).click();
    const shown = page.getByLabel('API-nyckel', { exact: true });
    await expect(shown).toHaveValue(/^hk_live_[\w-]{43}$/);
    await expect(page.getByRole('alert')).toContainText('Den visas bara en gång');
    // How the key is used, for whoever connects the system: the header, and where every call is described.
    await expect(page.getByText('Authorization: Bearer <nyckel>')).toBeVisible();
    await expect(page.getByRole('link', { name: /API-dokumentationen/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    const key = await shown.inputValue();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(key.slice(0, 14));
    await expect(row).toContainText('Aldrig');
    await admin.saveScreenshot('admin-api-keys-desktop');

    // The key acts with its scope, without a session or CSRF token.
    const asKey = { headers: { authorization: `Bearer ${key}`, cookie: '' } };
    expect((await page.request.get('/api/admin/orders', asKey)).status()).toBe(200);

    // On a phone nothing scrolls sideways, the key shown once included.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.saveScreenshot('admin-api-keys-375');

    // Once dismissed (or after a reload) the key is never shown again.
    await page.getByRole('button', { name: 'Jag har sparat nyckeln' }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(key);

    await page.getByRole('button', { name: `Återkalla ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Återkalla' }).click();
    await expect(admin.notice(`${name} är återkallad.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get('/api/admin/orders', asKey)).status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
