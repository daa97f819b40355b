import { AccountPage } from '../pages/account-page.ts';
import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const CUSHION = '/p/KUD-HAVRE-4060/kuddfodral-havre-40x60/KUD-HAVRE-4060';

test.describe('SPEC §2 routes, layouts and modals', () => {
  test('/error shows the error page in the minimal layout: no header, no footer', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Något gick fel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till startsidan' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/en/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Other pages keep the default layout.
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test("a missing page is titled '404 Page Not Found' in the shopper's language", async ({ page }) => {
    expect((await page.goto('/finns-inte-alls'))?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Sidan hittades inte | Hemma');
    await page.goto('/en/no-such-page');
    await expect(page).toHaveTitle('404 Page Not Found | Hemma');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a product, category or CMS URL the API refuses (a NUL character) is the 404 page, not the 500 one', async ({
    page,
  }) => {
    for (const path of ['/p/%00/%00', '/p/%00/x/%00', '/c/%00', '/i/%00', '/b/%00']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle('404 Sidan hittades inte | Hemma');
    }
  });

  test("the checkout's terms link opens the terms and conditions (/terms) in a modal", async ({
    page,
    request,
  }) => {
    const terms = (await (await request.get('/api/ext/cms/page/terms')).json()).result as {
      title: string;
      content_heading: string | null;
    };
    await page.goto(CUSHION);
    await hydrated(page);
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    const checkout = new CheckoutPage(page);
    await checkout.toReview('Tora', 'Terms', 'tora.terms@example.se');
    const link = page.getByRole('link', { name: 'köpvillkoren' });
    await expect(link).toHaveAttribute('href', '/terms');
    await link.click();
    const modal = page.getByRole('dialog', { name: terms.content_heading || terms.title });
    await expect(modal).toBeVisible();
    await expect(modal.locator('.rich-text')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/checkout$/);
    // The link opened the modal only: the checkbox is as it was.
    await expect(checkout.terms).not.toBeChecked();
    await modal.getByRole('button', { name: 'Stäng' }).click();
    await expect(modal).toBeHidden();
    await checkout.terms.check();
    await expect(checkout.terms).toBeChecked();
  });

  test('paying with a gift card opens the feature-not-implemented modal', async ({ page }) => {
    await page.goto(CUSHION);
    await hydrated(page);
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName('Varukorg, 1 vara');
    await page.goto('/checkout/cart');
    await hydrated(page);
    await page.getByRole('button', { name: 'Betala med presentkort' }).click();
    const modal = page.getByRole('dialog', { name: 'Kommer snart' });
    await expect(modal).toContainText('Den här funktionen finns inte i butiken än.');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.goto('/en/checkout/cart');
    await hydrated(page);
    await page.getByRole('button', { name: 'Pay with a gift card' }).click();
    await expect(page.getByRole('dialog', { name: 'Coming soon' })).toContainText(
      'This feature is not implemented yet.',
    );
  });

  test("UI flags: the loader while a page loads; checkout mode's header without search and menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const loader = page.getByRole('progressbar', { name: 'Sidan laddas' });
    await expect(loader).toBeHidden();
    // The next page's data is held back: the loader shows until it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/c\/vardagsrum\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Vardagsrum' })
      .click();
    await expect(loader).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Vardagsrum' })).toBeVisible();
    await expect(loader).toBeHidden();

    const search = page.getByRole('combobox', { name: 'Sök' });
    await expect(search).toBeVisible();
    await page.goto(CUSHION);
    await hydrated(page);
    await new ProductPage(page).addToCart.click();
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(search).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
    await expect(new Cart(page).minicart).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hemma – till startsidan' })).toBeVisible();
  });

  test('a session that cannot be refreshed ends with the sign-up modal', async ({ page, context }) => {
    const account = new AccountPage(page);
    await account.register('Sune', 'Session', `sune.${Date.now()}@example.se`, 'Hemma-e2e-1');
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByText('Hej Sune!')).toBeVisible();
    // The session is spoilt on a page without the shop's code (the robots file): the account page keeps the session
    // in memory and writes it whole after each profile or cart answer, which would put the valid token back.
    await page.goto('/robots.txt');
    // The user token is no longer valid and the refresh token (the httpOnly cookie) has expired: the shop cannot
    // renew the session.
    await page.evaluate(() => localStorage.setItem('shop/user/current-token', 'expired.token.value'));
    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === 'hemma_refresh')!;
    await context.addCookies([{ ...refresh, value: 'expired-refresh-token' }]);
    await page.goto('/my-account');
    // In two steps, so that a failure says which half went wrong: the refresh was refused and ended the session ...
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('shop/user/current-token')), {
        message: 'the refused refresh ends the session',
      })
      .toBeNull();
    // ... and the sign-up modal says why.
    const modal = page.getByRole('dialog', { name: 'Logga in igen' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Din session har gått ut. Logga in igen eller skapa ett konto.');
    await expect(modal.getByLabel('E-post')).toBeVisible();
  });
});

test.describe('SPEC §8 a part of the page whose code cannot be loaded', () => {
  test('says so, in Swedish and English, online and offline', async ({ browser }) => {
    // Without the service worker, whose cache would serve the code.
    const context = await browser.newContext({ locale: 'sv-SE', serviceWorkers: 'block' });
    await context.addInitScript(() =>
      localStorage.setItem(
        'claims',
        JSON.stringify({
          cookiesAccepted: { code: 'cookiesAccepted', created_at: '', value: true, description: '' },
        }),
      ),
    );
    await context.route(/\/assets\/(search-panel|microcart)-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    for (const [home, failed, offline] of [
      [
        '/',
        'Ett fel uppstod när komponenten laddades.',
        'Komponenten kunde inte laddas eftersom nätverksanslutning saknas.',
      ],
      [
        '/en',
        'An error occured while loading the component.',
        "Component couldn't be loaded due to lack of network connectivity.",
      ],
    ]) {
      await context.setOffline(false);
      await page.goto(home!);
      await hydrated(page);
      // Online: the search panel's code fails to load.
      await page.getByRole('combobox', { name: /^(Sök|Search)$/ }).focus();
      await expect(page.getByRole('alert').filter({ hasText: failed! })).toBeVisible();
      // Offline: the microcart's code cannot be fetched.
      await context.setOffline(true);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^(Varukorg|Cart)/ })
        .click();
      await expect(page.getByRole('alert').filter({ hasText: offline! })).toBeVisible();
    }
    await context.close();
  });
});
