import type { AggregationBucket } from '@hemma/api-client';
import { imageUrl, productPath } from '@hemma/commerce';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { Price } from '~/ui/price.tsx';
import { searchHref } from './search-query.ts';
import type { PanelResult } from './use-search-results.ts';
import styles from './search-panel.module.css';

/** The panel's answer: product tiles, category and price facets, 'Visa alla resultat'; suggestions when none. */
export function SearchResults({
  result,
  term,
  pending,
  searchPath,
}: {
  result: PanelResult;
  term: string;
  pending: boolean;
  searchPath: string;
}) {
  const { t, count } = useI18n();
  const store = useStoreView();

  if (result.items.length === 0) {
    return (
      <div className={styles.message} aria-busy={pending}>
        <p role="status">{t('search.noResults', { q: term })}</p>
        {result.suggestions.length > 0 && (
          <p>
            {t('search.didYouMean')}{' '}
            {result.suggestions.slice(0, 3).map((suggestion, index) => (
              <span key={suggestion}>
                {index > 0 && ', '}
                <Link to={searchHref(searchPath, suggestion)}>{suggestion}</Link>
              </span>
            ))}
            ?
          </p>
        )}
      </div>
    );
  }

  const categories = (result.aggregations.category?.buckets ?? []).filter((b) => b.doc_count > 0).slice(0, 8);
  const prices = (result.aggregations.price?.buckets ?? []).filter((b) => b.doc_count > 0);
  const facetHref = (facet: 'category' | 'price') => (bucket: AggregationBucket) =>
    searchHref(searchPath, term, { [facet]: bucket.key });

  return (
    <div className={`${styles.results} ${pending ? styles.pending : ''}`} aria-busy={pending}>
      <section className={styles.products} aria-labelledby="search-panel-products">
        <div className={styles.heading}>
          <h2 id="search-panel-products">{t('search.products')}</h2>
          <p role="status">{count('category.count', result.total)}</p>
        </div>
        <ul className={styles.grid}>
          {result.items.map((product) => {
            const path = product.small_image ?? product.image;
            const original = product.original_price_incl_tax;
            const final = product.final_price_incl_tax;
            return (
              <li key={product.sku}>
                <Link to={productPath(product, store)} className={styles.tile}>
                  {path ? (
                    <img src={imageUrl(path, 'thumbnail', 'fit')} alt="" width={324} height={489} />
                  ) : (
                    <span className={styles.noImage} />
                  )}
                  <span className={styles.name}>{product.name}</span>
                  <Price final={final} original={original > final + 0.004 ? original : null} />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {(categories.length > 0 || prices.length > 0) && (
        <div className={styles.facets}>
          <FacetLinks label={t('search.categories')} buckets={categories} href={facetHref('category')} />
          <FacetLinks label={t('filter.price')} buckets={prices} href={facetHref('price')} />
        </div>
      )}
      <Link to={searchHref(searchPath, term)} className={styles.showAll}>
        {t('search.showAll')} ({result.total})
      </Link>
    </div>
  );
}

/** One facet's buckets as links into the results page, each with its count; nothing when it has none. */
function FacetLinks({
  label,
  buckets,
  href,
}: {
  label: string;
  buckets: AggregationBucket[];
  href: (bucket: AggregationBucket) => string;
}) {
  if (buckets.length === 0) return null;
  return (
    <nav aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {buckets.map((bucket) => (
          <li key={bucket.key}>
            <Link to={href(bucket)}>
              {bucket.label} <span className={styles.count}>{bucket.doc_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
