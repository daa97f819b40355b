import { type ReactNode, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs.tsx';
import type { ListData } from './category-list.ts';
import { FilterChips, FilterPanel, SortSelect } from './category-filters.tsx';
import { withPage } from './list-query.ts';
import { appendPage, nextPageToLoad } from './load-more.ts';
import { ProductGrid } from './product-tile.tsx';
import styles from './category-view.module.css';

interface ProductListPageProps {
  title: string;
  /** Trusted HTML from the API. */
  description: string | null;
  trail: Crumb[];
  subcategories: Crumb[];
  list: ListData;
  /** Above the list, e.g. the search page's 'Menade du …?'. */
  notice?: ReactNode;
  /** Offline, and this category's products were never synchronized: the SPEC §8 warning instead of the list. */
  unsynchronized?: boolean | undefined;
  /** The list's name for analytics: `search`, `brand` or the category's (SPEC §9). */
  listName: string;
}

/** A category, brand or search page: heading, sub-category chips, filters, sort, chips, grid and 'Visa fler'. */
export function ProductListPage({
  title,
  description,
  trail,
  subcategories,
  list,
  notice,
  unsynchronized,
  listName,
}: ProductListPageProps) {
  const { t, count } = useI18n();
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();
  const hasFacets = list.facets.groups.length > 0 || list.facets.chips.length > 0;
  return (
    <div className="container">
      <Breadcrumbs homeHref={localized('/')} trail={trail} current={title} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {description && (
          <div
            className={`rich-text ${styles.description}`}
            dangerouslySetInnerHTML={{ __html: description }}
          />
        )}
      </header>

      {subcategories.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className={styles.chips}>
            {subcategories.map((sub) => (
              <li key={sub.href}>
                <Link to={sub.href}>{sub.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {notice}

      <div className={hasFacets ? styles.layout : undefined}>
        {hasFacets && (
          <div className={styles.sidebar}>
            <FilterPanel facets={list.facets} />
          </div>
        )}
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {count('category.count', list.total)}
            </p>
            <SortSelect facets={list.facets} />
          </div>
          <FilterChips chips={list.facets.chips} clearHref={list.facets.clearHref} />
          {/* A new list (other filters, sort or page) starts with no appended pages. */}
          {unsynchronized ? (
            <p className={styles.empty} role="status">
              {t('offline.unsynchronized')}
            </p>
          ) : (
            <ProductResults key={`${pathname}${search}`} list={list} name={listName} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The grid and 'Visa fler' (SPEC §4), falling back to `?page=` links for crawlers and shoppers without JS. */
function ProductResults({ list, name }: { list: ListData; name: string }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<{ list: ListData }>();
  const [products, setProducts] = useState(list.products);
  const [fetched, setFetched] = useState(0);
  const [failed, setFailed] = useState(false);
  const [received, setReceived] = useState(fetcher.data);

  // A loaded page arrives as new fetcher data: append it once (state adjusted while rendering, no effect).
  if (fetcher.data !== received) {
    setReceived(fetcher.data);
    const page = fetcher.data?.list;
    if (page) {
      setFailed(page.failed);
      if (!page.failed) {
        setProducts(appendPage(products, page.products));
        setFetched(fetched + page.products.length);
      }
    }
  }

  if (list.failed || list.products.length === 0) {
    return (
      <div className={styles.empty} role={list.failed ? 'alert' : undefined}>
        <p>{list.failed ? t('list.failed') : list.filtered ? t('list.noMatch') : t('category.empty')}</p>
        {list.filtered && <Link to={list.facets.clearHref}>{t('list.clearFilters')}</Link>}
      </div>
    );
  }

  const loaded = list.products.length + fetched;
  const nextPage = nextPageToLoad({ start: list.start, loaded, total: list.total, perPage: list.perPage });
  const loading = fetcher.state === 'loading';
  const busy = loading || navigation.state === 'loading';
  const nextHref = nextPage ? `${pathname}${withPage(search, nextPage)}` : null;

  return (
    <>
      <div aria-busy={busy}>
        {/* Tiles name their products in h3: the list gets the h2 between them and the page's h1. */}
        <h2 className="visually-hidden">{t('list.heading')}</h2>
        <ProductGrid products={products} eagerCount={4} list={name} />
      </div>
      {failed && (
        <p className={styles.more} role="alert">
          {t('list.loadMoreFailed')}
        </p>
      )}
      {nextHref && (
        <div className={styles.more}>
          <p>{t('list.shown', { shown: list.start + loaded, total: list.total })}</p>
          <Link
            to={nextHref}
            rel="next"
            aria-disabled={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void fetcher.load(nextHref);
            }}
          >
            {loading ? t('list.loadingMore') : t('list.loadMore')}
          </Link>
        </div>
      )}
      {/* Opened on a later page (a crawler's `?page=` link): the way back. */}
      {list.paging.prevHref && fetched === 0 && (
        <p className={styles.more}>
          <Link to={list.paging.prevHref} rel="prev">
            ← {t('paging.previous')}
          </Link>
        </p>
      )}
    </>
  );
}
