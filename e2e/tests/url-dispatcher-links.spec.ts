import { SearchPanel } from '../pages/search-panel.ts';
import { hydrated } from '../support/hydration.ts';
import { ownServer } from '../support/own-server.ts';
import { expect, test } from '../support/fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 10;

/** SPEC §2 URL dispatcher mode: the shop's own links use url_paths, and CMS pages are dispatched too. */
test('with the URL dispatcher on, menu, tile and breadcrumb links use url_paths', async ({ page }) => {
  test.setTimeout(90_000);
  const shop = await ownServer(port, { HEMMA_URL_DISPATCHER: '1' });
  try {
    await page.goto(`${shop.baseUrl}/`);
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(menu.locator('a', { hasText: /^Soffor$/ })).toHaveAttribute('href', '/vardagsrum/soffor');
    await expect(menu.locator('a[href^="/c/"]')).toHaveCount(0);
    // The home page's banners, category tiles and product lists too.
    await expect(page.locator('main a[href^="/vardagsrum/"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="/p/"], main a[href^="/c/"]')).toHaveCount(0);
    // The search panel's products, whose links the browser builds.
    await hydrated(page);
    const search = new SearchPanel(page);
    await search.type('soffa');
    await expect(search.products.first()).toBeVisible();
    await expect(search.panel.locator('a[href^="/p/"]')).toHaveCount(0);

    await page.goto(`${shop.baseUrl}/vardagsrum/soffor`);
    await expect(page.getByRole('heading', { level: 1, name: 'Soffor' })).toBeVisible();
    // Tiles link to the products' url_paths, never to /p/.
    const tile = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = (await tile.getAttribute('href'))!;
    expect(href).not.toMatch(/^\/p\//);
    await expect(page.locator('main a[href^="/p/"], main a[href^="/c/"]')).toHaveCount(0);

    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}`));
    // The breadcrumbs of the product page lead to the categories' url_paths.
    const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(crumbs.getByRole('link', { name: 'Soffor' })).toHaveAttribute('href', '/vardagsrum/soffor');

    // The German store view keeps its prefix.
    await page.goto(`${shop.baseUrl}/de`);
    await expect(page.getByRole('banner').locator('a[href="/de/vardagsrum/soffor"]')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('a[href^="/de/c/"]')).toHaveCount(0);
  } finally {
    await shop.stop();
  }
});
