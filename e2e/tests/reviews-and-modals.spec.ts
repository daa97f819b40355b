import type { APIRequestContext } from '@playwright/test';
import { AuthModal, ReviewsSection } from '../pages/reviews-and-modals.ts';
import { expect, test } from '../support/fixtures.ts';

interface ReviewList {
  items: { title: string; nickname: string }[];
  summary: { count: number; average: number; ratings: Record<string, number> };
}

/** A listed product with seeded (approved) reviews, and its page. */
async function reviewedProduct(request: APIRequestContext) {
  const listed = (await (await request.get('/api/catalog/products?size=60&sort=price_asc')).json()).result
    .items as { sku: string; parentSku: string; slug: string; type_id: string }[];
  for (const item of listed.filter((p) => p.type_id === 'simple')) {
    const reviews = (await (await request.get(`/api/review/list?sku=${item.sku}`)).json())
      .result as ReviewList;
    if (reviews.summary.count >= 2) return { path: `/p/${item.parentSku}/${item.slug}`, reviews };
  }
  throw new Error('no reviewed simple product');
}

test.describe('product reviews and modals', () => {
  test('a product page shows the seeded reviews with the summary, server-rendered', async ({
    page,
    request,
  }) => {
    const { path, reviews } = await reviewedProduct(request);
    const product = new ReviewsSection(page);
    await page.goto(path);
    await expect(product.section).toContainText(
      `${reviews.summary.average.toLocaleString('sv-SE', { minimumFractionDigits: 1 })}`,
    );
    await expect(product.section).toContainText(`${reviews.summary.count} recensioner`);
    for (const stars of [5, 4, 3, 2, 1])
      await expect(product.starRow(stars)).toHaveText(
        `${stars} ${stars === 1 ? 'stjärna' : 'stjärnor'}: ${reviews.summary.ratings[stars]}`,
      );
    await expect(product.reviews).toHaveCount(Math.min(5, reviews.items.length));
    await expect(product.reviews.first()).toContainText(reviews.items[0]!.title);
    await expect(product.reviews.first()).toContainText(`av ${reviews.items[0]!.nickname}`);

    // Under the product's name: the rating, a link to the reviews.
    const rating = page.getByRole('link', { name: new RegExp(`\\(${reviews.summary.count} recensioner\\)`) });
    await expect(rating).toHaveAttribute('href', '#reviews-title');
    await rating.click();
    await expect(product.section).toBeInViewport();

    // The same markup without JavaScript: it comes from the server.
    const html = await (await request.get(path)).text();
    expect(html).toContain(reviews.items[0]!.title);
    expect(html).toContain('"aggregateRating"');
  });

  test('writing a review: empty fields are explained, a sent review waits for moderation', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { path } = await reviewedProduct(request);
    const product = new ReviewsSection(page);
    await page.goto(path);
    await product.writeButton.click();
    await expect(product.modal).toBeVisible();

    await product.send();
    await expect(product.modal).toContainText('Välj ett betyg från 1 till 5 stjärnor.');
    await expect(product.modal.getByLabel('Ditt namn')).toHaveAccessibleDescription('Skriv ditt namn.');
    await expect(product.modal.getByLabel('Rubrik')).toHaveAccessibleDescription('Skriv en rubrik.');
    await expect(product.modal.getByLabel('Din recension')).toHaveAccessibleDescription(
      'Skriv din recension.',
    );
    await expect(product.rating(1)).toBeFocused();

    const title = `Skön att sitta i ${Date.now()}`;
    await product.write({ rating: 4, nickname: 'Journey', title, detail: 'Mjuk och stadig.' });
    await expect(product.modal.getByRole('status')).toHaveText(
      'Tack för din recension! Den publiceras när vi har granskat den.',
    );
    await page.keyboard.press('Escape');
    await expect(product.modal).toBeHidden();
    // Pending: not on the page.
    await expect(product.section).not.toContainText(title);
    await product.saveScreenshot('review-sent');
    expect(errors).toEqual([]);
  });

  test('the header opens the authentication modal; after login the shopper stays on the page', async ({
    page,
    request,
  }) => {
    const { path } = await reviewedProduct(request);
    const auth = new AuthModal(page);
    await page.goto(path);
    await expect(auth.headerLink).toHaveAttribute('href', /\/login$/);
    await auth.headerLink.click();
    await expect(auth.dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // The forms' links switch views inside the modal.
    await auth.dialog.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page.getByRole('dialog', { name: 'Återställ lösenord' })).toBeVisible();
    await auth.dialog.getByRole('button', { name: 'Tillbaka till inloggningen' }).click();

    // SPEC §4: logging in refreshes the prices for the customer's group (render-list with the group token).
    const groupPrices = page.waitForRequest(
      (r) => r.url().includes('/api/product/render-list') && r.url().includes('groupToken='),
    );
    await auth.login('kund@hemma.example', 'Hemma-2026!');
    await expect(auth.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(auth.headerLink).toHaveAccessibleName('Mina sidor');
    await groupPrices;

    // The review modal now knows the customer's first name.
    const product = new ReviewsSection(page);
    await product.writeButton.click();
    await expect(product.modal.getByLabel('Ditt namn')).toHaveValue('Anna');
  });
});

test("the home page's offer opens the newsletter modal; signing up there asks to confirm by mail, no code", async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page
    .getByRole('region', { name: 'Nyhetsbrev' })
    .getByRole('link', { name: 'Anmäl dig till nyhetsbrevet' });
  await expect(trigger).toHaveAttribute('href', /\/newsletter$/);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Nyhetsbrev' });
  await dialog.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(dialog.getByLabel('E-post')).toHaveAccessibleDescription('Fältet måste fyllas i');
  await dialog.getByLabel('E-post').fill(`modal-${Date.now()}@example.se`);
  await dialog.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(dialog.getByRole('status')).toContainText('Tack! Titta i din inkorg');
  await expect(dialog.getByText(/VALKOMMEN-/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();
});
