import { reloadHydrated } from '../support/hydration.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { AccountExtrasPage } from '../pages/account-extras-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

interface Listed {
  sku: string;
  name: string;
  type_id: string;
  parentSku: string;
  slug: string;
  stock: { is_in_stock: boolean; qty: number };
}

/**
 * Three simple products in stock without custom options. Journeys share one database: the checkout journeys buy
 * the first three such products and the account journey the fifth, so this one starts at the seventh.
 */
async function simpleProducts(request: APIRequestContext): Promise<{ name: string; path: string }[]> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as Listed[];
  const found: { name: string; path: string }[] = [];
  let seen = 0;
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.is_in_stock && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length > 0 || !(full.final_price_incl_tax > 0) || ++seen < 7) continue;
    found.push({ name: full.name as string, path: `/p/${item.parentSku}/${item.slug}` });
    if (found.length === 3) return found;
  }
  throw new Error('fewer than three simple products in stock');
}

/** The order's grand total as the server stored it (the page shows whole kronor only). */
async function grandTotal(page: Page, orderNumber: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('shop/user/current-token'));
  const answer = await page.request.get('/api/user/order-history', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const orders = (await answer.json()).result.items as { increment_id: string; grand_total: number }[];
  return orders.find((o) => o.increment_id === orderNumber)!.grand_total;
}

test.describe('My Account extras', () => {
  test('points for an order, the order detail, the newsletter, recently viewed and a new e-mail', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = new AccountExtrasPage(page);
    const email = `selma.${Date.now()}@example.se`;
    const password = 'Hemma-e2e-1';
    const [bought, second, third] = await simpleProducts(request);

    await account.register('Selma', 'Lagerlöf', email, password);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.pointsBalance).toHaveText('0 poäng');
    await expect(account.section('Mina recensioner')).toContainText(
      'Du har inte skrivit några recensioner ännu.',
    );

    // An order placed while logged in (invoice) earns 1 point per whole 10 kr of its grand total.
    await page.goto(bought!.path);
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).notification.first()).toBeVisible();
    const checkout = new CheckoutPage(page);
    await checkout.orderWithInvoice(email, {
      firstName: 'Selma',
      lastName: 'Lagerlöf',
      street: 'Mårbacka 1',
      zip: '686 93',
      city: 'Sunne',
      phone: '0701234567',
    });
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    const orderNumber = (await page.getByText(/Ditt ordernummer är \d+\./).textContent())!.match(/\d+/)![0];
    const total = await grandTotal(page, orderNumber);
    const points = Math.floor(Math.round(total * 100) / 1000);
    expect(points).toBeGreaterThan(0);

    await account.headerLink.click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.pointsBalance).toHaveText(`${points} poäng`);
    await expect(account.pointsHistory.filter({ hasText: `Order ${orderNumber}` })).toContainText(
      `+${points}`,
    );
    // Dates are shown as SPEC §9 says (HH:mm D/M/YYYY), never as the ISO text the API sends.
    await expect(account.pointsHistory.first()).toContainText(/\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}/);
    await expect(account.section('Kundkort')).not.toContainText(/\d{4}-\d{2}-\d{2}T/);

    // A new order is 'Ny' until the shop takes it further (decision 0022).
    await expect(
      account.section('Orderhistorik').getByRole('row', { name: new RegExp(orderNumber) }),
    ).toContainText('Ny');

    // The order detail opens from the history with its lines.
    await account.toggleOrder(orderNumber);
    await expect(account.orderDetail.getByRole('row', { name: new RegExp(bought!.name) })).toBeVisible();
    await expect(account.orderDetail).toContainText('Faktura');
    await expect(account.orderDetail).toContainText('Mårbacka 1');
    await page.setViewportSize({ width: 1280, height: 900 });
    await account.saveScreenshot('my-account-extras-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await account.saveScreenshot('my-account-extras-375');
    // Nothing sticks out of a phone screen (the page would scroll sideways).
    const sticksOut = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.slice(0, 40)}`),
    );
    expect(sticksOut).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await account.toggleOrder(orderNumber);
    await expect(account.orderDetail).toHaveCount(0);

    // Newsletter on: it waits for the link mailed to the address (double opt-in), no code on the page; then off.
    await expect(account.newsletterStatus).toHaveText('Du prenumererar inte på nyhetsbrevet.');
    await account.newsletterCheckbox.check();
    await expect(account.newsletterStatus).toHaveText(
      `Nästan klart: bekräfta med länken vi har skickat till ${email}. Rabattkoden på 10 % kommer när du har bekräftat.`,
    );
    await expect(account.section('Nyhetsbrev').getByText(/VALKOMMEN-/)).toHaveCount(0);
    await account.newsletterCheckbox.uncheck();
    await expect(account.newsletterStatus).toHaveText('Du prenumererar inte på nyhetsbrevet.');
    await expect(account.newsletterCheckbox).not.toBeChecked();
    await reloadHydrated(page);
    await expect(account.newsletterCheckbox).not.toBeChecked();

    // Two more product pages: newest first under "Senast visade", each once.
    await page.goto(second!.path);
    await expect(account.heading).toHaveText(second!.name);
    await page.goto(third!.path);
    await expect(account.heading).toHaveText(third!.name);
    await page.goto(second!.path);
    await expect(account.heading).toHaveText(second!.name);
    await page.goto('/my-account');
    await expect(account.recentlyViewed).toHaveText([
      new RegExp(second!.name),
      new RegExp(third!.name),
      new RegExp(bought!.name),
    ]);
    await account.recentlyViewed.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${second!.path}$`));
    await page.goto('/my-account');

    // A new e-mail needs the current password.
    const newEmail = `selma.ny.${Date.now()}@example.se`;
    await account.profile.getByLabel('E-post').fill(newEmail);
    await account.profile.getByRole('button', { name: 'Spara' }).click();
    await expect(
      account.profile.getByText('Ange ditt nuvarande lösenord för att byta e-postadress.'),
    ).toBeVisible();
    const current = account.profile.getByLabel(/^Nuvarande lösenord/);
    await current.fill('Fel-losenord-9');
    await account.profile.getByRole('button', { name: 'Spara' }).click();
    await expect(account.profile.getByRole('alert')).toHaveText('Det nuvarande lösenordet är fel.');
    await current.fill(password);
    await account.profile.getByRole('button', { name: 'Spara' }).click();
    await expect(account.notice.filter({ hasText: 'Dina uppgifter har sparats' })).toBeVisible();
    await reloadHydrated(page);
    await expect(account.profile.getByLabel('E-post')).toHaveValue(newEmail);
    await expect(account.section('Nyhetsbrev')).toContainText(newEmail);

    // The new e-mail logs in.
    await account.logout();
    await account.login(newEmail, password);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.pointsBalance).toHaveText(`${points} poäng`);
    expect(errors).toEqual([]);
  });
});
