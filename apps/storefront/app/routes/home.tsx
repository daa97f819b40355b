import { categoryPath, imageUrl } from '@hemma/commerce';
import { loadHomeProductLists } from '~/features/catalog/product-lists.server.ts';
import { ProductSection } from '~/features/catalog/product-section.tsx';
import {
  bannerCards,
  bannerCategories,
  instagramImages,
  mainBanners,
} from '~/features/home/banners.server.ts';
import { CategoryTiles } from '~/features/home/category-tiles.tsx';
import { DefaultContent, InstagramImages, SmallBanners } from '~/features/home/home-content.tsx';
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
const NO_BANNERS = {
  mainBanners: [],
  smallBanners: [],
  instagram: [],
  defaultContent: null,
};

export async function loader(args: Route.LoaderArgs) {
  const messages = messagesFor(resolveLocale(args.request));
  const { api, store } = loaderEnv(args);
  const [tree, banners] = await Promise.all([
    api.getCategoryTree(),
    // Banners are decoration (SPEC §8: a banner that fails is only logged): the page does without them.
    api
      .getHomeBanners()
      .catch((error: unknown) => (console.debug('Home banners unavailable:', error), NO_BANNERS)),
  ]);
  const categories = tree
    .filter((c) => c.is_active && c.include_in_menu)
    .sort((a, b) => a.position - b.position)
    .map((c) => ({
      id: c.id,
      name: c.name,
      href: categoryPath(c, store),
      image: c.image ? imageUrl(c.image, TILE, 'resize') : null,
    }));
  const lists = await loadHomeProductLists(api, store, categories);
  const bySlug = bannerCategories(tree);
  return {
    banner: mainBanners(banners.mainBanners, bySlug, store)[0] ?? null,
    smallBanners: bannerCards(banners.smallBanners, bySlug, store),
    instagram: instagramImages(banners.instagram),
    defaultContent: banners.defaultContent,
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
  const { banner, news, popular, collection, bestsellers, categoryLists, categories } = loaderData;
  return (
    <div className="container">
      {banner ? <Hero banner={banner} /> : <h1 className="visually-hidden">{t('home.title')}</h1>}
      <ProductSection id="home-news" title={t('home.news')} products={news} />
      <CategoryTiles title={t('home.categories')} tiles={categories} />
      <SmallBanners banners={loaderData.smallBanners} />
      <ProductSection id="home-popular" title={t('home.popular')} products={popular} />
      <NewsletterPromo />
      <ProductSection id="home-collection" title={t('home.collection')} products={collection} />
      <ProductSection id="home-bestsellers" title={t('home.bestsellers')} products={bestsellers} />
      {categoryLists.map((list, i) => (
        <ProductSection
          key={list.href}
          id={`home-category-${i}`}
          title={t('home.categoryPopular', { name: list.name })}
          products={list.products}
          more={{ label: t('home.seeAll'), href: list.href }}
        />
      ))}
      <DefaultContent content={loaderData.defaultContent} />
      <InstagramImages title={t('home.instagram')} images={loaderData.instagram} />
      <JsonLd data={loaderData.siteLd} />
    </div>
  );
}
