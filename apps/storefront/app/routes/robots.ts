import { shopUrl } from '~/lib/shop-settings.server.ts';

/** GET /robots.txt: the shop's own pages for every crawler, and where the sitemap is (an absolute URL). */
export function loader() {
  const text = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /my-account',
    '',
    `Sitemap: ${shopUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
