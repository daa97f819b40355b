import { Cart } from '../pages/cart.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { stripeShop } from '../support/stripe-shop.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 12;

/**
 * Stripe Checkout (decision 0050) in a real browser: the shop runs with a Stripe test key against a fake Stripe
 * over HTTP, whose hosted page pays (and sends the signed webhook) or cancels, and sends the shopper back.
 */
test("a shopper pays by card on Stripe's page and sees the thank-you page; a cancelled payment gives the cart back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { shopUrl, stop } = await stripeShop(port);
  try {
    const list = (await (await fetch(`${shopUrl}/api/catalog/products?size=60&sort=price_asc`)).json()).result
      .items as { sku: string; type_id: string; parentSku: string; slug: string; stock: { qty: number } }[];
    let path = '';
    for (const item of list.filter((p) => p.type_id === 'simple' && p.stock.qty > 20)) {
      const full = (await (await fetch(`${shopUrl}/api/catalog/products/${item.sku}`)).json()).result;
      if ((full.custom_options ?? []).length > 0 || !(full.final_price_incl_tax > 0)) continue;
      path = `/p/${item.parentSku}/${item.slug}`;
      break;
    }
    await page.goto(`${shopUrl}${path}`);
    await new ProductPage(page).addToCart.click();
    await expect(new Cart(page).minicart).toHaveAccessibleName(/Varukorg, 1 var/);
    const checkout = new CheckoutPage(page);
    const pay = async () => {
      await page.goto(`${shopUrl}/checkout`);
      await page.waitForFunction(() => performance.getEntriesByName('hemma:hydrated').length > 0);
      await checkout.fillPersonal('Stina', 'Stripe', 'stina.stripe@example.se');
      await checkout.continue('Dina uppgifter');
      await checkout.fillAddress('Leverans', {
        firstName: 'Stina',
        lastName: 'Stripe',
        street: 'Drottninggatan 3',
        zip: '111 51',
        city: 'Stockholm',
      });
      await checkout.continue('Leverans');
      await checkout.method('Betalning', /Kort \(Visa, Mastercard\) \(testläge\)/).check();
      await checkout.continue('Betalning');
      await expect(page.getByText('Stripes säkra betalningssida', { exact: false })).toBeVisible();
      await checkout.terms.check();
      await page.getByRole('button', { name: 'Gå till betalning' }).click();
      await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    };

    await pay();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Du avbröt betalningen.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Tillbaka till kassan' }).click();
    await expect(page.getByText('Varukorgen är tom.')).toHaveCount(0);

    await pay();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    await expect(page.getByText('stina.stripe@example.se')).toBeVisible();
  } finally {
    await stop();
  }
});
