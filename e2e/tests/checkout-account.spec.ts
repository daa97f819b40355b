import type { APIRequestContext } from '@playwright/test';
import { AccountPage } from '../pages/account-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';

async function productPath(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/catalog/products?size=200&sort=price_desc')).json()).result
    .items as { sku: string; type_id: string; parentSku: string; slug: string; stock: { qty: number } }[];
  for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
    const full = (await (await request.get(`/api/catalog/products/${item.sku}`)).json()).result;
    if ((full.custom_options ?? []).length === 0 && full.final_price_incl_tax > 0)
      return `/p/${item.parentSku}/${item.slug}`;
  }
  throw new Error('no product to buy');
}

const ADDRESS = { firstName: 'Nils', lastName: 'Ek', street: 'Storgatan 3', zip: '90326', city: 'Umeå' };

test.describe('a guest creates an account in the checkout', () => {
  test('with the SPEC password rules; lands logged in with the order in the history; the same e-mail again is told to log in', async ({
    page,
    request,
    browser,
  }) => {
    const email = `konto.${Date.now()}@example.se`;
    await page.goto(await productPath(request));
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
    await page.goto('/checkout');
    const checkout = new CheckoutPage(page);
    await checkout.fillPersonal(ADDRESS.firstName, ADDRESS.lastName, email);
    await checkout
      .step('Dina uppgifter')
      .getByRole('checkbox', { name: 'Skapa ett konto med beställningen' })
      .check();
    await checkout.field('Dina uppgifter', 'Lösenord').fill('kort');
    await checkout.field('Dina uppgifter', 'Upprepa lösenordet').fill('kort');
    await checkout.continue('Dina uppgifter');
    await expect(checkout.step('Dina uppgifter')).toContainText('Lösenordet måste ha minst 8 tecken.');
    await checkout.field('Dina uppgifter', 'Lösenord').fill('lösenordlång');
    await checkout.field('Dina uppgifter', 'Upprepa lösenordet').fill('lösenordlång');
    await checkout.continue('Dina uppgifter');
    await expect(checkout.step('Dina uppgifter')).toContainText('minst 3 olika teckentyper');
    await checkout.field('Dina uppgifter', 'Lösenord').fill('Hemma-2026');
    await checkout.field('Dina uppgifter', 'Upprepa lösenordet').fill('Hemma-2027');
    await checkout.continue('Dina uppgifter');
    await expect(checkout.step('Dina uppgifter')).toContainText('Lösenorden måste vara likadana');
    await checkout.field('Dina uppgifter', 'Upprepa lösenordet').fill('Hemma-2026');
    await checkout.continue('Dina uppgifter');
    await checkout.fillAddress('Leverans', ADDRESS);
    await checkout.continue('Leverans');
    await checkout.continue('Betalning');
    await checkout.terms.check();
    await checkout.placeOrder.click();
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    const number = /Ditt ordernummer är (\d+)\./.exec(
      (await page.getByText(/Ditt ordernummer är \d+/).textContent()) ?? '',
    )![1]!;

    const account = new AccountPage(page);
    await expect(account.headerLink).toHaveAccessibleName('Mina sidor');
    await account.headerLink.click();
    await expect(account.orders.filter({ hasText: number })).toHaveCount(1);

    // Another browser, the same e-mail: the SPEC's message and a way to log in without losing the checkout.
    const other = await browser.newContext({ locale: 'sv-SE' });
    const second = await other.newPage();
    await second.goto(await productPath(request));
    await new ProductPage(second).addToCart.click();
    await expect(new Cart(second).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
    await second.goto('/checkout');
    const again = new CheckoutPage(second);
    await again.fillPersonal(ADDRESS.firstName, ADDRESS.lastName, email);
    await again
      .step('Dina uppgifter')
      .getByRole('checkbox', { name: 'Skapa ett konto med beställningen' })
      .check();
    await again.field('Dina uppgifter', 'Lösenord').fill('Annat-2026');
    await again.field('Dina uppgifter', 'Upprepa lösenordet').fill('Annat-2026');
    await again.continue('Dina uppgifter');
    await again.fillAddress('Leverans', ADDRESS);
    await again.continue('Leverans');
    await again.continue('Betalning');
    await again.terms.check();
    await again.placeOrder.click();
    await expect(
      second.getByText('A customer with the same email already exists in an associated website.'),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Logga in och fortsätt till kassan' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('E-post').fill(email);
    await dialog.getByLabel('Lösenord', { exact: true }).fill('Hemma-2026');
    await dialog.locator('form').getByRole('button', { name: 'Logga in' }).click();
    await expect(new AccountPage(second).headerLink).toHaveAccessibleName('Mina sidor');
    await expect(again.step('Leverans')).toContainText('Storgatan 3');
    await expect(again.step('Dina uppgifter').getByRole('checkbox')).toHaveCount(0);
    await again.placeOrder.click();
    await expect(second.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    await other.close();
  });
});
