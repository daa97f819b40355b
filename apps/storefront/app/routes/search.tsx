import { useEffect } from 'react';
import { trackFunnel } from '~/lib/track-funnel.ts';
import { MIN_SEARCH_TERM_LENGTH } from '@hemma/commerce';
import { Link } from 'react-router';
import { ProductListPage } from '~/features/catalog/category-view.tsx';
import { loadProductList } from '~/features/catalog/category-list.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { translate } from '~/i18n/translate.ts';
import { loaderEnv } from '~/lib/api.server.ts';
import { i18nFromMatches, pageMeta } from '~/lib/meta.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs } from '~/ui/breadcrumbs.tsx';
import type { Route } from './+types/search';

/** `/search?q=soffa`: the search panel's 'Visa alla resultat', server-rendered with filters, sort and 'Visa fler'. */
export async function loader(args: Route.LoaderArgs) {
  const { api, store, url } = loaderEnv(args);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  // SPEC §5: the minimum search term is 3 characters; shorter terms are not sent to the API.
  if (q.length < MIN_SEARCH_TERM_LENGTH) return { q, list: null };
  const list = await loadProductList(api, store, url, {
    scope: { q },
    base: { q },
    categoryFacet: true,
  });
  return { q, list };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { messages } = i18nFromMatches(matches);
  const title = loaderData?.q
    ? translate(messages, 'search.titleFor', { q: loaderData.q })
    : translate(messages, 'search.title');
  return [...pageMeta(title), { name: 'robots', content: 'noindex, follow' }];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData;
  const { t } = useI18n();
  const localized = useLocalizedPath();
  // SPEC §9 analytics: a search made (a term long enough to be run), once per term.
  const ran = list !== null && list !== undefined;
  useEffect(() => {
    if (ran) trackFunnel((f) => f.search(q));
  }, [q, ran]);

  if (!list) {
    return (
      <div className="container">
        <Breadcrumbs homeHref={localized('/')} trail={[]} current={t('search.title')} />
        <h1>{t('search.title')}</h1>
        <p role="status">{q ? t('search.minLength') : t('search.enterTerm')}</p>
      </div>
    );
  }

  const suggestions = list.products.length === 0 && !list.filtered ? list.suggestions : [];
  return (
    <ProductListPage
      title={t('search.titleFor', { q })}
      description={null}
      trail={[]}
      subcategories={[]}
      list={list}
      listName="search"
      notice={
        suggestions.length > 0 && (
          <p>
            {t('search.didYouMean')}{' '}
            {suggestions.map((suggestion, index) => (
              <span key={suggestion}>
                {index > 0 && ', '}
                <Link to={`${localized('/search')}?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
              </span>
            ))}
            ?
          </p>
        )
      }
    />
  );
}
