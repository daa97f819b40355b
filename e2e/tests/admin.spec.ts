import { AdminAuditPage } from '../pages/admin-audit-page.ts';
import { AdminPage, DEMO_OWNER } from '../pages/admin-page.ts';
import { AdminStaffPage } from '../pages/admin-staff-page.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('back office', () => {
  test('the owner adds an orders user, who sees only their screens; the audit log shows the creation', async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = new AdminPage(page);
    const staff = new AdminStaffPage(page);
    const audit = new AdminAuditPage(page);
    const stamp = Date.now();
    const orders = {
      name: `Olle Order ${stamp}`,
      email: `olle.${stamp}@hemma.example`,
      role: 'Order och kunder',
      password: 'Hemma-Order-2026!',
    };

    // A link into the back office leads to the login page and, after it, where it pointed.
    await page.goto('/admin/staff?role=owner');
    await expect(admin.heading).toHaveText('Logga in');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await admin.submitLogin(DEMO_OWNER.email, 'Fel-Lösenord-1');
    await expect(admin.alert).toContainText('Fel e-post eller lösenord');
    await admin.saveScreenshot('admin-login-1280');
    await admin.submitLogin(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(page).toHaveURL(/\/admin\/staff\?role=owner$/);
    await expect(admin.heading).toHaveText('Personal');
    await expect(staff.row(DEMO_OWNER.email)).toContainText('Ägare');

    // The form checks with the storefront's words, then the API creates the user.
    await page.getByRole('link', { name: 'Ny användare' }).click();
    await staff.fillNew({ ...orders, password: 'kort' });
    await expect(page.getByText('Lösenordet måste ha minst 8 tecken.').last()).toBeVisible();
    await expect(page.getByLabel('Lösenord', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.alert).toBeFocused();
    await staff.fillNew(orders);
    await expect(admin.notice(`${orders.name} har lagts till.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/staff$/);

    // Search and filters live in the address: a copied address opens the same list, back goes back.
    await staff.search(`olle.${stamp}`);
    await staff.filter('Roll', 'Order och kunder');
    await expect(page).toHaveURL(new RegExp(`q=olle.${stamp}.*role=orders`));
    await expect(staff.table.getByRole('row')).toHaveCount(2);
    await expect(staff.row(orders.email)).toContainText('Aktiv');
    await page.reload();
    await expect(staff.row(orders.email)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/role=orders/);
    await admin.saveScreenshot('admin-staff-list-1280');

    // The audit log says who created whom, and what the new user looks like.
    await admin.open('Ändringslogg');
    await audit.filter('Objekt', 'Personal');
    await expect(page).toHaveURL(/entity_type=staff/);
    const changes = await audit.showChanges(orders.email);
    await expect(changes.getByRole('row', { name: /role/ })).toContainText('orders');
    await expect(audit.entry(orders.email).first()).toContainText(DEMO_OWNER.email);
    await admin.saveScreenshot('admin-audit-1280');

    await admin.logout();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(admin.heading).toHaveText('Logga in');

    // The new user, in a browser of their own: no staff screens in the menu, the 403 page at their address.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'sv-SE' });
    const mobile = new AdminStaffPage(await context.newPage());
    await mobile.login(orders.email, orders.password);
    await expect(mobile.heading).toHaveText('Översikt');
    await mobile.showMenu();
    await expect(mobile.menu.getByRole('link', { name: 'Översikt' })).toBeVisible();
    await expect(mobile.menu.getByRole('link', { name: 'Personal' })).toHaveCount(0);
    await mobile.saveScreenshot('admin-menu-375');
    await mobile.page.goto('/admin/staff');
    await expect(mobile.heading).toHaveText('Ingen behörighet');
    await mobile.saveScreenshot('admin-forbidden-375');
    await context.close();
    expect(errors).toEqual([]);
  });

  test('the owner finds their way by keyboard, and a confirmation closes on Escape without saving', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const staff = new AdminStaffPage(page);
    await staff.login(DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(staff.heading).toHaveText('Översikt');

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await staff.open('Personal');
    await expect(staff.heading).toHaveText('Personal');
    await staff.saveScreenshot('admin-staff-list-375');
    await staff.row(DEMO_OWNER.email).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Uppgifter' })).toBeVisible();
    await page.getByLabel('Roll').selectOption({ label: 'Sortiment' });
    await page.getByRole('button', { name: 'Spara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ändra behörigheten?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
    await staff.saveScreenshot('admin-confirm-375');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Nothing was sent: the owner is still the owner.
    await page.reload();
    await expect(page.getByLabel('Roll')).toHaveValue('owner');
  });
});
