import { categoryPath, imageUrl } from '@hemma/commerce';
import { loadHomeProductLists } from '~/features/catalog/product-lists.server.ts';
import { ProductSection } from '~/features/catalog/product-section.tsx';
import { mainBanners } from '~/features/home/banners.server.ts';
import { CategoryTiles } from '~/features/home/category-tiles.tsx';
import { Hero } from '~/features/home/hero.tsx';
import { NewsletterPromo } from '~/features/newsletter/newsletter-trigger.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { loaderEnv } from '~/lib/api.server.ts';
import { i18nFromMatches, publicMeta } from '~/lib/meta.ts';
import { pageHead, siteJsonLd } from '~/lib/seo.server.ts';
import { messagesFor } from '~/i18n/catalogues.server.ts';
import { resolveLocale } from '~/lib/locale.server.ts';
import { translate } from '~/i18n/translate.ts';
import { JsonLd } from '~/ui/json-ld.tsx';
import type { Route } from './+types/home';

const TILE = { width: 324, height: 324 };

export async function loader(args: Route.LoaderArgs) {
  const messages = messagesFor(resolveLocale(args.request).locale);
  const { api, store } = loaderEnv(args);
  const [lists, tree, banners] = await Promise.all([
    loadHomeProductLists(api, store),
    api.getCategoryTree(),
    // Banners are decoration (SPEC §8: a banner that fails is only logged): the page does without them.
    api.getHomeBanners().catch(() => ({ mainBanners: [] })),
  ]);
  const categories = tree
    .filter((c) => c.is_active && c.include_in_menu)
    .sort((a, b) => a.position - b.position)
    .map((c) => ({
      name: c.name,
      href: categoryPath(c, store),
      image: c.image ? imageUrl(c.image, TILE, 'resize') : null,
    }));
  return {
    banner: mainBanners(banners.mainBanners, store)[0] ?? null,
    ...lists,
    categories,
    head: pageHead(args.request, {
      title: translate(messages, 'home.title'),
      description: translate(messages, 'home.description'),
    }),
    siteLd: siteJsonLd(store, translate(messages, 'site.tagline')),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { messages } = i18nFromMatches(args.matches);
  return publicMeta(
    args.loaderData,
    translate(messages, 'home.title'),
    translate(messages, 'home.description'),
  );
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { banner, news, bestsellers, categories } = loaderData;
  return (
    <div className="container">
      {banner ? <Hero banner={banner} /> : <h1 className="visually-hidden">{t('home.title')}</h1>}
      <ProductSection id="home-news" title={t('home.news')} products={news} />
      <CategoryTiles title={t('home.categories')} tiles={categories} />
      <NewsletterPromo />
      <ProductSection id="home-popular" title={t('home.popular')} products={bestsellers} />
      <JsonLd data={loaderData.siteLd} />
    </div>
  );
}
