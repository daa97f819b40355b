import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSwedish } from '../support/swedish-words.ts';

/**
 * Issue 33, the two Swedish texts a walk of /de, /it and /en still found (decision 0058, addendum 2): a brand's
 * description is the owner's text in the store view's language, and a review — a shopper's own Swedish words — is
 * marked as Swedish (`lang="sv"`) with a label in the store view's language.
 */
const STORE_VIEWS = [
  {
    code: 'de',
    description: 'Leichte, luftige Möbel für kleine Wohnungen',
    label: 'Auf Schwedisch verfasst',
  },
  { code: 'it', description: 'Mobili leggeri e ariosi per case piccole', label: 'Scritta in svedese' },
  { code: 'en', description: 'Light, airy furniture for small homes', label: 'Written in Swedish' },
] as const;

/** A listed simple product with approved reviews: its path. */
async function reviewedProduct(request: APIRequestContext): Promise<string> {
  const listed = (await (await request.get('/api/catalog/products?size=60&sort=price_asc')).json()).result
    .items as { sku: string; parentSku: string; slug: string; type_id: string }[];
  for (const item of listed.filter((p) => p.type_id === 'simple')) {
    const reviews = (await (await request.get(`/api/review/list?sku=${item.sku}`)).json()).result as {
      summary: { count: number };
    };
    if (reviews.summary.count >= 1) return `/p/${item.parentSku}/${item.slug}`;
  }
  throw new Error('no reviewed simple product');
}

for (const { code, description, label } of STORE_VIEWS)
  test(`/${code}: the brand page and the product's reviews carry no unmarked Swedish word`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${code}/b/salta`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sälta');
    await expect(page.getByRole('main')).toContainText(description);
    await expectNoSwedish(page, 'the brand page');

    await page.goto(`/${code}${await reviewedProduct(request)}`);
    const review = page.locator('.rv-item').first();
    await expect(review.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'sv');
    await expect(review.locator('.rv-detail')).toHaveAttribute('lang', 'sv');
    await expect(review).toContainText(label);
    await expectNoSwedish(page, 'the product page with its reviews');
  });

test('the Swedish store labels no review: its reviews are in its own language', async ({ page, request }) => {
  await page.goto(await reviewedProduct(request));
  const review = page.locator('.rv-item').first();
  await expect(review.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(review.locator('.rv-lang')).toHaveCount(0);
  await page.goto('/b/salta');
  await expect(page.getByRole('main')).toContainText('Lätta, luftiga möbler för små hem');
});
