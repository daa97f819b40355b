import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The journeys' shop runs without SHOP_URL: its configured address is http://localhost:PORT, while the journeys ask
// http://127.0.0.1:PORT — so an address built from the request's Host would show here.
const port = Number(process.env.E2E_PORT ?? 3100);
const shop = `http://localhost:${port}`;

interface Listed {
  sku: string;
  parentSku: string;
  slug: string;
  type_id: string;
}

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const item = (await (await request.get('/api/catalog/products?size=1&sort=price_desc')).json()).result
    .items[0] as Listed;
  const child = item.type_id === 'configurable' ? `/${item.sku}` : '';
  return `/p/${item.parentSku}/${item.slug}${child}`;
}

interface Thing {
  '@type': string;
  '@graph'?: Thing[];
}

/** Every schema.org thing of the page's JSON-LD blocks (those of a @graph one by one). */
async function jsonLd(page: Page): Promise<Thing[]> {
  const blocks: Thing[] = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));
  return blocks.flatMap((block) => block['@graph'] ?? [block]);
}

test.describe('search engines', () => {
  test('robots.txt names the sitemap; the sitemap lists every kind of public page with hreflang', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${shop}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    const brand = (await (await request.get('/api/ext/brands')).json()).result[0] as { slug: string };
    for (const path of [
      '/',
      '/c/vardagsrum',
      '/c/soffor',
      await firstProductPath(request),
      `/b/${brand.slug}`,
      '/terms',
    ])
      expect(xml, `${path} in the sitemap`).toContain(`<loc>${shop}${path}</loc>`);
    expect(xml).toContain(`<loc>${shop}/en/c/soffor</loc>`);
    expect(xml).toContain(`hreflang="en-US" href="${shop}/en/c/soffor"`);
    expect(xml).toContain(`hreflang="x-default" href="${shop}/c/soffor"`);
    expect(xml).not.toContain('127.0.0.1');
    expect(xml).not.toContain('/checkout');
  });

  test('a category has one canonical of its own store view, with hreflang and Open Graph', async ({
    page,
  }) => {
    await page.goto('/c/soffor');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shop}/c/soffor`);
    await page.goto('/de/c/soffor');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${shop}/de/c/soffor`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${shop}/c/soffor`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${shop}/de/c/soffor`);
    // The store view's own name (its meta texts are translated): 'Sofas' in /de.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Sofas');
    const data = await jsonLd(page);
    expect(data.map((d) => d['@type'])).toContain('BreadcrumbList');
  });

  test('a product page has Product and BreadcrumbList data on the shop address, each with the nonce', async ({
    page,
    request,
  }) => {
    const path = await firstProductPath(request);
    // The browser hides a nonce once the page is parsed: the server's HTML shows it.
    const html = await (await request.get(path)).text();
    const blocks = html.match(/<script type="application\/ld\+json"[^>]*>/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    for (const block of blocks) expect(block).toMatch(/ nonce="[^"]+"/);

    await page.goto(path);
    const data = await jsonLd(page);
    expect(data.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const product = data.find((d) => d['@type'] === 'Product') as unknown as { url: string; image: string[] };
    expect(product.url).toBe(`${shop}${path}`);
    expect(product.image[0]).toMatch(new RegExp(`^${shop}/img/`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shop}${path}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${shop}/img/`),
    );
  });

  test('the home page describes the shop and its search box (Organization, WebSite, SearchAction)', async ({
    page,
  }) => {
    await page.goto('/');
    const graph = (await jsonLd(page)) as (Thing & {
      potentialAction?: { target: { urlTemplate: string } };
    })[];
    expect(graph.map((g) => g['@type'])).toEqual(['Organization', 'WebSite']);
    const template = graph[1]!.potentialAction!.target.urlTemplate;
    expect(template).toBe(`${shop}/search?q={search_term_string}`);
    // The search the template names works.
    await page.goto(template.replace(shop, '').replace('{search_term_string}', 'soffa'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('soffa');
  });
});
