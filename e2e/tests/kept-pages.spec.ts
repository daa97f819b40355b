import type { Page } from '@playwright/test';
import { CategoryPage } from '../pages/category-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { hydrated } from '../support/hydration.ts';

/** Consent Mode calls the page's inline defaults made (entry.server.tsx), as 'consent default|update <analytics>'. */
async function consentCalls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).flatMap((entry) =>
      entry[0] === 'consent'
        ? [`consent ${String(entry[1])} ${(entry[2] as { analytics_storage: string }).analytics_storage}`]
        : [],
    ),
  );
}

// Every guest gets the same copy of a page the host keeps (decision 0031), so its policy allows the page's inline
// scripts and style by their hashes, not by a nonce they would all share (decision 0024). The fixture fails the
// journey on any Content-Security-Policy violation.
test.describe('a page the page cache keeps', () => {
  test('runs under the hashes of its own inline scripts and style: styled, hydrated, navigating', async ({
    page,
    request,
  }) => {
    // Asked once before: the browser gets the kept copy every guest gets.
    expect((await request.get('/c/soffor')).status()).toBe(200);
    const response = await page.goto('/c/soffor');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-hemma-cache']).toBe('HIT');
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(headers['content-security-policy']).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(headers['content-security-policy']).not.toContain("'nonce-");

    // The inline base styles apply, the consent defaults ran first (the shopper accepted long ago), the hydration
    // data and the module loader ran: the page is hydrated.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(248, 246, 241)');
    expect(await consentCalls(page)).toEqual(['consent default denied', 'consent update granted']);
    await hydrated(page);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));
    expect(data.length).toBeGreaterThan(0);

    // React Router takes over: a product opened from a tile is rendered in the same document, under the same policy.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const category = new CategoryPage(page);
    const tile = await category.tile(0);
    await tile.link.click();
    await expect(new ProductPage(page).heading).toHaveText(tile.name);
    await page.goBack();
    await expect(category.heading).toHaveText('Soffor');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(248, 246, 241)');
  });
});
