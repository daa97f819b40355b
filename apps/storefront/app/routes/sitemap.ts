import { getApi } from '~/lib/api.server.ts';
import { shopUrl } from '~/lib/shop-settings.server.ts';
import { publicPaths, sitemapXml } from '~/lib/sitemap.server.ts';
import type { Route } from './+types/sitemap';

/** GET /sitemap.xml: every public page in every store view and language, with hreflang (decision 0028). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(shopUrl(), await publicPaths(getApi(context)));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
