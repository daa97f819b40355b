import { fileURLToPath } from 'node:url';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { Cart } from '../pages/cart.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

/** A 265 cm, 95 kg sofa of the demo shop (decision 0049). */
const SOFA = '/p/SOF-VASS-4/soffa-vass-4-sits';

test('a sofa on a phone (375 px): freight, the methods it is too large for with why, carry-in on the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(SOFA);
  await hydrated(page);
  await new ProductPage(page).addToCart.click();
  await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
  await page.goto('/checkout');
  await hydrated(page);
  const checkout = new CheckoutPage(page);
  await checkout.fillPersonal('Sven', 'Holm', 'sven.soffa.e2e@example.se');
  await checkout.continue('Dina uppgifter');
  await checkout.fillAddress('Leverans', {
    firstName: 'Sven',
    lastName: 'Holm',
    street: 'Storgatan 1',
    zip: '111 22',
    city: 'Stockholm',
  });

  // Only what can take a 265 cm sofa is offered; the rest is listed with the reason.
  const shipping = checkout.step('Leverans');
  await expect(checkout.method('Leverans', /Hemleverans med frakt \(stora varor\)/)).toBeChecked();
  await expect(checkout.method('Leverans', /Hämta hos ombud/)).toHaveCount(0);
  await expect(checkout.method('Leverans', /Hemleverans med bud/)).toHaveCount(0);
  await expect(
    shipping.getByText('Soffa Vass 4-sits är för lång för Hämta hos ombud (högst 150 cm).'),
  ).toBeVisible();
  await expect(
    shipping.getByText('Soffa Vass 4-sits är för lång för Hemleverans med bud (högst 200 cm).'),
  ).toBeVisible();
  await shipping.screenshot({
    path: fileURLToPath(new URL('../artifacts/screens/freight-375.png', import.meta.url)),
  });
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

  await shipping.getByRole('checkbox', { name: /^Inbärning/ }).check();
  await checkout.continue('Leverans');
  // Freight and carry-in are priced in the summary before the order: 695 kr + 395 kr.
  await expect(page.getByText(/1\s090\skr/).first()).toBeVisible();
  await expect(checkout.method('Betalning', /Faktura/)).toBeChecked();
  await checkout.continue('Betalning');
  await checkout.terms.check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.getByText(/^Inbärning ingår i leveransen \(395\skr\)\.$/)).toBeVisible();
});
