import { STORE_VIEWS } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { alternatesOf, canonicalUrl, seoHead, unprefixedPath } from './seo.server.ts';
import { sitemapXml } from './sitemap.server.ts';

const shop = 'https://hemma.example';

describe('SEO addresses', () => {
  it('strips the store view prefix', () => {
    expect(unprefixedPath('/de/c/soffor')).toBe('/c/soffor');
    expect(unprefixedPath('/de')).toBe('/');
    expect(unprefixedPath('/c/soffor')).toBe('/c/soffor');
    expect(unprefixedPath('/design')).toBe('/design');
  });

  it('gives each store view its own canonical on the configured address', () => {
    expect(canonicalUrl(shop, '/c/soffor')).toBe('https://hemma.example/c/soffor');
    expect(canonicalUrl(shop, '/en/c/soffor')).toBe('https://hemma.example/en/c/soffor');
    expect(canonicalUrl(shop, '/de/c/soffor')).toBe('https://hemma.example/de/c/soffor');
  });

  it('names the page in every language once, with x-default on the default store', () => {
    const alternates = alternatesOf(shop, '/de/c/soffor');
    const langs = alternates.map((a) => a.hreflang);
    expect(new Set(langs).size).toBe(langs.length);
    expect(alternates[0]).toEqual({ hreflang: 'sv-SE', href: 'https://hemma.example/c/soffor' });
    expect(alternates).toContainEqual({ hreflang: 'en-US', href: 'https://hemma.example/en/c/soffor' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://hemma.example/c/soffor' });
    // Every store view with a language of its own is named under its prefix.
    for (const store of STORE_VIEWS.filter((s) => s.appendStoreCode))
      expect(alternates).toContainEqual({
        hreflang: store.defaultLocale,
        href: `https://hemma.example/${store.storeCode}/c/soffor`,
      });
  });

  it('writes canonical, hreflang and Open Graph tags on the shop address, not the request Host', () => {
    const request = new Request('http://127.0.0.1:9/p/X/x', { headers: { host: 'evil.example' } });
    const tags = seoHead(request, 'sv-SE', { title: 'Soffa', image: '/img/a.webp', type: 'product' }, shop);
    expect(JSON.stringify(tags)).not.toMatch(/127\.0\.0\.1|evil/);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://hemma.example/p/X/x' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://hemma.example/img/a.webp' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'sv_SE' });
    expect(tags.filter((t) => t.rel === 'alternate').length).toBeGreaterThanOrEqual(3);
  });
});

describe('sitemapXml', () => {
  it('lists each page per language with all its alternates, escaped', () => {
    const xml = sitemapXml(shop, ['/', '/c/a&b', '/']);
    expect(xml).toContain('<loc>https://hemma.example/</loc>');
    expect(xml).toContain('<loc>https://hemma.example/en</loc>');
    expect(xml).toContain('<loc>https://hemma.example/c/a&amp;b</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://hemma.example/"');
    expect(xml.match(/<loc>https:\/\/hemma\.example\/<\/loc>/g)).toHaveLength(1);
  });
});
