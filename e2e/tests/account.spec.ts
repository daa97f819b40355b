import { reloadHydrated } from '../support/hydration.ts';
import type { APIRequestContext } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

interface Listed {
  sku: string;
  type_id: string;
  parentSku: string;
  slug: string;
  stock: { is_in_stock: boolean; qty: number };
}

/** A simple product without custom options, well in stock. */
/**
 * A simple product in stock. Journeys run in parallel on one database: this one buys the fifth such product, so
 * the checkout journeys (the first three) can count their own stock changes.
 */
async function simpleProductPath(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_asc')).json()).result
    .items as Listed[];
  let seen = 0;
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.is_in_stock && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && full.final_price_incl_tax > 0 && ++seen === 5)
      return `/p/${item.parentSku}/${item.slug}`;
  }
  throw new Error('no simple product in stock');
}

test.describe('customer account', () => {
  test('register, log out, log in, edit the profile, see the card, order and find the order', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = new AccountPage(page);
    const email = `greta.${Date.now()}@example.se`;
    const password = 'Hemma-e2e-1';

    await page.goto('/register');
    await page.getByRole('main').getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Fältet måste fyllas i').first()).toBeVisible();
    await expect(page.getByLabel('Förnamn')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Lösenord', { exact: true }).fill('kort');
    await page.getByRole('main').getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Lösenordet måste ha minst 8 tecken.')).toBeVisible();

    await account.register('Greta', 'Garbo', email, password);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.heading).toHaveText('Mina sidor');
    await expect(account.headerLink).toHaveAccessibleName('Mina sidor');

    // The notice closes by itself after 5 s (SPEC's notification time-to-live), which a loaded machine can spend
    // between the click and the check: the page notes every notice it shows, and the test reads that note.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownNotices: string[] }).shownNotices = shown;
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role="status"]'))
          if (node.textContent && !shown.includes(node.textContent)) shown.push(node.textContent);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await account.logout();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices.join(' | ')),
      )
      .toContain('Du är utloggad');
    await expect(account.headerLink).toHaveAccessibleName('Logga in');

    await account.login(email, password);
    await expect(page).toHaveURL(/\/my-account$/);
    // Decision 0024: the refresh token is an httpOnly cookie no script reads; the page keeps '' in its place.
    expect(await page.evaluate(() => localStorage.getItem('shop/user/current-refresh-token'))).toBe('');
    expect(await page.evaluate(() => document.cookie)).not.toContain('hemma_refresh');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'hemma_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    const profile = account.section('Profil');
    await profile.getByLabel('Efternamn').fill('Lovisa Gustafsson');
    await profile.getByRole('button', { name: 'Spara' }).click();
    await expect(account.notice.filter({ hasText: 'Dina uppgifter har sparats' })).toBeVisible();
    await reloadHydrated(page);
    await expect(account.section('Profil').getByLabel('Efternamn')).toHaveValue('Lovisa Gustafsson');

    await expect(account.loyaltyCardNumber).toHaveText(/^29\d{11}$/);
    await expect(account.barcode).toBeVisible();

    const addresses = account.section('Adresser');
    await addresses.getByRole('button', { name: 'Lägg till adress' }).click();
    await addresses.getByLabel('Förnamn').fill('Greta');
    await addresses.getByLabel('Efternamn').fill('Garbo');
    await addresses.getByLabel('Gatuadress').fill('Drottninggatan 1');
    await addresses.getByLabel('Postnummer').fill('111 51');
    await addresses.getByLabel('Ort').fill('Stockholm');
    await addresses.getByRole('button', { name: 'Spara adress' }).click();
    await expect(addresses.getByText('Drottninggatan 1')).toBeVisible();

    // An order placed while logged in lands in the order history.
    await page.goto(await simpleProductPath(request));
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).notification.first()).toBeVisible();
    const checkout = new CheckoutPage(page);
    await checkout.orderWithInvoice(email, {
      firstName: 'Greta',
      lastName: 'Garbo',
      street: 'Drottninggatan 1',
      zip: '111 51',
      city: 'Stockholm',
      phone: '0701234567',
    });
    const confirmation = page.getByRole('status').filter({ hasText: 'Ditt ordernummer är' });
    await expect(confirmation).toBeVisible();
    const orderNumber = (await confirmation.textContent())!.match(/(\d+)/)![1]!;

    await account.headerLink.click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.orders.filter({ hasText: orderNumber })).toBeVisible();
    await account.saveScreenshot('my-account');
    expect(errors).toEqual([]);
  });

  test("a wrong password shows the server's message in Swedish; My Account asks a guest to log in", async ({
    page,
  }) => {
    const account = new AccountPage(page);
    await page.goto('/my-account');
    await expect(account.alert).toHaveText('Du måste vara inloggad för att se den här sidan');
    await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await account.login('kund@hemma.example', 'Fel-losenord-1');
    await expect(account.alert).toHaveText(
      'Du loggade inte in korrekt, eller så är ditt konto tillfälligt spärrat.',
    );
    await expect(page).toHaveURL(/\/login$/);

    await account.login('kund@hemma.example', 'Hemma-2026!');
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(account.loyaltyCardNumber).toHaveText('2900000000018');
  });
});
